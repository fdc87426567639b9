import { describe, expect, it } from 'vitest';
import { OLD_MAILING_COLUMNS } from './oldMailingColumns.ts';

/** The list's width at 1366 × 850 with the menu open, as measured in Chromium (the menu and the page's padding taken). */
const LAPTOP_TABLE_WIDTH = 1078;
/** A title of some 40 characters in the table's 14 px type, with the cell's padding. */
const TITLE_ROOM = 300;

describe('the old lists’ columns', () => {
  it('leave the title room for some 40 characters on a laptop with the menu open', () => {
    const fixed = Object.values(OLD_MAILING_COLUMNS.widths).reduce<number>((sum, width) => sum + (width ?? 0), 0);
    expect(OLD_MAILING_COLUMNS.widths.title).toBeUndefined();
    expect(LAPTOP_TABLE_WIDTH - fixed).toBeGreaterThanOrEqual(TITLE_ROOM);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notBuiltScreens } from './notBuiltScreens';

describe('screens that are not built yet', () => {
  it('are each listed in docs/screens.md with their path and permission', () => {
    const screens = readFileSync(path.resolve(import.meta.dirname, '../../docs/screens.md'), 'utf8');
    const missing = notBuiltScreens()
      .map(({ path, permission }) => `| \`${path}\` | \`${String(permission)}\` |`)
      .filter((row) => !screens.includes(row));
    expect(missing).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ID, getSelectedSiteId, SELECTED_SITE_KEY, setSelectedSiteId } from './siteSelection.ts';

describe('site selection', () => {
  it('defaults to site 4', () => {
    expect(DEFAULT_SITE_ID).toBe('4');
    expect(getSelectedSiteId()).toBe('4');
  });

  it('keeps the chosen site in localStorage', () => {
    setSelectedSiteId(2);
    expect(window.localStorage.getItem(SELECTED_SITE_KEY)).toBe('2');
    expect(getSelectedSiteId()).toBe('2');
  });
});

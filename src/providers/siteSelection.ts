/** The working site (spec 01 §1): kept in browser storage, default 4, sent with every request. */
export const SELECTED_SITE_KEY = 'selectedSiteId';
export const DEFAULT_SITE_ID = '4';

export function getSelectedSiteId(): string {
  try {
    return window.localStorage.getItem(SELECTED_SITE_KEY) || DEFAULT_SITE_ID;
  } catch {
    return DEFAULT_SITE_ID;
  }
}

export function setSelectedSiteId(id: string | number): void {
  window.localStorage.setItem(SELECTED_SITE_KEY, String(id));
}

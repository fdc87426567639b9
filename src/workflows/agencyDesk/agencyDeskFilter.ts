import type { AgencyTab } from './agencyDeskRows.ts';
import type { AgencyDeskFilter } from './agencyMethods.ts';

type Presence = 'on' | 'disabled' | 'hidden';

/**
 * Spec 01 §2, per tab: the archive adds the approval filter and disables the news type; the video
 * tab disables category and news type and hides the two switches. The creator is ours on videos:
 * the API records no creator of a video, so it is disabled there like the other filters it ignores.
 * Only agency items carry an embargo: the embargo filter is theirs.
 */
export const TOOLBAR_OF_TAB: Record<AgencyTab, Record<'categories' | 'newsType' | 'creator' | 'approval' | 'switches' | 'embargo', Presence>> = {
  contents: { categories: 'on', newsType: 'on', creator: 'on', approval: 'hidden', switches: 'on', embargo: 'on' },
  archive: { categories: 'on', newsType: 'disabled', creator: 'on', approval: 'on', switches: 'on', embargo: 'hidden' },
  video: { categories: 'disabled', newsType: 'disabled', creator: 'disabled', approval: 'hidden', switches: 'hidden', embargo: 'hidden' },
};

/**
 * What a tab's list takes of the toolbar: only what is on there. The archive records no
 * inappropriate flag, so its switch (which the spec keeps on that tab) selects nothing more.
 */
export function filterFor(tab: AgencyTab, filter: AgencyDeskFilter): AgencyDeskFilter {
  const shown = TOOLBAR_OF_TAB[tab];
  const { agencyCategories, newsTypes, users, isApproved, used, inappropriate, embargoed, ...always } = filter;
  return {
    ...always,
    ...(shown.categories === 'on' ? { agencyCategories } : {}),
    ...(shown.newsType === 'on' ? { newsTypes } : {}),
    ...(shown.creator === 'on' ? { users } : {}),
    ...(shown.approval === 'on' ? { isApproved } : {}),
    ...(shown.switches === 'on' ? { used } : {}),
    ...(tab === 'contents' ? { inappropriate } : {}),
    ...(shown.embargo === 'on' ? { embargoed } : {}),
  };
}

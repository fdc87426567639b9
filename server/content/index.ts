/** What other features use of contents: an agency item becomes a draft of its editor (the agency desk). */
export { agencyDraftType, writeAgencyDraft } from './agencyDrafts.ts';

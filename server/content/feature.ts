import { seedEditorialDemo } from '../seed/seedEditorialDemo.ts';
import { defineServerFeature } from '../serverFeature.ts';
import { contentAgencyModule } from './contentAgencyModule.ts';
import { contentAgencySource, deleteSavedDraft } from './contentAgencySource.ts';
import { contentDraftModule, DRAFT_RULE } from './contentDraftModule.ts';
import { clearDraftOf, deleteDraft } from './contentDrafts.ts';
import { contentListExport, draftListExport } from './listExports.ts';
import { contentEditorModule } from './contentEditorModule.ts';
import { schedulePublish, scheduledPublishJobs } from './scheduledPublish.ts';

/**
 * Contents (spec 02): the editors' list, the editor's drafts and its agency source. A content's save
 * schedules its publish and, made by its editor, clears their draft of it and the agency draft it
 * was made from (`fromDraftId`).
 */
export default defineServerFeature({
  name: 'content',
  graphql: [contentEditorModule, contentDraftModule, contentAgencyModule],
  jobs: ({ db }) => scheduledPublishJobs(db),
  // The draft list deletes several of the caller's drafts at once.
  bulkActions: { contentDrafts: { delete: { rule: DRAFT_RULE, run: async (context, row) => void (await deleteDraft(context, row.id)) } } },
  listExports: [contentListExport, draftListExport],
  // The demo's categories, authors and contents of every type on each demo site.
  async seed({ db, demo }) {
    for (const siteId of demo?.siteIds ?? []) await seedEditorialDemo(db, siteId, demo!.images);
  },
  resourceHooks: {
    contents: {
      serverValues: contentAgencySource,
      async afterWrite({ tx, userId, action, input }, row) {
        await schedulePublish(tx, row);
        if (action !== 'save') return;
        await clearDraftOf(tx, userId, row.id as number);
        await deleteSavedDraft(tx, userId, row.siteId as number, input);
      },
      // contentAgencyModule's Content.agencyUpdate
      addedColumns: { agencyUpdate: ['agencySource'] },
    },
  },
});

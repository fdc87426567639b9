import { defineServerFeature } from '../serverFeature.ts';
import { headlineModule } from './headlineModule.ts';
import { seedHeadlineDemo } from './headlineDemo.ts';
import { ensureHeadlineOfType, removeHeadlineOfType } from './headlineOfType.ts';
import { contentOnHeadlines } from './headlineUses.ts';
import { headlinePromotionJobs } from './pendingPromotion.ts';

/** The headline board (spec 02): a headline type's save makes its site's headline; a content on a headline is not deleted. */
export default defineServerFeature({
  name: 'headlines',
  graphql: [headlineModule],
  jobs: ({ db, events }) => headlinePromotionJobs(db, events),
  async seed({ db, demo }) {
    for (const siteId of demo?.siteIds ?? []) await seedHeadlineDemo(db, siteId, { recipe: demo!.recipe });
  },
  resourceHooks: {
    headlineTypes: { afterWrite: ({ tx }, row) => ensureHeadlineOfType(tx, row), afterDelete: removeHeadlineOfType },
    contents: { uses: contentOnHeadlines },
  },
});

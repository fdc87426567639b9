import { defineServerFeature } from '../serverFeature.ts';
import { boardPublishingJobs } from './boardPublishing.ts';
import { boardHooks } from './boardSave.ts';
import { BOARDS } from './boards.ts';
import { reelPosterModule } from './reelPoster.ts';
import { storyBoardModule } from './storyBoardModule.ts';
import { registerStoryDelivery } from './storyDelivery.ts';
import { seedStoryDemo } from './storyDemo.ts';
import { storyVideoHooks } from './storyVideos.ts';

/**
 * Stories and reels (spec 02 §2–§5, §8; server/stories/README.md): the declared resources
 * `stories` and `reels` (resources/story.ts, resources/reel.ts) get their board here: the order and
 * state the saves write, moves and pins of one row, the publishing job of pending items, the
 * boards' live changes, the delivery API's routes and the demo's stories and reels.
 */
export default defineServerFeature({
  name: 'stories',
  graphql: [storyBoardModule, reelPosterModule],
  jobs: ({ db, events }) => boardPublishingJobs(db, events),
  // The sites' story and reel bars: GET /api/public/:siteId/stories and /reels.
  async routes(app, { db, config }) {
    await registerStoryDelivery(app, { db, publicUrl: config.publicUrl, rateLimitMax: config.rateLimitMax });
  },
  async seed({ db, demo }) {
    if (demo) await seedStoryDemo(db, demo.siteIds, demo.images);
  },
  // With the board's: a reel's and a story frame's videos are queued for the site on save (storyVideos.ts).
  resourceHooks: {
    stories: boardHooks(BOARDS.stories, storyVideoHooks.stories),
    reels: { ...boardHooks(BOARDS.reels, storyVideoHooks.reels), addedColumns: { shownPosterPath: ['video'] } },
  },
});

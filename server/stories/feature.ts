import { defineServerFeature } from '../serverFeature.ts';
import { boardPublishingJobs } from './boardPublishing.ts';
import { boardHooks } from './boardSave.ts';
import { BOARDS } from './boards.ts';
import { storyBoardModule } from './storyBoardModule.ts';

/**
 * Stories and reels (spec 02 §2–§5, §8; server/stories/README.md): the declared resources
 * `stories` and `reels` (resources/story.ts, resources/reel.ts) get their board here: the order and
 * state the saves write, moves and pins of one row, the publishing job of pending items, the
 * boards' live changes, the delivery API's routes and the demo's stories and reels.
 */
export default defineServerFeature({
  name: 'stories',
  graphql: [storyBoardModule],
  jobs: ({ db, events }) => boardPublishingJobs(db, events),
  resourceHooks: {
    stories: boardHooks(BOARDS.stories),
    reels: boardHooks(BOARDS.reels),
  },
});

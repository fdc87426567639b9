import { defineResource } from './defineResource.ts';
import { number, object, text, textarea, url } from './fields.ts';
import { storyBoardHead, storyBoardPlace } from './storyBoardFields.ts';
import { reelVideo } from './storyRules.ts';

/**
 * Reels (spec 02 §2–§5, §8): short vertical videos a site shows in its reels bar, each one video
 * (processed by the video process queue into renditions and a poster), a text, a link and
 * categories, ordered, pinned and scheduled as the stories are (resources/story.ts; the same board,
 * server/stories/README.md). Rules: resources/storyRules.ts.
 */
export const reels = defineResource({
  name: 'reels',
  typeName: 'Reel',
  permission: 'reels',
  operations: { one: 'reel', list: 'reels', save: 'saveReel', delete: 'deleteReel' },
  siteScoped: true,
  fields: {
    ...storyBoardHead(),
    /** The vertical video: the upload fills its size and length; the queue makes its renditions and poster. */
    video: object(
      'ReelVideo',
      {
        path: text({ upload: 'video' }),
        posterPath: text({ upload: 'image' }),
        duration: number(),
        width: number(),
        height: number(),
      },
      { rules: [reelVideo()] },
    ),
    text: textarea({ required: true, maxLength: 300 }),
    /** http(s), or a page of the site (`/…`), or blank. */
    externalLink: url('any'),
    ...storyBoardPlace(),
  },
  representation: 'title',
  sort: { field: 'position', order: 'ASC' },
  indexes: [['siteId', 'position']],
});

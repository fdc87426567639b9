import { defineResource } from './defineResource.ts';
import { STORY_STATE, STORY_TYPE } from './enums.ts';
import { boolean, dateTime, enumeration, number, object, references, text, textarea, url } from './fields.ts';
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
    title: text({ required: true, maxLength: 80, list: true, search: true }),
    type: enumeration(STORY_TYPE, { required: true, defaultValue: 1, list: true, filter: true }),
    categoryIds: references('categories', { list: true, filter: true }),
    publishDate: dateTime({ required: true, list: true, filter: true }),
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
    state: enumeration(STORY_STATE, { readOnly: true, list: true, filter: true }),
    pinned: boolean({ readOnly: true, list: true, filter: true }),
    position: text({ readOnly: true, delivery: false }),
  },
  representation: 'title',
  sort: { field: 'position', order: 'ASC' },
  indexes: [['siteId', 'position']],
});

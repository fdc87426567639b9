import { defineResource } from './defineResource.ts';
import { number, orderedList, text, textarea, url } from './fields.ts';
import { storyBoardHead, storyBoardPlace } from './storyBoardFields.ts';
import { frameMedia, storyFrames } from './storyRules.ts';

/**
 * Stories (spec 02 §2–§5, §8): what a site shows in its story bar, one row per story, each a set of
 * frames (a picture or a video from the media library or an upload, a text, an external link), with
 * its categories (an advertisement of no category shows in every one), its type and publish date.
 * A story whose publish date is ahead waits on the pending list; the stories feature publishes it at
 * that time (server/stories/README.md). The published ones are ordered by hand, pinned ones on top in
 * pin order: `position` is the board's sort key, written one row per move. Rules: resources/storyRules.ts.
 */
export const stories = defineResource({
  name: 'stories',
  typeName: 'Story',
  permission: 'story',
  operations: { one: 'story', list: 'stories', save: 'saveStory', delete: 'deleteStory' },
  siteScoped: true,
  fields: {
    ...storyBoardHead(),
    frames: orderedList(
      'StoryFrame',
      {
        image: text({ upload: 'image' }),
        video: text({ upload: 'video', rules: [frameMedia('image')] }),
        /** Seconds the frame stays on screen; empty: the site's default (a video: its length). */
        duration: number({ nullable: true }),
        text: textarea({ required: true, maxLength: 300 }),
        externalLink: url('absolute'),
      },
      { rules: [storyFrames()] },
    ),
    ...storyBoardPlace(),
  },
  representation: 'title',
  sort: { field: 'position', order: 'ASC' },
  indexes: [['siteId', 'position']],
});

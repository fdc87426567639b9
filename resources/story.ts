import { defineResource } from './defineResource.ts';
import { STORY_STATE, STORY_TYPE } from './enums.ts';
import { boolean, dateTime, enumeration, number, orderedList, references, text, textarea, url } from './fields.ts';
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
    /** The name under the story's circle on the site (ours: the spec names none). */
    title: text({ required: true, maxLength: 80, list: true, search: true }),
    type: enumeration(STORY_TYPE, { required: true, defaultValue: 1, list: true, filter: true }),
    /** None: the story shows in every category (an advertisement's save asks first). */
    categoryIds: references('categories', { list: true, filter: true }),
    /** Ahead: the story waits on the pending list and is published at that time. */
    publishDate: dateTime({ required: true, list: true, filter: true }),
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
    /** Pending or published: the server's, from the publish date and the publishing job. */
    state: enumeration(STORY_STATE, { readOnly: true, list: true, filter: true }),
    /** Pinned stories stay on top of the published list, in the order they were pinned (pinStory). */
    pinned: boolean({ readOnly: true, list: true, filter: true }),
    /**
     * The list's sort key (server/stories/boardKeys.ts): the group (pinned, published, pending) then
     * a fractional key, so a move writes one row; compared as text in any collation.
     */
    position: text({ readOnly: true, delivery: false }),
  },
  representation: 'title',
  sort: { field: 'position', order: 'ASC' },
  indexes: [['siteId', 'position']],
});

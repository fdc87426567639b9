/**
 * The stories' and reels' rules (spec 02 §5), declared once for the admin's forms and the server's
 * saves; their messages are in resources/messages/story.ts.
 * - A story holds at least one frame ("at least one story to save"); a reel holds its video
 *   ("at least one reel to save").
 * - An empty frame (no picture, no video, no text, no link) must be filled or used first: a save
 *   with one is refused, and the editor does not add a second while one is empty.
 * - A frame shows a picture or a video (one of them); its text is required (the field's `required`).
 * - A link begins with http or https (stories: absolute only; reels may link to a page of the site,
 *   `/…`) or is blank: the catalogue's url rules.
 */
import { fail, isBlank, type Rule } from './validationRule.ts';

/** A story's frame as the rules read it. */
export interface StoryFrameValues {
  image?: unknown;
  video?: unknown;
  text?: unknown;
  externalLink?: unknown;
}

const blankText = (value: unknown) => isBlank(value) || (typeof value === 'string' && value.trim() === '');

/** Nothing entered in the frame at all. */
export const isEmptyFrame = (frame: StoryFrameValues | null | undefined): boolean =>
  !frame || (blankText(frame.image) && blankText(frame.video) && blankText(frame.text) && blankText(frame.externalLink));

/** On the frames: at least one, none of them empty. */
export const storyFrames = (): Rule => (value, context) => {
  const frames = Array.isArray(value) ? (value as (StoryFrameValues | null)[]) : [];
  if (frames.length === 0) return fail('storyAtLeastOne', context);
  if (frames.some(isEmptyFrame)) return fail('storyEmptyFrame', context);
  return undefined;
};

/** On a frame's video (the sibling `image` read from the frame): one of the two, not both. */
export const frameMedia =
  (imageField = 'image'): Rule =>
  (value, context) => {
    const frame = context.values ?? {};
    if (isEmptyFrame(frame)) return undefined;
    const hasImage = !blankText(frame[imageField]);
    const hasVideo = !blankText(value);
    if (!hasImage && !hasVideo) return fail('storyFrameMedia', context);
    if (hasImage && hasVideo) return fail('storyFrameBothMedia', context);
    return undefined;
  };

/** On a reel's video: there must be one. */
export const reelVideo = (): Rule => (value, context) => {
  const path = value && typeof value === 'object' ? (value as { path?: unknown }).path : value;
  return blankText(path) ? fail('reelAtLeastOne', context) : undefined;
};

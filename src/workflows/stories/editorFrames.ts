/**
 * The story editor's frame list (spec 02 §5): a new frame is refused while an empty one is there
 * (the rule the server also runs, resources/storyRules.ts), and frames move one place at a time.
 */
import { isEmptyFrame, type StoryFrameValues } from '../../../resources/storyRules.ts';

/** A frame as the form holds it. */
export interface EditorFrame extends StoryFrameValues {
  image?: string | null;
  video?: string | null;
  duration?: number | null;
  text?: string | null;
  externalLink?: string | null;
}

/** What "add" puts in the list: nothing entered yet. */
export const blankFrame = (): EditorFrame => ({ image: null, video: null, duration: null, text: '', externalLink: '' });

/** The first frame with nothing entered, or -1. */
export const emptyFrameIndex = (frames: readonly (EditorFrame | null | undefined)[] | null | undefined): number => (frames ?? []).findIndex(isEmptyFrame);

/** Adding a frame: the frame to add, or the empty frame that must be filled or used first. */
export function frameToAdd(frames: readonly (EditorFrame | null | undefined)[] | null | undefined): { add: EditorFrame } | { refusedAt: number } {
  const empty = emptyFrameIndex(frames);
  return empty >= 0 ? { refusedAt: empty } : { add: blankFrame() };
}

/** Where the frame at `index` goes when moved by `offset` (-1 up, +1 down), or undefined at the end of the list. */
export function movedIndex(index: number, offset: -1 | 1, length: number): number | undefined {
  const target = index + offset;
  return target < 0 || target >= length ? undefined : target;
}

import { describe, expect, it } from 'vitest';
import { blankFrame, emptyFrameIndex, frameToAdd, movedIndex } from './editorFrames.ts';

const filled = (text: string) => ({ ...blankFrame(), image: 'images/2026/11/a.jpg', text });

describe('the story editor’s frames', () => {
  it('adds a blank frame when none is empty', () => {
    expect(frameToAdd([filled('One'), filled('Two')])).toEqual({ add: blankFrame() });
    expect(frameToAdd([])).toEqual({ add: blankFrame() });
    expect(frameToAdd(undefined)).toEqual({ add: blankFrame() });
  });

  it('refuses to add while a frame is empty, naming the first empty one', () => {
    expect(frameToAdd([filled('One'), blankFrame(), blankFrame()])).toEqual({ refusedAt: 1 });
    expect(frameToAdd([{ text: '   ', externalLink: '' }])).toEqual({ refusedAt: 0 });
  });

  it('counts a frame with only a link, a video or a text as used', () => {
    expect(emptyFrameIndex([{ ...blankFrame(), externalLink: 'https://example.com' }, { ...blankFrame(), video: 'videos/a.mp4' }, { ...blankFrame(), text: 'Text' }])).toBe(-1);
    expect(emptyFrameIndex([filled('One'), null])).toBe(1);
  });

  it('moves a frame one place, never past either end', () => {
    expect(movedIndex(0, 1, 3)).toBe(1);
    expect(movedIndex(2, -1, 3)).toBe(1);
    expect(movedIndex(0, -1, 3)).toBeUndefined();
    expect(movedIndex(2, 1, 3)).toBeUndefined();
  });
});

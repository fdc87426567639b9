import { describe, expect, it } from 'vitest';
import { ffmpegArguments, ladderFor, posterArguments, posterTime, type VideoFacts } from './commands.ts';

const LADDER = [360, 720, 1080];
const facts = (overrides: Partial<VideoFacts> = {}): VideoFacts => ({ width: 1280, height: 720, duration: 12, hasAudio: true, videoCodec: 'h264', ...overrides });

describe('ladderFor', () => {
  it('makes the steps at and below the source height, never above it, smallest first', () => {
    expect(ladderFor({ width: 1280, height: 720 }, LADDER)).toEqual([
      { height: 360, width: 640 },
      { height: 720, width: 1280 },
    ]);
    expect(ladderFor({ width: 1920, height: 1080 }, LADDER)).toEqual([
      { height: 360, width: 640 },
      { height: 720, width: 1280 },
      { height: 1080, width: 1920 },
    ]);
    expect(ladderFor({ width: 3840, height: 2160 }, [1080, 360, 720, 360])).toEqual([
      { height: 360, width: 640 },
      { height: 720, width: 1280 },
      { height: 1080, width: 1920 },
    ]);
  });

  it('ladders a portrait source by its height, keeping its aspect ratio', () => {
    expect(ladderFor({ width: 1080, height: 1920 }, LADDER)).toEqual([
      { height: 360, width: 202 },
      { height: 720, width: 406 },
      { height: 1080, width: 608 },
    ]);
  });

  it('rounds widths to even numbers (4:2:0 H.264 needs them)', () => {
    // 1000 × 360 / 562 = 640.57: rounding to the nearest integer would give an odd 641.
    expect(ladderFor({ width: 1000, height: 562 }, [360])).toEqual([{ height: 360, width: 640 }]);
    for (const source of [
      { width: 1001, height: 563 },
      { width: 853, height: 480 },
      { width: 1366, height: 768 },
      { width: 607, height: 1079 },
    ]) {
      for (const step of ladderFor(source, LADDER)) {
        expect(step.width % 2, `${source.width}×${source.height} → ${step.width}×${step.height}`).toBe(0);
        expect(step.height % 2).toBe(0);
        expect(Math.abs(step.width / step.height - source.width / source.height)).toBeLessThan(0.01);
      }
    }
  });

  it('gives a source smaller than every step its own height (even)', () => {
    expect(ladderFor({ width: 320, height: 240 }, LADDER)).toEqual([{ height: 240, width: 320 }]);
    expect(ladderFor({ width: 427, height: 241 }, LADDER)).toEqual([{ height: 240, width: 426 }]);
    expect(ladderFor({ width: 3, height: 3 }, LADDER)).toEqual([{ height: 2, width: 2 }]);
  });

  it('refuses a source without a size', () => {
    expect(() => ladderFor({ width: 0, height: 720 }, LADDER)).toThrow(/no picture/);
  });
});

describe('the commands', () => {
  it('encodes a rendition as H.264 yuv420p + AAC in a faststart MP4, scaled to the step', () => {
    const args = ffmpegArguments('/data/in.mov', '/work/720p.mp4.part', { height: 720, width: 1280 }, facts());
    expect(args.slice(args.indexOf('-i'), args.indexOf('-i') + 2)).toEqual(['-i', 'file:/data/in.mov']);
    expect(args.at(-1)).toBe('file:/work/720p.mp4.part');
    expect(args.join(' ')).toMatch(/-progress pipe:1/);
    expect(args.join(' ')).toMatch(/-vf scale=1280:720,setsar=1 .*-c:v libx264 .*-pix_fmt yuv420p -c:a aac .*-movflags \+faststart -f mp4/);
    expect(args).toContain('0:a:0');
  });

  it('leaves sound out when the source has none', () => {
    const args = ffmpegArguments('in.mp4', 'out.mp4', { height: 360, width: 640 }, facts({ hasAudio: false }));
    expect(args).toContain('-an');
    expect(args).not.toContain('aac');
    expect(args).not.toContain('0:a:0');
  });

  it('takes the poster at 10 % of the video, at most 5 s in, as one JPEG frame', () => {
    expect(posterTime(facts({ duration: 2 }))).toBeCloseTo(0.2);
    expect(posterTime(facts({ duration: 600 }))).toBe(5);
    expect(posterTime(facts({ duration: 0 }))).toBe(0);
    const args = posterArguments('in.mp4', 'poster.jpg.part', { height: 720, width: 1280 }, facts({ duration: 30 }));
    expect(args.join(' ')).toMatch(/-ss 3\.000 -i file:in\.mp4 .*-frames:v 1 -vf scale=1280:720,setsar=1 .*-f image2 file:poster\.jpg\.part$/);
  });
});

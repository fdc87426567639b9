import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_DEFAULTS } from '../../server/config.ts';
import { ffmpegArguments, ladderFor, posterArguments, probeVideo, runLadder, type VideoFacts, type LadderStep } from '../../server/videoQueue/transcode/ffmpeg.ts';
import { makeTestClip, testFfmpeg, testFfprobe } from '../server/support/videoClip.ts';
import type { BenchRow } from './table.ts';
import { median, timeIt } from './timing.ts';

const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 3);
const SECONDS = 10;
const GOAL = '≤ 1.1';

/** One command run bare: ffmpeg spawned directly, its pipes drained, to its exit. */
function bare(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(testFfmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}`))));
  });
}

/** The same commands runLadder runs (the poster, then every rendition), one after another. */
async function bareLadder(input: string, work: string, steps: LadderStep[], facts: VideoFacts) {
  await bare(posterArguments(input, path.join(work, 'poster.jpg'), steps.at(-1)!, facts));
  for (const step of steps) await bare(ffmpegArguments(input, path.join(work, `${step.height}p.mp4`), step, facts));
}

/**
 * P15: runLadder's wall time on a generated 10 s 1920×1080 clip (testsrc + sine) with the default
 * ladder (poster, 360p, 720p, 1080p; each output confirmed by ffprobe, progress read) ÷ the same
 * ffmpeg commands run bare one after another; medians of RUNS alternating runs.
 */
export async function measureVideoLadder(): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-video-'));
  try {
    const input = path.join(dir, 'source.mp4');
    await makeTestClip(input, { seconds: SECONDS, width: 1920, height: 1080 });
    const facts = await probeVideo(testFfprobe, input);
    const steps = ladderFor(facts, VIDEO_DEFAULTS.ladder);
    const ours: number[] = [];
    const baseline: number[] = [];
    let run = 0;
    const fresh = async () => {
      const work = path.join(dir, `run-${++run}`);
      await mkdir(work);
      return work;
    };
    for (let n = 0; n < RUNS; n++) {
      const measureOurs = async () => {
        const work = await fresh();
        ours.push(
          await timeIt(() =>
            runLadder({ input, workDir: work, facts, steps, ffmpegPath: testFfmpeg, ffprobePath: testFfprobe, stallMs: 120_000, onProgress: () => {}, onPoster: async () => {}, onRendition: async () => {} }),
          ),
        );
        await rm(work, { recursive: true });
      };
      const measureBare = async () => {
        const work = await fresh();
        baseline.push(await timeIt(() => bareLadder(input, work, steps, facts)));
        await rm(work, { recursive: true });
      };
      if (n % 2 === 0) {
        await measureBare();
        await measureOurs();
      } else {
        await measureOurs();
        await measureBare();
      }
    }
    const figure = median(ours);
    const base = median(baseline);
    const seconds = (values: number[]) => values.map((ms) => (ms / 1000).toFixed(2)).join(', ');
    console.log(`P15: runLadder ${seconds(ours)} s; bare ffmpeg ${seconds(baseline)} s (${steps.map((step) => `${step.height}p`).join(', ')} + poster of ${SECONDS} s 1080p)`);
    const ratio = figure / base;
    return [
      {
        id: 'P15',
        measure: `video ladder (${SECONDS} s 1080p → poster + ${steps.map((step) => step.height).join('/')}) ÷ the same ffmpeg commands bare, median of ${RUNS}`,
        figure: `${(figure / 1000).toFixed(2)} s`,
        baseline: `${(base / 1000).toFixed(2)} s`,
        ratio,
        goal: GOAL,
        pass: ratio <= 1.1,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

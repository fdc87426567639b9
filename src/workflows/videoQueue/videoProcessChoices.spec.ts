import { describe, expect, it } from 'vitest';
import { bestRendition, changeOf, clockDuration, humanSize, matchesChoices, needsWholeRow, percentOf, processSecondsOf, statusKeyOf, videoProcessFilterOf } from './videoProcessChoices.ts';
import { videoQueueMethods } from './videoQueueMethods.ts';

describe('the queue screen’s choices', () => {
  it('sends the statuses and the created date range of the address as the API filter, leaving out what is unknown', () => {
    expect(videoProcessFilterOf({})).toEqual({});
    expect(videoProcessFilterOf({ status: ['4', '1', '9', 'x'], startDate: '2026-11-01T00:00:00.000Z', endDate: '2026-11-30T23:59:59.999Z' })).toEqual({
      status: [4, 1],
      createdDateFrom: '2026-11-01T00:00:00.000Z',
      createdDateTo: '2026-11-30T23:59:59.999Z',
    });
    expect(videoProcessFilterOf({ startDate: '2026-11-01T00:00:00.000Z' })).toEqual({});
  });

  it('tells whether a video new to the list belongs in it', () => {
    const row = { status: 1, createdDate: '2026-11-29T10:00:00.000Z' };
    expect(matchesChoices(row, {})).toBe(true);
    expect(matchesChoices(row, { status: ['4'] })).toBe(false);
    expect(matchesChoices(row, { status: ['1', '4'], startDate: '2026-11-29T00:00:00.000Z', endDate: '2026-11-29T23:59:59.999Z' })).toBe(true);
    expect(matchesChoices(row, { startDate: '2026-11-30T00:00:00.000Z', endDate: '2026-11-30T23:59:59.999Z' })).toBe(false);
  });

  it('writes sizes, durations and percents as people read them', () => {
    expect(humanSize(512, 'en')).toBe('512 byte');
    expect(humanSize(183_400_000, 'en')).toBe('174.9 MB');
    expect(humanSize(183_400_000, 'tr')).toBe('174,9 MB');
    expect(humanSize(3 * 1024 ** 3, 'en')).toBe('3 GB');
    expect(clockDuration(94.4)).toBe('1:34');
    expect(clockDuration(3725)).toBe('1:02:05');
    expect(clockDuration(null)).toBe('');
    expect(percentOf(0.427, 2)).toBe(42);
    expect(percentOf(1, 2)).toBe(99);
    expect(percentOf(null, 2)).toBe(0);
    expect(percentOf(0.5, 3)).toBe(100);
    expect(statusKeyOf(2)).toBe('inProgress');
    expect(statusKeyOf(7)).toBeUndefined();
  });

  it('counts a run’s duration from its times, up to now while it runs', () => {
    const start = '2026-11-29T10:00:00.000Z';
    const now = Date.parse('2026-11-29T10:00:42.000Z');
    expect(processSecondsOf({ status: 3, processStart: start, processEnd: '2026-11-29T10:02:14.000Z', processDuration: 1 }, now)).toBe(134);
    expect(processSecondsOf({ status: 2, processStart: start, processEnd: null, processDuration: 3 }, now)).toBe(42);
    expect(processSecondsOf({ status: 1, processStart: null, processEnd: null, processDuration: null }, now)).toBeUndefined();
  });

  it('plays the highest rendition up to 1080p first', () => {
    expect(bestRendition([{ height: 720 }, { height: 360 }, { height: 1080 }])?.height).toBe(1080);
    expect(bestRendition([{ height: 1440 }, { height: 2160 }])?.height).toBe(1440);
    expect(bestRendition([])).toBeUndefined();
  });

  it('reads a change of the topic, and asks for the whole row only when the status or the renditions changed', () => {
    expect(changeOf({ type: 'added', payload: { id: 1, path: 'a' } })).toBeUndefined();
    expect(changeOf({ type: 'changed', payload: { path: 'a' } })).toBeUndefined();
    const change = changeOf({ type: 'changed', payload: { id: 3, path: 'videos/a.mp4', status: 2, progress: 0.5, resolutions: ['360p'], other: 1 } })!;
    expect(change).toEqual({ id: 3, path: 'videos/a.mp4', status: 2, progress: 0.5, resolutions: ['360p'] });
    expect(needsWholeRow({ status: 2, resolutions: ['360p'] }, change)).toBe(false);
    expect(needsWholeRow({ status: 2, resolutions: [] }, change)).toBe(true);
    expect(needsWholeRow({ status: 1, resolutions: ['360p'] }, change)).toBe(true);
  });
});

describe('the video fields’ reads', () => {
  it('asks once for the paths asked in the same tick, and answers each field with its row or null', async () => {
    const asked: string[][] = [];
    const client = {
      query: async ({ variables }: { variables: { paths: string[] } }) => {
        asked.push(variables.paths);
        return { data: { videoProcessing: variables.paths.filter((path) => path !== 'none').map((path) => ({ path, status: 3 })) } };
      },
      mutate: async () => ({ data: null }),
    } as unknown as Parameters<typeof videoQueueMethods>[0];
    const methods = videoQueueMethods(client);
    const [first, again, none] = await Promise.all([methods.getVideoProcess('a'), methods.getVideoProcess('a'), methods.getVideoProcess('none')]);
    expect(asked).toEqual([['a', 'none']]);
    expect(first).toMatchObject({ path: 'a' });
    expect(again).toMatchObject({ path: 'a' });
    expect(none).toBeNull();
    await methods.getVideoProcess('b');
    expect(asked).toEqual([['a', 'none'], ['b']]);
  });
});

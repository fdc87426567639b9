import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeout, installPreloadErrorHandler, loadChunk } from './chunkLoad.ts';
import { dismissReloadOffer, isReloadOffered } from './reloadOffer.ts';

const never = () => new Promise<never>(() => undefined);

describe('loading a chunk', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissReloadOffer();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits the spec's 120 000 ms", () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('answers at once when the chunk loads, trying it once', async () => {
    const load = vi.fn(async () => ({ default: 'screen' }));
    await expect(loadChunk(load)).resolves.toEqual({ default: 'screen' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(isReloadOffered()).toBe(false);
  });

  it('tries a failed chunk once more and goes on when that loads', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ default: 'screen' });
    await expect(loadChunk(load)).resolves.toEqual({ default: 'screen' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(isReloadOffered()).toBe(false);
  });

  it('offers to reload when the second try fails too, and hands the error on', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValue(failure);
    await expect(loadChunk(load)).rejects.toBe(failure);
    expect(load).toHaveBeenCalledTimes(2);
    expect(isReloadOffered()).toBe(true);
  });

  it('counts a chunk still loading after 120 s as failed: tries again, then offers to reload', async () => {
    const load = vi.fn(never);
    const loading = loadChunk(load);
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeout);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(isReloadOffered()).toBe(false);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
    expect(isReloadOffered()).toBe(true);
  });

  it('takes a slow first try that times out and a second that loads', async () => {
    const load = vi.fn().mockImplementationOnce(never).mockResolvedValueOnce({ default: 'screen' });
    const loading = loadChunk(load);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await expect(loading).resolves.toEqual({ default: 'screen' });
    expect(isReloadOffered()).toBe(false);
  });
});

describe("Vite's preload error", () => {
  const preloadError = (payload: unknown) => Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });

  beforeEach(() => {
    vi.useFakeTimers();
    dismissReloadOffer();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers to reload for a chunk no loadChunk is retrying', async () => {
    const target = new EventTarget();
    const uninstall = installPreloadErrorHandler(target as unknown as Window);
    target.dispatchEvent(preloadError(new Error('Unable to preload CSS for /assets/x.css')));
    await vi.runAllTimersAsync();
    expect(isReloadOffered()).toBe(true);
    uninstall();
  });

  it('leaves a chunk loadChunk is retrying to it', async () => {
    const target = new EventTarget();
    const uninstall = installPreloadErrorHandler(target as unknown as Window);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    // As Vite's preload helper does: the event first, then the error thrown to the importer.
    const load = vi
      .fn<() => Promise<{ default: string }>>()
      .mockImplementationOnce(() => {
        target.dispatchEvent(preloadError(failure));
        return Promise.reject(failure);
      })
      .mockResolvedValueOnce({ default: 'screen' });
    const loading = loadChunk(load);
    await vi.runAllTimersAsync();
    await expect(loading).resolves.toEqual({ default: 'screen' });
    expect(isReloadOffered()).toBe(false);
    uninstall();
  });
});

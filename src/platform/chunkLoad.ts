import { offerReload } from './reloadOffer.ts';

/** Spec 01 §9: a script chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`A part of the app did not load within ${timeoutMs / 1000} s`);
    this.name = 'ChunkLoadTimeout';
  }
}

/** Failures loadChunk deals with itself (a retry, then the offer): the preload error event leaves them to it. */
const handled = new WeakSet<object>();

const markHandled = (error: unknown) => {
  if (error && typeof error === 'object') handled.add(error);
};

function withinTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeout(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A dynamic import (the build wraps every `import()` of src/ in it, scripts/chunkLoadPlugin.ts) that
 * failed or took longer than CHUNK_LOAD_TIMEOUT_MS is tried once more; when that fails too, the app
 * offers to reload (a deploy has most likely replaced the chunks under the open tab), and the
 * error goes on to whoever imported (an error boundary, which reports it). A retry after a timeout
 * waits on the same request if the browser still has it in flight.
 */
export async function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  try {
    return await withinTimeout(load, timeoutMs);
  } catch (first) {
    markHandled(first);
  }
  try {
    return await withinTimeout(load, timeoutMs);
  } catch (second) {
    markHandled(second);
    offerReload();
    throw second;
  }
}

/**
 * Vite's `vite:preloadError` (a chunk, or the styles it needs, failed to load): one that no loadChunk
 * is retrying (a library's own dynamic import) gets the offer at once. Returns the uninstaller.
 */
export function installPreloadErrorHandler(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onPreloadError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    // loadChunk catches the same error a moment later (the event comes just before it is thrown).
    setTimeout(() => {
      if (error && typeof error === 'object' && handled.has(error)) return;
      offerReload();
    }, 0);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

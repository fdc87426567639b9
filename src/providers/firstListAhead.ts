import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/** How long an answer asked ahead waits for the list that wants it. */
export const AHEAD_KEEP_MS = 10_000;

const sortedKeys = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

/** A getList call's identity: resource, page, sort, filter and meta (never its abort signal). */
const callKey = (resource: string, params: GetListParams) =>
  JSON.stringify([resource, params.pagination ?? null, params.sort ?? null, sortedKeys(params.filter ?? {}), params.meta ?? null]);

export interface FirstListAhead {
  /** Asks `getList(resource, params)` now; the list's own identical call takes the answer once. */
  askAhead(resource: string, params: GetListParams): void;
}

/**
 * The first screen's rows asked for as soon as the session (and so the permissions) is in, while
 * the page is still drawing: the list's own getList, when it comes with the same parameters within
 * AHEAD_KEEP_MS, takes that answer instead of asking again. A failed answer is asked again.
 */
export function withFirstListAhead<P extends DataProvider>(provider: P, now: () => number = Date.now): P & FirstListAhead {
  let ahead: { key: string; answer: Promise<GetListResult>; until: number } | undefined;
  return {
    ...provider,
    getList(resource: string, params: GetListParams) {
      const waiting = ahead;
      if (waiting && waiting.key === callKey(resource, params)) {
        ahead = undefined;
        if (now() < waiting.until) return waiting.answer.catch(() => provider.getList(resource, params));
      }
      return provider.getList(resource, params);
    },
    askAhead(resource: string, params: GetListParams) {
      const answer = provider.getList(resource, params);
      answer.catch(() => undefined);
      ahead = { key: callKey(resource, params), answer, until: now() + AHEAD_KEEP_MS };
    },
  } as P & FirstListAhead;
}

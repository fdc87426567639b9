import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/** How long an answer asked ahead waits for the list that wants it. */
export const AHEAD_KEEP_MS = 10_000;

const sortedKeys = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

/** A getList call's identity: resource, page, sort, filter and meta (never its abort signal). */
const callKey = (resource: string, params: GetListParams) =>
  JSON.stringify([resource, params.pagination ?? null, params.sort ?? null, sortedKeys(params.filter ?? {}), params.meta ?? null]);

export interface FirstListAhead {
  /**
   * Asks `getList(resource, params)` now; the list's own identical call takes the answer once, if
   * `kept` (default yes) resolves to true by then.
   */
  askAhead(resource: string, params: GetListParams, kept?: Promise<boolean>): void;
}

/**
 * The first screen's rows asked for alongside the session, while the page is still drawing: the
 * list's own getList, when it comes with the same parameters within AHEAD_KEEP_MS and the answer is
 * kept (the session let the user read it), takes that answer instead of asking again. A failed or
 * dropped answer is asked again.
 */
export function withFirstListAhead<P extends DataProvider>(provider: P, now: () => number = Date.now): P & FirstListAhead {
  let ahead: { key: string; answer: Promise<GetListResult>; kept: Promise<boolean>; until: number } | undefined;
  return {
    ...provider,
    getList(resource: string, params: GetListParams) {
      const waiting = ahead;
      if (waiting && waiting.key === callKey(resource, params)) {
        ahead = undefined;
        if (now() < waiting.until) {
          return waiting.kept.then((kept) => (kept ? waiting.answer.catch(() => provider.getList(resource, params)) : provider.getList(resource, params)));
        }
      }
      return provider.getList(resource, params);
    },
    askAhead(resource: string, params: GetListParams, kept: Promise<boolean> = Promise.resolve(true)) {
      const answer = provider.getList(resource, params);
      answer.catch(() => undefined);
      ahead = { key: callKey(resource, params), answer, kept: kept.catch(() => false), until: now() + AHEAD_KEEP_MS };
    },
  } as P & FirstListAhead;
}

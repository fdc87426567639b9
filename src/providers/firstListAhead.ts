import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/** How long an answer asked ahead waits for the list that wants it. */
export const AHEAD_KEEP_MS = 10_000;

const sortedKeys = (value: Record<string, unknown>) => Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

/** A getList call's identity: resource, page, sort, filter and meta (never its abort signal). */
const callKey = (resource: string, params: GetListParams) =>
  JSON.stringify([resource, params.pagination ?? null, params.sort ?? null, sortedKeys(params.filter ?? {}), params.meta ?? null]);

export interface FirstListAhead {
  /** Asks `getList(resource, params)` now; the list's own identical call takes the answer once. */
  askAhead(resource: string, params: GetListParams): Promise<GetListResult>;
}

/**
 * The first screen's rows asked for at once, beside the session (the server checks the permission), while
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
      return answer;
    },
  } as P & FirstListAhead;
}

/**
 * An answer asked ahead, put where react-admin's InfiniteList reads its first page (its query key
 * and page shape), unless the list already has one: a list that mounts after the answer came draws
 * its rows in its first render instead of in a render of their own. Its refetch on mount is the
 * same call, answered by the answer asked ahead.
 */
export function seedInfiniteList(queryClient: QueryClient, resource: string, params: GetListParams, answer: GetListResult): void {
  const { pagination = { page: 1, perPage: 25 }, sort, filter = {}, meta } = params;
  const key = [resource, 'getInfiniteList', { pagination, sort, filter, meta }];
  if (queryClient.getQueryData(key) !== undefined) return;
  const page = { data: answer.data, total: answer.total, pageParam: pagination.page, pageInfo: answer.pageInfo, meta: answer.meta };
  queryClient.setQueryData(key, { pages: [page], pageParams: [pagination.page] });
}

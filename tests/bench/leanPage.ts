import type { TestApp } from '../server/support/testApp.ts';
import { SERVER_WARM_UP } from './timing.ts';

/** The server's own milliseconds for a lean answer, from its `Server-Timing: app;dur=…` (server/http/leanGraphQL.ts). */
export function serverTimingMs(header: string | string[] | number | undefined): number {
  const match = /(?:^|,)\s*app;dur=(\d+(?:\.\d+)?)/.exec(Array.isArray(header) ? header.join(',') : String(header ?? ''));
  if (!match) throw new Error(`no Server-Timing app entry in the answer (${String(header)})`);
  return Number(match[1]);
}

export interface PageCall {
  rows: number;
  /** The server's own time (Server-Timing). */
  serverMs: number;
}

/**
 * A page as the admin asks it: its persisted operation by hash through the Fastify route (`inject`,
 * no socket: rate limit, token, the lean path's compiled query, guard, resolvers), the answer parsed
 * and its list (`field`) counted.
 */
export function leanPageCall(app: TestApp, options: { token: string; siteId: string; payload: string; field: string; name: string }): () => Promise<PageCall> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${options.token}`, siteid: options.siteId };
  return async () => {
    const response = await app.app.inject({ method: 'POST', url: '/graphql', headers, payload: options.payload });
    const result = response.json<{ data?: Record<string, unknown[]> }>();
    const list = result.data?.[options.field];
    if (!list) throw new Error(`${options.name}: ${response.body}`);
    return { rows: list.length, serverMs: serverTimingMs(response.headers['server-timing']) };
  };
}

export interface PageTimes {
  /** The server's own time per page (Server-Timing): what the ratio is taken on. */
  server: number[];
  /** The whole round trip through `inject`, the bench's parsing of the answer included. */
  roundTrip: number[];
  /** The page's statements run directly on the same pool. */
  direct: number[];
}

/** SERVER_WARM_UP untimed calls of both, then `runs` alternating timed ones. */
export async function timeAlternating(call: () => Promise<PageCall>, direct: () => Promise<unknown>, runs: number): Promise<PageTimes> {
  for (let run = 0; run < SERVER_WARM_UP; run++) await Promise.all([call(), direct()]);
  const times: PageTimes = { server: [], roundTrip: [], direct: [] };
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const { serverMs } = await call();
    times.roundTrip.push(performance.now() - started);
    times.server.push(serverMs);
    const directStarted = performance.now();
    await direct();
    times.direct.push(performance.now() - directStarted);
  }
  return times;
}

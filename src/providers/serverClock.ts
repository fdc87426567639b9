import { useSyncExternalStore } from 'react';
import { gql } from '@apollo/client/core/index.js';
import type { SessionClient } from './deferredApolloClient.ts';
import { fieldOrThrow } from './graphqlResult.ts';

/** The server's clock as an offset to the local one (spec 01 §4), shown refreshed every second. */
export const GET_CURRENT_TIME = gql`
  query getCurrentTime {
    currentTime
  }
`;

export const ON_CURRENT_TIME = gql`
  subscription onCurrentTime {
    currentTime
  }
`;

export const CLOCK_RESYNC_MS = 10 * 60 * 1000;
const TICK_MS = 1000;

export function computeOffset(serverIso: string, localNowMs: number): number {
  const serverMs = Date.parse(serverIso);
  if (Number.isNaN(serverMs)) throw new Error(`Not an ISO-8601 time: ${serverIso}`);
  return serverMs - localNowMs;
}

let offsetMs = 0;
let clockClient: SessionClient | undefined;
let now = Date.now();
let stopSync: (() => void) | undefined;
let ticker: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

export function setServerClockOffset(value: number): void {
  offsetMs = value;
}

/** Fetches getCurrentTime; the request's midpoint stands for the moment the server answered. */
export async function syncServerClock(client: SessionClient): Promise<number> {
  const sentAt = Date.now();
  const result = await client.query({ query: GET_CURRENT_TIME });
  const receivedAt = Date.now();
  offsetMs = computeOffset(fieldOrThrow<string>(result, 'currentTime'), (sentAt + receivedAt) / 2);
  return offsetMs;
}

/** Syncs now, every 10 minutes, and at each currentTime the server pushes; returns the stopper. */
export function startServerClockSync(client: SessionClient): () => void {
  const sync = () => syncServerClock(client).catch((error: unknown) => console.warn('Server clock sync failed', error));
  void sync();
  const interval = setInterval(sync, CLOCK_RESYNC_MS);
  const subscription = client.subscribe<{ currentTime: string }>({ query: ON_CURRENT_TIME }).subscribe({
    next: ({ data }) => {
      if (data?.currentTime) offsetMs = computeOffset(data.currentTime, Date.now());
    },
    error: (error: unknown) => console.warn('Server clock subscription ended', error),
  });
  return () => {
    clearInterval(interval);
    subscription.unsubscribe();
  };
}

/** The client useServerClock syncs with while any component shows the clock. */
export function configureServerClock(client: SessionClient | undefined): void {
  clockClient = client;
}

/**
 * The first screen draws before the clock syncs (its request and the websocket would compete with
 * the screen's own); until then the clock shows local time. Returns the stopper of `start`'s work.
 */
function whenIdle(client: SessionClient, start: (client: SessionClient) => () => void): () => void {
  let stop: (() => void) | undefined;
  const idle = typeof requestIdleCallback === 'function';
  const handle = idle ? requestIdleCallback(() => (stop = start(client)), { timeout: 2000 }) : setTimeout(() => (stop = start(client)), 0);
  return () => {
    if (stop) stop();
    else if (idle) cancelIdleCallback(handle as number);
    else clearTimeout(handle as ReturnType<typeof setTimeout>);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    now = Date.now();
    ticker = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
    if (clockClient) stopSync = whenIdle(clockClient, startServerClockSync);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      stopSync?.();
      stopSync = undefined;
    }
  };
}

/** The server's current time at this moment (for a click, where no re-render is wanted). */
export const serverNow = (): Date => new Date(Date.now() + offsetMs);

/** The server's current time, re-rendered every second. */
export function useServerClock(): Date {
  const localNow = useSyncExternalStore(subscribe, () => now, () => now);
  return new Date(localNow + offsetMs);
}

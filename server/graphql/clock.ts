import { Repeater } from 'graphql-yoga';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';

const TICK_MS = 10_000;

const now = () => new Date().toISOString();

export const clockResolvers = {
  Query: {
    currentTime: now,
  },
  Subscription: {
    currentTime: {
      // The first value goes out at once so a client sees the socket work without waiting a tick.
      subscribe: () =>
        new Repeater<{ currentTime: string }>(async (push, stop) => {
          await push({ currentTime: now() });
          const timer = setInterval(() => void push({ currentTime: now() }), TICK_MS);
          await stop;
          clearInterval(timer);
        }),
    },
  },
} satisfies Pick<Resolvers, 'Query' | 'Subscription'>;

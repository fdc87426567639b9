/**
 * Liveness and readiness for load balancers and orchestrators (README, "Operations"): /livez says the
 * process runs, /readyz whether this server should get traffic now: its database, Redis (with
 * REDIS_URL) and media storage answer, and it is not draining. Both are unauthenticated and not rate
 * limited; their request lines are at debug like every request's (server/http/serverLogging.ts), and
 * a check is logged only when it turns from passing to failing or back.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';
import type { StorageBackend } from '../storage/storageBackend.ts';

export const LIVEZ_PATH = '/livez';
export const READYZ_PATH = '/readyz';

/** A check that has not answered after this long counts as failed: a load balancer waits about as long. */
export const CHECK_TIMEOUT_MS = 2000;

/** `off`: not configured (Redis without REDIS_URL). */
export type CheckState = 'ok' | 'failed' | 'off';

export interface ReadinessReport {
  status: 'ok' | 'draining' | 'unready';
  checks: { database: CheckState; redis: CheckState; storage: CheckState };
}

export interface Readiness {
  /** From now on /readyz answers 503 "draining", whatever the checks say. */
  startDraining(): void;
  /** Runs the checks (calls arriving meanwhile share one run). */
  report(): Promise<ReadinessReport>;
  /** Releases the Redis connection the check holds. */
  close(): Promise<void>;
}

function withinTimeout(work: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work(), timeout]).then(
    () => clearTimeout(timer),
    (error: unknown) => {
      clearTimeout(timer);
      throw error;
    },
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createReadiness(options: { db: Db; redisUrl?: string; storage: StorageBackend; log: (message: string) => void }): Readiness {
  const { db, storage, log } = options;
  // A connection of its own (the event bus's publisher may sit idle): PING answers only from a live one.
  // One retry per command, so a Redis that is down fails the check instead of queueing it.
  const redis = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: CHECK_TIMEOUT_MS }) : undefined;
  redis?.on('error', () => undefined);
  let draining = false;
  let running: Promise<ReadinessReport['checks']> | undefined;
  const failing = new Set<string>();

  async function check(name: string, work: () => Promise<unknown>): Promise<CheckState> {
    try {
      await withinTimeout(work);
      if (failing.delete(name)) log(`readiness: ${name} answers again`);
      return 'ok';
    } catch (error) {
      if (!failing.has(name)) log(`readiness: ${name} check failed: ${messageOf(error)}`);
      failing.add(name);
      return 'failed';
    }
  }

  async function runChecks(): Promise<ReadinessReport['checks']> {
    const [database, redisState, storageState] = await Promise.all([
      check('database', () => db.execute(sql`select 1`)),
      redis ? check('redis', () => redis.ping()) : Promise.resolve<CheckState>('off'),
      check('storage', () => storage.check()),
    ]);
    return { database, redis: redisState, storage: storageState };
  }

  return {
    startDraining() {
      draining = true;
    },
    async report() {
      running ??= runChecks().finally(() => (running = undefined));
      const checks = await running;
      // Draining wins even over checks that started before it.
      const status = draining ? 'draining' : Object.values(checks).includes('failed') ? 'unready' : 'ok';
      return { status, checks };
    },
    async close() {
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}

/** GET /livez (200 while the process runs) and GET /readyz (200 when ready, else 503 with the report). */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get(LIVEZ_PATH, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get(READYZ_PATH, async (_request, reply) => {
    const report = await readiness.report();
    return reply
      .status(report.status === 'ok' ? 200 : 503)
      .headers(noStore)
      .send(report);
  });
}

/**
 * A workflow on the server is one folder with one `feature.ts`: its GraphQL modules, its jobs and
 * its hooks on resources (the engine's extras per resource name, server/engine/resourceHooks.ts) and
 * its demo data.
 * `server/features.ts` lists them; the app, the schema and the job runner loop over that list and
 * name no feature. `npm run new:feature -- <name>` makes an empty one.
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Global } from '../resources/defineGlobal.ts';
import type { RecipeItem } from '../resources/picker/recipeService.ts';
import type { ServerConfig } from './config.ts';
import type { RequestServices } from './context.ts';
import type { BulkActionsByResource } from './contract/bulkAction.ts';
import type { GraphQLModule } from './contract/graphqlModule.ts';
import type { Db } from './db/client.ts';
import { installBulkActions } from './engine/bulkActionRegistry.ts';
import { installResourceHooks, type ResourceHooksByName } from './engine/resourceHooks.ts';
import type { EventBus } from './events/eventBus.ts';
import type { JobHandler, RecurringJob } from './jobs/jobRunner.ts';
import type { DemoImages } from './seed/demoImages.ts';
import type { GraphQLSchema } from 'graphql';
import type { ListExport } from './contract/listExports.ts';
import type { CreateContext, RequestClaims } from './storage/storageGuard.ts';
import type { StorageBackend } from './storage/storageBackend.ts';

/** What a feature's jobs are started with. */
export interface FeatureEnvironment {
  db: Db;
  events: EventBus;
  config: ServerConfig;
  /** Where uploaded media live. */
  storage: StorageBackend;
  /** The services requests get (RequestServices): a job sends mail over the same SMTP pool as a request. */
  services: RequestServices;
  /** The app's /metrics registry (server/operations/metrics.ts), where a feature adds its own metrics. */
  metrics: Registry;
  log(message: string): void;
}

/** What a feature's seed is run with, after the platform's (sites, roles, users); each seed runs at every start and adds only what is missing. */
export interface SeedEnvironment extends Omit<FeatureEnvironment, 'storage' | 'services' | 'metrics'> {
  /** With the demo's editorial data (DEMO_EDITORIAL_DATA): the sites a demo account may switch to, the default one first, and the pictures to use. */
  demo?: {
    siteIds: readonly number[];
    images: DemoImages;
    /** The embedded recipe service's newest approved recipe (none with an outside service, which is not asked before the server listens). */
    recipe?: RecipeItem;
  };
}

/** What a feature's routes are registered with: the jobs' environment, and what an endpoint for signed-in users needs. */
export interface RouteEnvironment extends FeatureEnvironment {
  /** The API's schema, every root field guarded. */
  schema: GraphQLSchema;
  /** The request's user, site and permissions from its headers, as /graphql makes them. */
  createContext: CreateContext;
  requestClaims?: RequestClaims;
  /** Every feature's exportable lists. */
  listExports: readonly ListExport[];
}

/** A feature's job handlers by job name, the jobs that recur, and what stops its watchers. */
export interface FeatureJobs {
  handlers: Record<string, JobHandler>;
  recurring?: readonly RecurringJob[];
  close?(): Promise<void>;
}

export interface ServerFeature {
  /** The folder's name (server/<name>/), used in errors. */
  name: string;
  graphql?: readonly GraphQLModule[];
  /** Its globals (resources/defineGlobal.ts): their GraphQL types come with the resources'; its modules read and save them. */
  globals?: readonly Global[];
  jobs?(environment: FeatureEnvironment): FeatureJobs | Promise<FeatureJobs>;
  resourceHooks?: ResourceHooksByName;
  /** What its lists may do to many selected rows at once, per resource and action (server/contract/bulkAction.ts); the bulk call asks for them by name. */
  bulkActions?: BulkActionsByResource;
  /**
   * Its HTTP routes beside /graphql (public pages, endpoints without a session, and endpoints for signed-in
   * users through `createContext`): registered by the app with the jobs' environment and more, after the
   * rate-limit plugin (so `app.rateLimit(…)` is there).
   */
  routes?(app: FastifyInstance, environment: RouteEnvironment): void | Promise<void>;
  /** Its lists people may export as CSV (server/contract/listExports.ts); a declared resource's list is exportable without one. */
  listExports?: readonly ListExport[];
  seed?(environment: SeedEnvironment): Promise<void>;
}

export const defineServerFeature = (feature: ServerFeature): ServerFeature => feature;

/** Installs the features' resource hooks and bulk actions, once per process whatever the number of apps built. */
export function installFeatures(features: readonly ServerFeature[]): void {
  for (const feature of features) {
    if (feature.resourceHooks) installResourceHooks(feature.resourceHooks);
    if (feature.bulkActions) installBulkActions(feature.bulkActions);
  }
}

export const featureModules = (features: readonly ServerFeature[]): GraphQLModule[] => features.flatMap((feature) => feature.graphql ?? []);

export const featureGlobals = (features: readonly ServerFeature[]): Global[] => features.flatMap((feature) => feature.globals ?? []);

/** Every feature's jobs as one set for the runner; a job name two features handle is a mistake. */
export async function featureJobs(features: readonly ServerFeature[], environment: FeatureEnvironment): Promise<Required<FeatureJobs>> {
  const handlers: Record<string, JobHandler> = {};
  const recurring: RecurringJob[] = [];
  const closes: (() => Promise<void>)[] = [];
  for (const feature of features) {
    if (!feature.jobs) continue;
    const jobs = await feature.jobs(environment);
    for (const [name, handler] of Object.entries(jobs.handlers)) {
      if (handlers[name]) throw new Error(`The job '${name}' of the feature '${feature.name}' is handled by another feature too`);
      handlers[name] = handler;
    }
    recurring.push(...(jobs.recurring ?? []));
    if (jobs.close) closes.push(jobs.close);
  }
  return { handlers, recurring, close: async () => void (await Promise.all(closes.map((close) => close()))) };
}

/** Registers every feature's HTTP routes. */
export async function registerFeatureRoutes(features: readonly ServerFeature[], app: FastifyInstance, environment: Omit<RouteEnvironment, 'listExports'>): Promise<void> {
  const listExports = features.flatMap((feature) => feature.listExports ?? []);
  for (const feature of features) await feature.routes?.(app, { ...environment, listExports });
}

/** Runs the features' seeds in the list's order (a headline's demo reads the contents' demo). */
export async function seedFeatures(features: readonly ServerFeature[], environment: SeedEnvironment): Promise<void> {
  for (const feature of features) await feature.seed?.(environment);
}

import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { JSONWebKeySet } from 'jose';
import { createTokenVerifier } from './auth/tokenVerifier.ts';
import type { ServerConfig } from './config.ts';
import { createContextFactory, type RequestServices } from './context.ts';
import { createAccountStore } from './db/accounts.ts';
import { openDatabase, type Db } from './db/client.ts';
import type { EventBus } from './events/eventBus.ts';
import { openEventBus } from './events/openEventBus.ts';
import { seed } from './seed/seed.ts';
import { createDemoImages } from './seed/demoImages.ts';
import { DEFAULT_SITE_ID, SEED_SITES } from './db/seedSites.ts';
import { withStorageBackend } from './storage/openStorageBackend.ts';
import { startJobRunner } from './jobs/jobRunner.ts';
import { pruneJobsJob } from './jobs/pruneJobs.ts';
import { SERVER_FEATURES } from './features.ts';
import { featureJobs, installFeatures, registerFeatureRoutes, seedFeatures } from './serverFeature.ts';
import { createMediaFiles } from './storage/mediaFiles.ts';
import { createSessionLookups, type SessionLookups } from './db/sessionLookups.ts';
import { loadDisabledFeatures } from './featureFlags/disabledFeatures.ts';
import { buildSchema } from './graphql/schema.ts';
import { OPERATIONS } from './graphql/modules.ts';
import { attachGraphQLWebSocket } from './graphql/websocket.ts';
import { createGraphQLServer, type GraphQLServer } from './graphql/yoga.ts';
import { registerAdminStatic } from './http/adminStatic.ts';
import { clientConfig, registerClientConfig } from './http/clientConfig.ts';
import { registerDeliveryApi } from './http/deliveryApi.ts';
import { registerGraphQLRoute } from './http/graphqlRoute.ts';
import { createLeanGraphQL } from './http/leanGraphQL.ts';
import { createCallLimiter, createRateLimitKey, createRequestClaims, requestRateLimitKey } from './http/rateLimitKey.ts';
import { serverLogging } from './http/serverLogging.ts';
import { loadPersistedOperations } from './graphql/persistedOperations.ts';
import { registerStorage } from './storage/registerStorage.ts';
import { configureRichHtml } from './engine/richHtml.ts';
import type { StorageBackend } from './storage/storageBackend.ts';
import { EMBEDDED_RECIPE_SERVICE_PATH, registerEmbeddedRecipeService } from './recipes/embeddedRecipeService.ts';
import { buildRecipes } from './recipes/recipeCatalogue.ts';
import { createRecipeClient, type RecipeClient } from './recipes/recipeClient.ts';
import { startMailService, type MailService } from './mailing/index.ts';
import { createDirectoryService } from './directory/index.ts';
import type { DeliveryCache } from './contract/deliveryCache.ts';
import { openDeliveryCache } from './contract/deliveryCacheRedis.ts';
import { createReadiness, registerHealthRoutes, type Readiness } from './operations/health.ts';
import { createMetrics, registerMetrics, useOperationMetrics, type AppMetrics } from './operations/metrics.ts';
import { reportError, startErrorReports, withReportedUser } from './operations/errorReports.ts';

/** The seeded sites, the browser's default one first: every site a demo account may switch to shows something. */
const demoSiteIds = () => [Number(DEFAULT_SITE_ID), ...SEED_SITES.map((site) => site.id).filter((id) => id !== Number(DEFAULT_SITE_ID))];

export interface BuiltApp {
  app: FastifyInstance;
  yoga: GraphQLServer;
  /** The executable schema yoga serves, every root field guarded. */
  schema: GraphQLSchema;
  db: Db;
  /** Cached user/site/permission rows; call `invalidate()` after writing them outside the API. */
  lookups: SessionLookups;
  config: ServerConfig;
  /** Where uploaded media live (disk or S3). */
  storage: StorageBackend;
  /** The server's events: in this process, or Redis pub/sub with REDIS_URL. */
  events: EventBus;
  /** The picker's recipe service: RECIPE_SERVICE_URL's, else the embedded one over HTTP. */
  recipes: RecipeClient;
  /** Sending e-mail over SMTP_URL's relay, else the embedded receiver's (and reading what it kept). */
  mail: MailService;
  /** What the delivery API keeps built (menus), purged on every server over Redis with REDIS_URL. */
  deliveryCache: DeliveryCache;
  /** The services every request and job gets (RequestServices). */
  services: RequestServices;
  /** What /readyz answers; draining (server/operations/drain.ts) turns it 503. */
  readiness: Readiness;
  /** What /metrics serves. */
  metrics: AppMetrics;
  /** Stops the websocket server, Fastify, the events and the database. */
  close(): Promise<void>;
}

/**
 * Opens (PGlite or PostgreSQL), migrates and seeds the database, then assembles Fastify with
 * /graphql (HTTP + graphql-ws), /api/config, the embedded OpenID provider when no external issuer
 * is configured, and the built admin. Does not listen: the caller does.
 */
export async function buildApp(config: ServerConfig): Promise<BuiltApp> {
  configureRichHtml({ publicOrigins: [config.publicUrl] });
  // First, so that a start failing on the database (migrations, seed) is reported.
  const stopErrorReports = await startErrorReports(config.errorReports);
  // The engine's resource hooks of every feature, before the seed writes through the engine.
  installFeatures(SERVER_FEATURES);
  // Opened before the seed, which announces the agency items it adds; Fastify's logger comes later.
  let warn = (message: string) => console.warn(message);
  const events = openEventBus(config.events, (message) => warn(message));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seed(database.db);
    const environment = { db: database.db, events, config, log: (message: string) => warn(message) };
    if (config.demoEditorialData) {
      await withStorageBackend(config.storage, (backend) =>
        seedFeatures(SERVER_FEATURES, {
          ...environment,
          demo: {
            siteIds: demoSiteIds(),
            images: createDemoImages(backend, createMediaFiles(database.db), config.upload),
            recipe: config.recipeService.url ? undefined : buildRecipes(`${config.publicUrl}${EMBEDDED_RECIPE_SERVICE_PATH}`).find((stored) => stored.approved)?.recipe,
          },
        }),
      );
    } else {
      await seedFeatures(SERVER_FEATURES, environment);
    }
  } catch (error) {
    await database.close();
    await events.close();
    reportError(error);
    await stopErrorReports();
    throw error;
  }
  const { db } = database;

  const app = Fastify(serverLogging(config));
  warn = (message) => app.log.warn(message);
  // Before every route, so the request metrics' hook sees them all.
  const metrics = createMetrics({ db });
  registerMetrics(app, metrics, config.operations.metricsToken);
  await app.register(rateLimit, { global: false });
  registerClientConfig(app, config);

  let embeddedJwks: JSONWebKeySet | undefined;
  if (config.oidc.embedded) {
    const { mountEmbeddedProvider } = await import('./auth/embeddedProvider.ts');
    const provider = await mountEmbeddedProvider(app, {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      origins: [new URL(config.publicUrl).origin, ...config.devOrigins],
      db,
      importFrom: config.dataDir,
      idTokenTtl: config.oidc.idTokenTtl,
      accounts: createAccountStore(db),
    });
    // The provider's keys are in the database, the same for every server: the API never calls a provider over HTTP.
    if (!config.oidc.jwksUrl) embeddedJwks = provider.publicJwks;
  }
  const verifyToken = createTokenVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    jwks: embeddedJwks,
    jwksUrl: config.oidc.jwksUrl,
  });
  const lookups = createSessionLookups(db, config.lookupCacheTtlMs, () => loadDisabledFeatures(db));
  if (!config.recipeService.url) registerEmbeddedRecipeService(app, { publicBase: `${config.publicUrl}${EMBEDDED_RECIPE_SERVICE_PATH}` });
  const recipes = createRecipeClient({
    baseUrl: config.recipeService.url ?? `${loopbackOrigin(config)}${EMBEDDED_RECIPE_SERVICE_PATH}`,
    timeoutMs: config.recipeService.timeoutMs,
    warn: (message) => app.log.warn(message),
  });
  const mail = await startMailService(config.mail, { db, dataDir: config.dataDir, log: (message) => app.log.warn(message) });
  // After the job runner stopped (preClose): nothing sends any more.
  app.addHook('onClose', () => mail.close());
  const deliveryCache = openDeliveryCache(config.deliveryCache, config.events, (message) => app.log.warn(message));
  app.addHook('onClose', () => deliveryCache.close());
  // The same services for requests and jobs: one SMTP pool per process.
  // The directory reads and stores pictures in the storage opened below, before any request.
  const directory = createDirectoryService(config, db, () => storage);
  const services = { recipes, mail, mailingSend: config.mailingSend, deliveryCache, webhooks: config.webhooks, directory };
  const createContext = withReportedUser(createContextFactory({ db, events, lookups, verifyToken, subjectIsUserId: config.oidc.embedded, services, permits: config.permits }));
  const schema = buildSchema();
  const persistedOperations = loadPersistedOperations(config.distDir);
  const corsOrigins = [config.publicUrl, ...config.devOrigins];
  const { requestLimits } = config;
  const requestClaims = createRequestClaims(app, verifyToken);
  const yoga = createGraphQLServer({ schema, createContext, corsOrigins, log: app.log, persistedOperations, requestLimits, requestClaims, plugins: [useOperationMetrics(metrics)] });
  const lean = createLeanGraphQL({
    schema,
    createContext,
    operations: persistedOperations,
    yoga,
    corsOrigins,
    log: app.log,
    requestLimits,
    operationRules: OPERATIONS,
    requestClaims,
    observeOperation: metrics.observeOperation,
  });
  const rateLimitKey = createRateLimitKey(verifyToken);
  const keyGenerator = requestRateLimitKey(requestClaims);
  registerGraphQLRoute(app, yoga, { max: config.rateLimitMax, keyGenerator }, lean);
  const storage = await registerStorage(app, { config, db, createContext, rateLimit: { max: config.storageRateLimitMax, keyGenerator }, requestClaims });
  await registerDeliveryApi(app, { db, rateLimitMax: config.rateLimitMax, publicUrl: config.publicUrl, disabledFeatures: () => lookups.disabledFeatures() });
  const readiness = createReadiness({ db, redisUrl: config.events.redisUrl, storage, log: (message) => app.log.warn(message) });
  registerHealthRoutes(app, readiness);
  app.addHook('onClose', () => readiness.close());
  const featureEnvironment = { db, events, config, storage, services, metrics: metrics.registry, log: (message: string) => app.log.warn(message) };
  await registerFeatureRoutes(SERVER_FEATURES, app, { ...featureEnvironment, schema, createContext, requestClaims });
  await registerAdminStatic(app, config.distDir, clientConfig(config));

  const { retention, ...runnerOptions } = config.jobs;
  const prune = pruneJobsJob(db, retention);
  const jobs = await featureJobs(SERVER_FEATURES, featureEnvironment);
  const jobRunner = await startJobRunner(
    db,
    { ...prune.handlers, ...jobs.handlers },
    { ...runnerOptions, recurring: [...prune.recurring, ...jobs.recurring], log: (message) => app.log.warn(message) },
  );
  const websocket = attachGraphQLWebSocket(app.server, yoga, {
    createContext,
    rateLimitKey,
    overLimit: createCallLimiter(app, config.rateLimitMax),
    isActive: async (user) => (await lookups.userById(user.id))?.isApproved === true,
  });
  const jobNames = Object.keys({ ...prune.handlers, ...jobs.handlers });
  metrics.watch({ jobNames: () => jobNames, websocketClients: websocket.clients });
  // Sockets upgraded to websockets would keep the HTTP server from closing; their clients reconnect elsewhere.
  app.addHook('preClose', () => websocket.close());
  // Jobs still running after DRAIN_TIMEOUT_MS go back to the queue for another server.
  app.addHook('preClose', async () => {
    await jobRunner.stop({ handBackAfterMs: config.operations.drainTimeoutMs });
    await jobs.close();
  });
  app.addHook('onClose', () => events.close());
  app.addHook('onClose', () => database.close());
  // Last: what closing reported is sent before the process ends.
  app.addHook('onClose', stopErrorReports);

  return { app, yoga, schema, db, lookups, config, storage, events, recipes, mail, deliveryCache, services, readiness, metrics, close: () => app.close() };
}

/** This server as it calls itself (the embedded recipe service): its own address, loopback when it listens on every one. */
function loopbackOrigin({ host, port }: ServerConfig): string {
  const address = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

import path from 'node:path';
import { MAILING_MIN_LEAD_MINUTES } from '../resources/mailingRules.ts';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { BYTES_PER_MB } from '../resources/uploadRules.ts';
import { DAY_MS, JOB_RETENTION_DEFAULTS, type JobRetention } from './jobs/pruneJobs.ts';
import type { ErrorReportsConfig } from './operations/errorReports.ts';

/** How the server writes its log (server/http/serverLogging.ts): readable lines, or one JSON object per line. */
export type LogFormat = 'readable' | 'json';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerConfig {
  port: number;
  /** Address Fastify binds to. */
  host: string;
  /** The origin browsers use, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; undefined → PGlite under dataDir. */
  databaseUrl?: string;
  oidc: {
    /** The issuer tokens must carry, exactly (some IdPs end it with a slash); `${publicUrl}/oidc` when embedded. */
    issuer: string;
    /** True when OIDC_ISSUER is unset and this process serves the provider at /oidc. */
    embedded: boolean;
    clientId: string;
    audience: string;
    jwksUrl?: string;
    idTokenTtl: number;
  };
  /** Browser origins allowed besides publicUrl (OIDC redirects), e.g. the vite dev server. */
  devOrigins: string[];
  /** GraphQL requests (HTTP calls and websocket operations, each its own budget) per minute per user. */
  rateLimitMax: number;
  /** /storage requests per minute per user. */
  storageRateLimitMax: number;
  /** What one GraphQL document may ask for (server/graphql/requestLimits.ts). */
  requestLimits: RequestLimits;
  /** How long the user, site and permission rows a request needs are reused (ms); 0 = never. */
  lookupCacheTtlMs: number;
  logLevel: LogLevel;
  /** `readable` lines for a terminal, or one JSON object per line (NODE_ENV=production or LOG_FORMAT=json). */
  logFormat: LogFormat;
  /** The built admin (vite build output). */
  distDir: string;
  storage: StorageConfig;
  upload: UploadLimits;
  ingest: IngestConfig;
  events: EventsConfig;
  /** DELIVERY_CACHE_TTL_SECONDS, DELIVERY_CACHE_PURGE_TIMEOUT_MS. */
  deliveryCache: DeliveryCacheConfig;
  jobs: JobsConfig;
  permits: PermitsConfig;
  /** Seed a site's editorial settings (categories, authors, settings lists) when it has none. */
  demoEditorialData: boolean;
  recipeService: RecipeServiceConfig;
  /** Seconds without input on the headline board before it goes to the homepage (spec 02 §9: ten minutes). */
  headlineIdleSeconds: number;
  mail: MailConfig;
  mailingSend: MailingSendConfig;
  notifications: NotificationsConfig;
  video: VideoConfig;
  /** Health, drain and metrics (README, "Operations"). */
  operations: OperationsConfig;
  errorReports: ErrorReportsConfig;
  webhooks: WebhooksConfig;
  /** Where a user's details are refreshed from (server/directory/README.md): the embedded provider's directory, or Microsoft Graph. */
  directory: DirectoryConfig;
}

/** The identity directory (DIRECTORY): `embedded` (default) or `graph` with its app's credentials (GRAPH_*). */
export type DirectoryConfig =
  | { kind: 'embedded' }
  | {
      kind: 'graph';
      tenantId: string;
      clientId: string;
      clientSecret: string;
      /** The Graph API's base with its version (GRAPH_BASE_URL). */
      baseUrl: string;
      /** The tenant's token endpoint (GRAPH_TOKEN_URL; `{tenant}` is replaced by the tenant id). */
      tokenUrl: string;
      /** How long one call to Graph or its token endpoint may take (GRAPH_TIMEOUT_MS). */
      timeoutMs: number;
    };

export const GRAPH_DEFAULTS = {
  baseUrl: 'https://graph.microsoft.com/v1.0',
  tokenUrl: 'https://login.microsoftonline.com/{tenant}/oauth2/v2.0/token',
  timeoutMs: 10_000,
} as const;

/** DIRECTORY=graph needs the tenant, the app's id and its secret; anything else but `embedded` is refused. */
function directoryConfig(env: NodeJS.ProcessEnv): DirectoryConfig {
  const kind = read(env, 'DIRECTORY') ?? 'embedded';
  if (kind === 'embedded') return { kind };
  if (kind !== 'graph') throw new Error(`DIRECTORY must be embedded or graph, got "${kind}"`);
  const [tenantId, clientId, clientSecret] = ['GRAPH_TENANT_ID', 'GRAPH_CLIENT_ID', 'GRAPH_CLIENT_SECRET'].map((name) => read(env, name));
  if (!tenantId || !clientId || !clientSecret) throw new Error('DIRECTORY=graph needs GRAPH_TENANT_ID, GRAPH_CLIENT_ID and GRAPH_CLIENT_SECRET');
  return {
    kind,
    tenantId,
    clientId,
    clientSecret,
    baseUrl: withoutTrailingSlash(read(env, 'GRAPH_BASE_URL') ?? GRAPH_DEFAULTS.baseUrl),
    tokenUrl: (read(env, 'GRAPH_TOKEN_URL') ?? GRAPH_DEFAULTS.tokenUrl).replace('{tenant}', encodeURIComponent(tenantId)),
    timeoutMs: positiveInteger(env, 'GRAPH_TIMEOUT_MS', GRAPH_DEFAULTS.timeoutMs),
  };
}

/** Outgoing webhooks (server/webhooks/README.md). */
export interface WebhooksConfig {
  /** Receivers inside the server's own network (loopback, private, link-local) allowed (WEBHOOK_ALLOW_PRIVATE); off, they are refused at save and at send. */
  allowPrivate: boolean;
}

/** How the server stops and what it tells operators (server/operations/). */
export interface OperationsConfig {
  /** After SIGTERM, how long readiness answers 503 while the server still serves, so the load balancer stops sending (DRAIN_DELAY_MS). */
  drainDelayMs: number;
  /** How long the drain waits for running jobs and requests once it closes (DRAIN_TIMEOUT_MS); jobs still running then are handed back to the queue. */
  drainTimeoutMs: number;
  /** When set, /metrics wants `Authorization: Bearer <token>` (METRICS_TOKEN). */
  metricsToken?: string;
}

export const OPERATIONS_DEFAULTS = { drainDelayMs: 0, drainTimeoutMs: 30_000 } as const;

/** How uploaded videos are processed (server/videoQueue/README.md). */
export interface VideoConfig {
  /** The ffmpeg and ffprobe programs (FFMPEG_PATH, FFPROBE_PATH): Debian's `ffmpeg` package by default. */
  ffmpegPath: string;
  ffprobePath: string;
  /** The rendition heights made below (and at) the source's height, smallest first (VIDEO_LADDER, e.g. 360,720,1080). */
  ladder: readonly number[];
  /** A run whose ffmpeg reports no progress for this long is killed and its item marked error (VIDEO_STALL_SECONDS). */
  stallMs: number;
  /** Runs of one video before it is left in error (VIDEO_MAX_ATTEMPTS); a requeue starts again. */
  maxAttempts: number;
  /** Videos one server processes at a time (VIDEO_CONCURRENCY), apart from the other jobs; 0: this server processes none (it neither checks ffmpeg nor runs the queue's runner). */
  concurrency: number;
  /** How long a claimed video stays a server's without its heartbeat (VIDEO_LEASE_SECONDS): a dead server's video is taken over after it. */
  leaseMs: number;
  /** The first retry's delay after a failed run (VIDEO_RETRY_SECONDS); each further one doubles it. */
  retryBaseMs: number;
}

export const VIDEO_DEFAULTS = { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe', ladder: [360, 720, 1080], stallSeconds: 120, maxAttempts: 3, concurrency: 1, leaseSeconds: 60, retrySeconds: 30 } as const;

/** VIDEO_LADDER: heights in lines, comma separated, each an even number from 144 to 4320. */
function ladderSetting(env: NodeJS.ProcessEnv): readonly number[] {
  const raw = read(env, 'VIDEO_LADDER');
  if (raw === undefined) return VIDEO_DEFAULTS.ladder;
  const heights = raw.split(',').map((part) => Number(part.trim()));
  if (heights.length === 0 || heights.some((height) => !Number.isInteger(height) || height < 144 || height > 4320 || height % 2 !== 0)) {
    throw new Error(`VIDEO_LADDER must be even heights from 144 to 4320, comma separated, got "${raw}"`);
  }
  return [...new Set(heights)].sort((a, b) => a - b);
}

/** How push notifications leave the server (server/notifications/README.md). */
export interface NotificationsConfig {
  /** The VAPID `sub` (RFC 8292): a mailto: or https: address the push services may write to (VAPID_SUBJECT). */
  vapidSubject: string;
  /** Seconds a push service keeps an undelivered web push (PUSH_TTL_SECONDS); breaking news too. */
  pushTtlSeconds: number;
  /** FCM HTTP v1: the API's base (FCM_URL, e.g. https://fcm.googleapis.com); unset → the embedded local receiver. */
  fcmUrl?: string;
  /** The Firebase project (FCM_PROJECT_ID). */
  fcmProjectId: string;
  /** A service account's JSON (FCM_CREDENTIALS, the JSON itself or a file's path): its client_email, private_key and token_uri. */
  fcmCredentials?: string;
  /** Webhook addresses by platform key (NOTIFY_WEBHOOK_<PLATFORM>: MOBILE_SITE, APPLICATION, SPECIAL, OTHER); a platform without one goes to the embedded local receiver. */
  webhooks: Readonly<Record<string, string>>;
  /** The embedded local receivers' port on 127.0.0.1 (web push, FCM, webhooks; NOTIFY_LOCAL_PORT); 0 = any free one. */
  localPort: number;
  /** How the outbox is worked (NOTIFY_SEND_*): as the newsletters' MAILING_SEND_*. */
  send: MailingSendConfig;
}

export const NOTIFICATION_DEFAULTS = { vapidSubject: 'mailto:notifications@newsroom.example', pushTtlSeconds: 4 * 60 * 60, fcmProjectId: 'newsroom-local' } as const;

/** The platforms a webhook may serve, as their NOTIFY_WEBHOOK_<KEY> suffix. */
export const WEBHOOK_PLATFORM_KEYS = ['MOBILE_SITE', 'APPLICATION', 'SPECIAL', 'OTHER'] as const;

/** How e-mail leaves the server (server/mailing/delivery/README.md). */
export interface MailConfig {
  /** The SMTP relay (`smtp://user:pass@relay:587`); unset → the embedded receiver keeps every message under `$DATA_DIR/mail`. */
  smtpUrl?: string;
  /** The From of newsletters and other mail. */
  from: string;
  /** SMTP connections each server keeps open and sends over at once. */
  poolConnections: number;
  /** Connecting, the greeting and each SMTP reply may take this long (ms). */
  smtpTimeoutMs: number;
  /** The unsubscribe tokens' HMAC key; unset → one made once and kept in the database for every server. */
  tokenSecret?: string;
  /** The embedded receiver's port on 127.0.0.1; 0 = any free one. */
  capturePort: number;
  /** The embedded receiver refuses a message larger than this. */
  captureMaxBytes: number;
  /** Minutes a newsletter's send time must lie ahead (MAILING_MIN_LEAD_MINUTES; 0 lets a test send at once). */
  minLeadMinutes: number;
}

/** How a newsletter's outbox is worked (server/mailing/README.md, "Sending"). */
export interface MailingSendConfig {
  /** Deliver jobs per mailing, each claiming and sending chunks (MAILING_SEND_PARALLEL). */
  parallel: number;
  /** Outbox rows one claim takes (MAILING_SEND_CHUNK). */
  chunk: number;
  /** How long a claimed row is its job's; then it is `unknown` (MAILING_SEND_LEASE_SECONDS, ms here). */
  leaseMs: number;
  /** Tries of a row the relay answers with a 4xx before it is failed (MAILING_SEND_RETRIES). */
  retries: number;
  /** The first retry's delay, doubled at each further try (MAILING_SEND_RETRY_SECONDS, ms here). */
  retryBaseMs: number;
  /** How often the sweep looks at sending mailings (MAILING_SEND_SWEEP_SECONDS, ms here). */
  sweepEveryMs: number;
}

export const MAILING_SEND_DEFAULTS: MailingSendConfig = { parallel: 3, chunk: 10, leaseMs: 120_000, retries: 3, retryBaseMs: 60_000, sweepEveryMs: 30_000 };

/** Push fans out wider than mail: more rows a claim and more jobs at once (NOTIFY_SEND_*). */
export const NOTIFY_SEND_DEFAULTS: MailingSendConfig = { parallel: 4, chunk: 50, leaseMs: 60_000, retries: 5, retryBaseMs: 10_000, sweepEveryMs: 15_000 };

export const MAIL_DEFAULTS = { from: 'Newsroom <newsletter@newsroom.example>', poolConnections: 5, smtpTimeoutSeconds: 30, captureMaxMb: 10 } as const;

/** The content picker's recipe service (server/recipes/README.md). */
export interface RecipeServiceConfig {
  /** The service's base URL with its version (`https://recipes.example.com/api/1.0`); unset → the embedded service of this server. */
  url?: string;
  /** How long one call may take before the picker gets the empty list (ms). */
  timeoutMs: number;
}

/** docs/configuration.md, "Request limits": a document over any of these is refused with BAD_USER_INPUT. */
export interface RequestLimits {
  /** Aliased fields in one operation (`a0: agencyContents … a999: …`). */
  maxAliases: number;
  /** Levels of nested selections. */
  maxDepth: number;
  /** GraphQL Armor's estimate: 2 per object and 1 per scalar field, times 1.5 per level of nesting. */
  maxCost: number;
  /** Lexical tokens of the document text. */
  maxTokens: number;
  /** Directives (`@include`, `@skip`, …) in one operation. */
  maxDirectives: number;
  /** Items of any one list argument (`agencyIds: [...]`), written in the document or sent in the variables. */
  maxListItems: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  maxAliases: 20,
  maxDepth: 10,
  maxCost: 5000,
  maxTokens: 5000,
  maxDirectives: 50,
  maxListItems: 1000,
};

/** Where events (new agency items, …) travel: server/events/. */
export interface EventsConfig {
  /** Redis pub/sub, shared by every server and the ingest CLI; unset → this process only. */
  redisUrl?: string;
  /** Channels are `<prefix><topic>`; tests use a prefix of their own on a shared Redis. */
  channelPrefix: string;
}

/** What the delivery API keeps built (server/contract/deliveryCache.ts): how long at most, and how long a purge waits for every server. */
export interface DeliveryCacheConfig {
  /** An entry is built afresh after this long even if no purge came (a backstop for changes made outside the API). */
  ttlMs: number;
  /** How long a purge waits for every server's confirmation over Redis before it fails. */
  purgeTimeoutMs: number;
}

export const DELIVERY_CACHE_DEFAULTS: DeliveryCacheConfig = { ttlMs: 300_000, purgeTimeoutMs: 3000 };

/** Edit permits (docs/edit-permits.md). */
export interface PermitsConfig {
  /** A holder (or viewer) without a heartbeat for this long loses the permit (leaves the page). */
  heartbeatSeconds: number;
  /** An unanswered request is granted after this long. */
  autoAcceptSeconds: number;
}

export const PERMIT_DEFAULTS: PermitsConfig = { heartbeatSeconds: 45, autoAcceptSeconds: 30 };

/** This server's job runner (docs/jobs.md). */
export interface JobsConfig {
  /** Jobs this server runs at the same time. */
  concurrency: number;
  /** How often the jobs table is looked at (ms). */
  pollMs: number;
  /** How long a claimed job is this server's without a sign of life (ms); then another server may take it. */
  leaseMs: number;
  /** How long finished one-off jobs are kept before the hourly prune deletes them (ms). */
  retention: JobRetention;
}

/** The wire ingest (docs/ingest.md). */
export interface IngestConfig {
  /** `$DATA_DIR/ingest`: drop/, done/ and failed/. */
  root: string;
  /** How often the drop folder is looked at (ms); 0 turns the watcher off. */
  dropIntervalMs: number;
  /** A NewsML-G2 / ninjs feed fetched on a schedule; off when unset. */
  feedUrl?: string;
  feedIntervalMs: number;
  /** A wire file (or feed answer) larger than this is refused into `ingest/failed` unread. */
  maxFileBytes: number;
  /** Generated agency items the demo seed adds beside the IPTC samples on an empty database; 0 seeds no agency items at all. */
  demoAgencyItems: number;
}

/** Where uploaded media live (docs/storage.md). */
export interface StorageConfig {
  driver: 'disk' | 's3';
  /** The disk driver's root: `$DATA_DIR/media`. */
  diskRoot: string;
  s3?: S3Config;
  /** Keep resized images on the backend (`cache/<width>/<path>`); off when a CDN caches the resize URLs. */
  resizeCache: boolean;
}

export interface S3Config {
  /** Unset → AWS's own endpoint for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most S3-compatible servers). */
  forcePathStyle: boolean;
}

export interface UploadLimits {
  maxImageBytes: number;
  maxVideoBytes: number;
}

export type ConfigOverrides = Partial<Omit<ServerConfig, 'oidc' | 'storage'>> & {
  oidc?: Partial<ServerConfig['oidc']>;
  storage?: Partial<StorageConfig>;
};

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const LOG_FORMATS: readonly LogFormat[] = ['readable', 'json'];

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Empty strings count as unset so `VAR= npm start` falls back to the default. */
function read(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum: 0 | 1): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be a ${minimum ? 'positive' : 'non-negative'} integer, got "${raw}"`);
  }
  return value;
}

const positiveInteger = (env: NodeJS.ProcessEnv, name: string, fallback: number) => integerSetting(env, name, fallback, 1);
const nonNegativeInteger = (env: NodeJS.ProcessEnv, name: string, fallback: number) => integerSetting(env, name, fallback, 0);

function booleanSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** How an outbox is worked (newsletters, notifications), from `<prefix>_PARALLEL`, `_CHUNK`, `_LEASE_SECONDS`, `_RETRIES`, `_RETRY_SECONDS`, `_SWEEP_SECONDS`. */
function outboxSettings(env: NodeJS.ProcessEnv, prefix: string, defaults: MailingSendConfig): MailingSendConfig {
  const seconds = (name: string, ms: number) => positiveInteger(env, `${prefix}_${name}_SECONDS`, ms / 1000) * 1000;
  return {
    parallel: positiveInteger(env, `${prefix}_PARALLEL`, defaults.parallel),
    chunk: positiveInteger(env, `${prefix}_CHUNK`, defaults.chunk),
    leaseMs: seconds('LEASE', defaults.leaseMs),
    retries: positiveInteger(env, `${prefix}_RETRIES`, defaults.retries),
    retryBaseMs: seconds('RETRY', defaults.retryBaseMs),
    sweepEveryMs: seconds('SWEEP', defaults.sweepEveryMs),
  };
}

function storageConfig(env: NodeJS.ProcessEnv, dataDir: string, overrides: Partial<StorageConfig> = {}): StorageConfig {
  const driver = overrides.driver ?? read(env, 'STORAGE_DRIVER') ?? 'disk';
  if (driver !== 'disk' && driver !== 's3') throw new Error(`STORAGE_DRIVER must be disk or s3, got "${driver}"`);
  let s3 = overrides.s3;
  if (driver === 's3' && !s3) {
    const bucket = read(env, 'S3_BUCKET');
    if (!bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    s3 = {
      endpoint: read(env, 'S3_ENDPOINT'),
      region: read(env, 'S3_REGION') ?? 'us-east-1',
      bucket,
      accessKeyId: read(env, 'S3_ACCESS_KEY_ID'),
      secretAccessKey: read(env, 'S3_SECRET_ACCESS_KEY'),
      forcePathStyle: booleanSetting(env, 'S3_FORCE_PATH_STYLE', false),
    };
  }
  return {
    driver,
    diskRoot: overrides.diskRoot ?? path.join(dataDir, 'media'),
    s3,
    resizeCache: overrides.resizeCache ?? booleanSetting(env, 'STORAGE_RESIZE_CACHE', true),
  };
}

/** The package's `name@version`, the release error reports name when RELEASE is unset. */
function packageRelease(): string {
  const { name, version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { name: string; version: string };
  return `${name}@${version}`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The configuration from environment variables (docs/configuration.md), with overrides on top. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): ServerConfig {
  const port = overrides.port ?? positiveInteger(env, 'PORT', 8080);
  const publicUrl = withoutTrailingSlash(overrides.publicUrl ?? read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`);
  const externalIssuer = read(env, 'OIDC_ISSUER');
  const clientId = overrides.oidc?.clientId ?? read(env, 'OIDC_CLIENT_ID') ?? 'backoffice';
  const logLevel = (overrides.logLevel ?? read(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const logFormat = (overrides.logFormat ?? read(env, 'LOG_FORMAT') ?? (read(env, 'NODE_ENV') === 'production' ? 'json' : 'readable')) as LogFormat;
  if (!LOG_FORMATS.includes(logFormat)) throw new Error(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}`);
  const embedded = overrides.oidc?.embedded ?? externalIssuer === undefined;
  const dataDir = path.resolve(overrides.dataDir ?? read(env, 'DATA_DIR') ?? 'data');

  return {
    port,
    host: overrides.host ?? read(env, 'HOST') ?? '127.0.0.1',
    publicUrl,
    dataDir,
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : read(env, 'DATABASE_URL'),
    oidc: {
      issuer: overrides.oidc?.issuer ?? (embedded ? `${publicUrl}/oidc` : externalIssuer!),
      embedded,
      clientId,
      audience: overrides.oidc?.audience ?? read(env, 'OIDC_AUDIENCE') ?? clientId,
      jwksUrl: overrides.oidc?.jwksUrl ?? read(env, 'OIDC_JWKS_URL'),
      idTokenTtl: overrides.oidc?.idTokenTtl ?? positiveInteger(env, 'OIDC_ID_TOKEN_TTL', 3600),
    },
    devOrigins:
      overrides.devOrigins ??
      (read(env, 'DEV_ORIGINS') ?? '')
        .split(',')
        .map((origin) => withoutTrailingSlash(origin.trim()))
        .filter(Boolean),
    rateLimitMax: overrides.rateLimitMax ?? positiveInteger(env, 'RATE_LIMIT_MAX', 1200),
    storageRateLimitMax: overrides.storageRateLimitMax ?? positiveInteger(env, 'STORAGE_RATE_LIMIT_MAX', 3000),
    requestLimits: overrides.requestLimits ?? {
      maxAliases: positiveInteger(env, 'GRAPHQL_MAX_ALIASES', DEFAULT_REQUEST_LIMITS.maxAliases),
      maxDepth: positiveInteger(env, 'GRAPHQL_MAX_DEPTH', DEFAULT_REQUEST_LIMITS.maxDepth),
      maxCost: positiveInteger(env, 'GRAPHQL_MAX_COST', DEFAULT_REQUEST_LIMITS.maxCost),
      maxTokens: positiveInteger(env, 'GRAPHQL_MAX_TOKENS', DEFAULT_REQUEST_LIMITS.maxTokens),
      maxDirectives: positiveInteger(env, 'GRAPHQL_MAX_DIRECTIVES', DEFAULT_REQUEST_LIMITS.maxDirectives),
      maxListItems: positiveInteger(env, 'GRAPHQL_MAX_LIST_ITEMS', DEFAULT_REQUEST_LIMITS.maxListItems),
    },
    demoEditorialData: overrides.demoEditorialData ?? booleanSetting(env, 'DEMO_EDITORIAL_DATA', true),
    recipeService: overrides.recipeService ?? {
      url: read(env, 'RECIPE_SERVICE_URL'),
      timeoutMs: positiveInteger(env, 'RECIPE_SERVICE_TIMEOUT_MS', 5000),
    },
    lookupCacheTtlMs: overrides.lookupCacheTtlMs ?? nonNegativeInteger(env, 'LOOKUP_CACHE_TTL_MS', 5000),
    logLevel,
    logFormat,
    distDir: overrides.distDir ?? path.resolve(projectRoot, read(env, 'ADMIN_DIST_DIR') ?? 'dist'),
    storage: storageConfig(env, dataDir, overrides.storage),
    ingest: overrides.ingest ?? {
      root: path.join(dataDir, 'ingest'),
      dropIntervalMs: nonNegativeInteger(env, 'INGEST_DROP_INTERVAL_SECONDS', 2) * 1000,
      feedUrl: read(env, 'INGEST_FEED_URL'),
      feedIntervalMs: positiveInteger(env, 'INGEST_FEED_INTERVAL_SECONDS', 300) * 1000,
      maxFileBytes: positiveInteger(env, 'INGEST_MAX_FILE_MB', 20) * BYTES_PER_MB,
      demoAgencyItems: nonNegativeInteger(env, 'DEMO_AGENCY_ITEMS', 2000),
    },
    jobs: overrides.jobs ?? {
      concurrency: positiveInteger(env, 'JOBS_CONCURRENCY', 2),
      pollMs: positiveInteger(env, 'JOBS_POLL_MS', 1000),
      leaseMs: positiveInteger(env, 'JOBS_LEASE_SECONDS', 60) * 1000,
      retention: {
        doneMs: positiveInteger(env, 'JOBS_KEEP_DONE_DAYS', JOB_RETENTION_DEFAULTS.doneMs / DAY_MS) * DAY_MS,
        failedMs: positiveInteger(env, 'JOBS_KEEP_FAILED_DAYS', JOB_RETENTION_DEFAULTS.failedMs / DAY_MS) * DAY_MS,
      },
    },
    permits: overrides.permits ?? {
      heartbeatSeconds: positiveInteger(env, 'EDIT_PERMIT_HEARTBEAT_SECONDS', PERMIT_DEFAULTS.heartbeatSeconds),
      autoAcceptSeconds: positiveInteger(env, 'EDIT_PERMIT_AUTO_ACCEPT_SECONDS', PERMIT_DEFAULTS.autoAcceptSeconds),
    },
    events: overrides.events ?? { redisUrl: read(env, 'REDIS_URL'), channelPrefix: 'newsroom:' },
    deliveryCache: overrides.deliveryCache ?? {
      ttlMs: positiveInteger(env, 'DELIVERY_CACHE_TTL_SECONDS', DELIVERY_CACHE_DEFAULTS.ttlMs / 1000) * 1000,
      purgeTimeoutMs: positiveInteger(env, 'DELIVERY_CACHE_PURGE_TIMEOUT_MS', DELIVERY_CACHE_DEFAULTS.purgeTimeoutMs),
    },
    headlineIdleSeconds: overrides.headlineIdleSeconds ?? positiveInteger(env, 'HEADLINE_IDLE_SECONDS', 600),
    mail: overrides.mail ?? {
      smtpUrl: read(env, 'SMTP_URL'),
      from: read(env, 'MAIL_FROM') ?? MAIL_DEFAULTS.from,
      poolConnections: positiveInteger(env, 'MAIL_POOL_CONNECTIONS', MAIL_DEFAULTS.poolConnections),
      smtpTimeoutMs: positiveInteger(env, 'MAILING_SMTP_TIMEOUT_SECONDS', MAIL_DEFAULTS.smtpTimeoutSeconds) * 1000,
      tokenSecret: read(env, 'MAILING_TOKEN_SECRET'),
      capturePort: nonNegativeInteger(env, 'MAIL_CAPTURE_PORT', 0),
      captureMaxBytes: positiveInteger(env, 'MAIL_CAPTURE_MAX_MB', MAIL_DEFAULTS.captureMaxMb) * BYTES_PER_MB,
      minLeadMinutes: nonNegativeInteger(env, 'MAILING_MIN_LEAD_MINUTES', MAILING_MIN_LEAD_MINUTES),
    },
    mailingSend: overrides.mailingSend ?? outboxSettings(env, 'MAILING_SEND', MAILING_SEND_DEFAULTS),
    notifications: overrides.notifications ?? {
      vapidSubject: read(env, 'VAPID_SUBJECT') ?? NOTIFICATION_DEFAULTS.vapidSubject,
      pushTtlSeconds: positiveInteger(env, 'PUSH_TTL_SECONDS', NOTIFICATION_DEFAULTS.pushTtlSeconds),
      fcmUrl: read(env, 'FCM_URL'),
      fcmProjectId: read(env, 'FCM_PROJECT_ID') ?? NOTIFICATION_DEFAULTS.fcmProjectId,
      fcmCredentials: read(env, 'FCM_CREDENTIALS'),
      webhooks: Object.fromEntries(WEBHOOK_PLATFORM_KEYS.flatMap((key) => (read(env, `NOTIFY_WEBHOOK_${key}`) ? [[key, read(env, `NOTIFY_WEBHOOK_${key}`)!]] : []))),
      localPort: nonNegativeInteger(env, 'NOTIFY_LOCAL_PORT', 0),
      send: outboxSettings(env, 'NOTIFY_SEND', NOTIFY_SEND_DEFAULTS),
    },
    video: overrides.video ?? {
      ffmpegPath: read(env, 'FFMPEG_PATH') ?? VIDEO_DEFAULTS.ffmpegPath,
      ffprobePath: read(env, 'FFPROBE_PATH') ?? VIDEO_DEFAULTS.ffprobePath,
      ladder: ladderSetting(env),
      stallMs: positiveInteger(env, 'VIDEO_STALL_SECONDS', VIDEO_DEFAULTS.stallSeconds) * 1000,
      maxAttempts: positiveInteger(env, 'VIDEO_MAX_ATTEMPTS', VIDEO_DEFAULTS.maxAttempts),
      concurrency: nonNegativeInteger(env, 'VIDEO_CONCURRENCY', VIDEO_DEFAULTS.concurrency),
      leaseMs: positiveInteger(env, 'VIDEO_LEASE_SECONDS', VIDEO_DEFAULTS.leaseSeconds) * 1000,
      retryBaseMs: positiveInteger(env, 'VIDEO_RETRY_SECONDS', VIDEO_DEFAULTS.retrySeconds) * 1000,
    },
    operations: overrides.operations ?? {
      drainDelayMs: nonNegativeInteger(env, 'DRAIN_DELAY_MS', OPERATIONS_DEFAULTS.drainDelayMs),
      drainTimeoutMs: nonNegativeInteger(env, 'DRAIN_TIMEOUT_MS', OPERATIONS_DEFAULTS.drainTimeoutMs),
      metricsToken: read(env, 'METRICS_TOKEN'),
    },
    errorReports: overrides.errorReports ?? {
      dsn: read(env, 'SENTRY_DSN'),
      browserDsn: read(env, 'SENTRY_BROWSER_DSN'),
      environment: read(env, 'SENTRY_ENVIRONMENT') ?? 'production',
      release: read(env, 'RELEASE') ?? packageRelease(),
    },
    webhooks: overrides.webhooks ?? { allowPrivate: booleanSetting(env, 'WEBHOOK_ALLOW_PRIVATE', false) },
    directory: overrides.directory ?? directoryConfig(env),
    upload: overrides.upload ?? {
      maxImageBytes: positiveInteger(env, 'UPLOAD_MAX_IMAGE_MB', 30) * BYTES_PER_MB,
      maxVideoBytes: positiveInteger(env, 'UPLOAD_MAX_VIDEO_MB', 1024) * BYTES_PER_MB,
    },
  };
}

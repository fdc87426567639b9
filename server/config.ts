import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** GraphQL requests per minute per user. */
  rateLimitMax: number;
  /** How long the user, site and permission rows a request needs are reused (ms); 0 = never. */
  lookupCacheTtlMs: number;
  logLevel: LogLevel;
  /** The built admin (vite build output). */
  distDir: string;
}

export type ConfigOverrides = Partial<Omit<ServerConfig, 'oidc'>> & { oidc?: Partial<ServerConfig['oidc']> };

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

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

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The configuration from environment variables (README, "Configuration"), with overrides on top. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigOverrides = {}): ServerConfig {
  const port = overrides.port ?? positiveInteger(env, 'PORT', 8080);
  const publicUrl = withoutTrailingSlash(overrides.publicUrl ?? read(env, 'PUBLIC_URL') ?? `http://localhost:${port}`);
  const externalIssuer = read(env, 'OIDC_ISSUER');
  const clientId = overrides.oidc?.clientId ?? read(env, 'OIDC_CLIENT_ID') ?? 'backoffice';
  const logLevel = (overrides.logLevel ?? read(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const embedded = overrides.oidc?.embedded ?? externalIssuer === undefined;

  return {
    port,
    host: overrides.host ?? read(env, 'HOST') ?? '127.0.0.1',
    publicUrl,
    dataDir: path.resolve(overrides.dataDir ?? read(env, 'DATA_DIR') ?? 'data'),
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
    lookupCacheTtlMs: overrides.lookupCacheTtlMs ?? nonNegativeInteger(env, 'LOOKUP_CACHE_TTL_MS', 5000),
    logLevel,
    distDir: overrides.distDir ?? path.join(projectRoot, 'dist'),
  };
}

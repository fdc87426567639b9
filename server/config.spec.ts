import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded provider on localhost:8080 with PGlite under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      events: { redisUrl: undefined, channelPrefix: 'newsroom:' },
      oidc: { issuer: 'http://localhost:8080/oidc', embedded: true, clientId: 'backoffice', audience: 'backoffice', jwksUrl: undefined, idTokenTtl: 3600 },
      devOrigins: [],
      rateLimitMax: 1200,
      storageRateLimitMax: 3000,
      requestLimits: DEFAULT_REQUEST_LIMITS,
      logLevel: 'info',
      logFormat: 'readable',
    });
  });

  it('logs JSON lines in production or when asked, readable lines otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'readable' }).logFormat).toBe('readable');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow('LOG_FORMAT must be one of readable, json');
  });

  it('reads every variable, and an external issuer turns the embedded provider off', () => {
    const config = loadConfig({
      PORT: '9090',
      PUBLIC_URL: 'https://backoffice.example/',
      DATA_DIR: '/srv/newsroom',
      DATABASE_URL: 'postgres://db/newsroom',
      OIDC_ISSUER: 'https://login.example/tenant/v2.0/',
      OIDC_CLIENT_ID: 'admin-app',
      OIDC_JWKS_URL: 'https://login.example/keys',
      DEV_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173/',
      RATE_LIMIT_MAX: '60',
      STORAGE_RATE_LIMIT_MAX: '600',
      GRAPHQL_MAX_ALIASES: '5',
      GRAPHQL_MAX_DEPTH: '6',
      GRAPHQL_MAX_COST: '700',
      GRAPHQL_MAX_TOKENS: '800',
      GRAPHQL_MAX_DIRECTIVES: '9',
      GRAPHQL_MAX_LIST_ITEMS: '100',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      port: 9090,
      publicUrl: 'https://backoffice.example',
      dataDir: '/srv/newsroom',
      databaseUrl: 'postgres://db/newsroom',
      oidc: { issuer: 'https://login.example/tenant/v2.0/', embedded: false, clientId: 'admin-app', audience: 'admin-app', jwksUrl: 'https://login.example/keys' },
      devOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173'],
      rateLimitMax: 60,
      storageRateLimitMax: 600,
      requestLimits: { maxAliases: 5, maxDepth: 6, maxCost: 700, maxTokens: 800, maxDirectives: 9, maxListItems: 100 },
      logLevel: 'warn',
      events: { redisUrl: 'redis://cache:6379', channelPrefix: 'newsroom:' },
    });
    expect(loadConfig({ OIDC_CLIENT_ID: 'a', OIDC_AUDIENCE: 'api://b' }).oidc.audience).toBe('api://b');
  });

  it('keeps finished jobs 7 days and failed ones 30 unless JOBS_KEEP_DONE_DAYS / JOBS_KEEP_FAILED_DAYS say otherwise', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(loadConfig({}).jobs.retention).toEqual({ doneMs: 7 * day, failedMs: 30 * day });
    expect(loadConfig({ JOBS_KEEP_DONE_DAYS: '2', JOBS_KEEP_FAILED_DAYS: '90' }).jobs.retention).toEqual({ doneMs: 2 * day, failedMs: 90 * day });
  });

  it('times edit permits: 45 s without a heartbeat, a 30 s countdown, unless EDIT_PERMIT_* say otherwise', () => {
    expect(loadConfig({}).permits).toEqual({ heartbeatSeconds: 45, autoAcceptSeconds: 30 });
    expect(loadConfig({ EDIT_PERMIT_HEARTBEAT_SECONDS: '20', EDIT_PERMIT_AUTO_ACCEPT_SECONDS: '10' }).permits).toEqual({ heartbeatSeconds: 20, autoAcceptSeconds: 10 });
    expect(() => loadConfig({ EDIT_PERMIT_AUTO_ACCEPT_SECONDS: '0' })).toThrow('EDIT_PERMIT_AUTO_ACCEPT_SECONDS must be a positive integer');
  });

  it('refuses webhook receivers inside the server network unless WEBHOOK_ALLOW_PRIVATE allows them', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhooks).toEqual({ allowPrivate: true });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }, { webhooks: { allowPrivate: false } }).webhooks).toEqual({ allowPrivate: false });
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow('WEBHOOK_ALLOW_PRIVATE must be true or false');
  });

  it('treats empty variables as unset and lets overrides win', () => {
    const config = loadConfig({ DATABASE_URL: '', OIDC_ISSUER: ' ', PORT: '' }, { port: 1234, dataDir: '/tmp/x', rateLimitMax: 5 });
    expect(config).toMatchObject({ port: 1234, publicUrl: 'http://localhost:1234', databaseUrl: undefined, rateLimitMax: 5 });
    expect(config.oidc).toMatchObject({ embedded: true, issuer: 'http://localhost:1234/oidc' });
  });

  it('rejects values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a positive integer');
    expect(() => loadConfig({ RATE_LIMIT_MAX: '0' })).toThrow('RATE_LIMIT_MAX');
    expect(() => loadConfig({ GRAPHQL_MAX_LIST_ITEMS: '0' })).toThrow('GRAPHQL_MAX_LIST_ITEMS');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL');
    expect(() => loadConfig({ INGEST_MAX_FILE_MB: '0' })).toThrow('INGEST_MAX_FILE_MB must be a positive integer');
  });

  it('caps a wire file at 20 MB unless INGEST_MAX_FILE_MB says otherwise', () => {
    expect(loadConfig({}).ingest.maxFileBytes).toBe(20 * 1024 * 1024);
    expect(loadConfig({ INGEST_MAX_FILE_MB: '5' }).ingest.maxFileBytes).toBe(5 * 1024 * 1024);
  });

  it('sends mail to the embedded receiver unless SMTP_URL names a relay', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Newsroom <newsletter@newsroom.example>',
      poolConnections: 5,
      smtpTimeoutMs: 30_000,
      tokenSecret: undefined,
      capturePort: 0,
      captureMaxBytes: 10 * 1024 * 1024,
      minLeadMinutes: 10,
    });
    const mail = loadConfig({
      SMTP_URL: 'smtp://user:pass@relay:587',
      MAIL_FROM: 'News <news@paper.example>',
      MAIL_POOL_CONNECTIONS: '8',
      MAILING_SMTP_TIMEOUT_SECONDS: '20',
      MAILING_TOKEN_SECRET: 'shared',
      MAIL_CAPTURE_PORT: '2525',
      MAIL_CAPTURE_MAX_MB: '2',
      MAILING_MIN_LEAD_MINUTES: '0',
    }).mail;
    expect(mail).toEqual({ smtpUrl: 'smtp://user:pass@relay:587', from: 'News <news@paper.example>', poolConnections: 8, smtpTimeoutMs: 20_000, tokenSecret: 'shared', capturePort: 2525, captureMaxBytes: 2 * 1024 * 1024, minLeadMinutes: 0 });
    expect(() => loadConfig({ MAIL_POOL_CONNECTIONS: '0' })).toThrow('MAIL_POOL_CONNECTIONS must be a positive integer');
  });

  it('works the newsletter outbox with three jobs of ten rows, a 120 s lease and three tries unless MAILING_SEND_* say otherwise', () => {
    expect(loadConfig({}).mailingSend).toEqual({ parallel: 3, chunk: 10, leaseMs: 120_000, retries: 3, retryBaseMs: 60_000, sweepEveryMs: 30_000 });
    const send = loadConfig({
      MAILING_SEND_PARALLEL: '6',
      MAILING_SEND_CHUNK: '50',
      MAILING_SEND_LEASE_SECONDS: '3',
      MAILING_SEND_RETRIES: '5',
      MAILING_SEND_RETRY_SECONDS: '10',
      MAILING_SEND_SWEEP_SECONDS: '1',
    }).mailingSend;
    expect(send).toEqual({ parallel: 6, chunk: 50, leaseMs: 3000, retries: 5, retryBaseMs: 10_000, sweepEveryMs: 1000 });
    for (const name of ['MAILING_SEND_PARALLEL', 'MAILING_SEND_CHUNK', 'MAILING_SEND_LEASE_SECONDS', 'MAILING_SEND_RETRIES', 'MAILING_SEND_RETRY_SECONDS', 'MAILING_SEND_SWEEP_SECONDS']) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(`${name} must be a positive integer`);
      expect(() => loadConfig({ [name]: '1.5' })).toThrow(`${name} must be a positive integer`);
    }
  });
  it('refreshes users from the embedded directory unless DIRECTORY=graph names the app of a tenant', () => {
    expect(loadConfig({}).directory).toEqual({ kind: 'embedded' });
    const graph = { DIRECTORY: 'graph', GRAPH_TENANT_ID: 'contoso', GRAPH_CLIENT_ID: 'app', GRAPH_CLIENT_SECRET: 'secret' };
    expect(loadConfig(graph).directory).toEqual({
      kind: 'graph',
      tenantId: 'contoso',
      clientId: 'app',
      clientSecret: 'secret',
      baseUrl: 'https://graph.microsoft.com/v1.0',
      tokenUrl: 'https://login.microsoftonline.com/contoso/oauth2/v2.0/token',
      timeoutMs: 10_000,
    });
    expect(loadConfig({ ...graph, GRAPH_BASE_URL: 'http://127.0.0.1:9000/v1.0/', GRAPH_TOKEN_URL: 'http://127.0.0.1:9000/{tenant}/token', GRAPH_TIMEOUT_MS: '500' }).directory).toMatchObject({
      baseUrl: 'http://127.0.0.1:9000/v1.0',
      tokenUrl: 'http://127.0.0.1:9000/contoso/token',
      timeoutMs: 500,
    });
    expect(() => loadConfig({ DIRECTORY: 'graph', GRAPH_TENANT_ID: 'contoso' })).toThrow('DIRECTORY=graph needs GRAPH_TENANT_ID, GRAPH_CLIENT_ID and GRAPH_CLIENT_SECRET');
    expect(() => loadConfig({ DIRECTORY: 'ldap' })).toThrow('DIRECTORY must be embedded or graph, got "ldap"');
  });
});

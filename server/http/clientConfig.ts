import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { GRAPHQL_PATH } from '../graphql/yoga.ts';
import { STORAGE_PATH } from '../storage/mediaPaths.ts';

/** Spec 01 §9: the scopes the browser asks for. */
export const OIDC_SCOPE = 'openid profile email User.Read User.Read.All';

/** What the browser needs before it can sign in (public): inline in index.html, and at GET /api/config. */
export function clientConfig(config: ServerConfig) {
  return {
    oidc: { authority: config.oidc.issuer, clientId: config.oidc.clientId, scope: OIDC_SCOPE },
    graphqlPath: GRAPHQL_PATH,
    storageUrl: STORAGE_PATH,
    upload: { maxImageBytes: config.upload.maxImageBytes, maxVideoBytes: config.upload.maxVideoBytes },
    // Set-password links are for the embedded provider; with an external one nothing is needed.
    passwordLinks: config.oidc.embedded,
    headlineIdleSeconds: config.headlineIdleSeconds,
    // The newsletter form refuses a send time as the server does (MAILING_MIN_LEAD_MINUTES).
    mailingMinLeadMinutes: config.mail.minLeadMinutes,
    // The webhook form refuses an address inside the server's network as the server does (WEBHOOK_ALLOW_PRIVATE).
    webhookAllowPrivate: config.webhooks.allowPrivate,
    ...browserErrorReports(config),
  };
}

/** Where the browser sends its error reports (SENTRY_BROWSER_DSN, else SENTRY_DSN), and as what: nothing when neither is set. */
function browserErrorReports({ errorReports }: ServerConfig) {
  const sentryDsn = errorReports.browserDsn ?? errorReports.dsn;
  return sentryDsn ? { sentryDsn, release: errorReports.release, environment: errorReports.environment } : {};
}

/** GET /api/config, for the vite dev server's page, which does not carry the config inline. */
export function registerClientConfig(app: FastifyInstance, config: ServerConfig) {
  const body = clientConfig(config);
  app.get('/api/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(body));
}

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import Provider from 'oidc-provider';
import providerRequestContext from 'oidc-provider/lib/helpers/als.js';
import type { AccountStore } from './accountStore.ts';
import { registerLoginInteraction } from './loginInteraction.ts';
import { registerSetPassword } from './setPassword.ts';
import { buildProviderConfiguration } from './providerConfiguration.ts';
import { loadOrCreateProviderKeys, publicJwksOf } from './providerKeys.ts';
import { createProviderAdapter } from './providerAdapter.ts';
import type { Db } from '../db/client.ts';

export type { Account, AccountStore } from './accountStore.ts';
export { readEmbeddedPublicJwks } from './providerKeys.ts';

export interface EmbeddedProviderOptions {
  /** e.g. http://localhost:8080/oidc: the provider answers under the issuer's path on this app. */
  issuer: string;
  clientId: string;
  /** Browser origins allowed to sign in (redirect to `${origin}/auth/callback`, CORS on the token endpoint). */
  origins: string[];
  /**
   * Keys (`oidc_keys`) and sessions, grants, codes and tokens (`oidc_states`) live here, shared by
   * every server on the database.
   */
  db: Db;
  /**
   * A data dir whose `oidc/` files (from before the keys moved into the database) are carried over
   * by the first server on a database without keys, so its people stay signed in.
   */
  importFrom?: string;
  /** Seconds an id_token (and access token) lives. */
  idTokenTtl: number;
  accounts: AccountStore;
}

/**
 * Serves oidc-provider under the issuer's path of this Fastify app, e.g. /oidc/auth, /oidc/token,
 * /oidc/jwks, /oidc/session/end, /oidc/.well-known/openid-configuration, and the login page at
 * /oidc/interaction/:uid. Call before `listen`/`ready`. Answers the public keys it signs with, for
 * the API's token verifier.
 */
export async function mountEmbeddedProvider(app: FastifyInstance, opts: EmbeddedProviderOptions): Promise<{ publicJwks: JSONWebKeySet }> {
  const issuerUrl = new URL(opts.issuer);
  const mountPath = issuerUrl.pathname.replace(/\/+$/, '');
  if (!mountPath) throw new Error(`the embedded OpenID provider needs a path in its issuer, e.g. ${issuerUrl.origin}/oidc`);
  const appUrl = `${issuerUrl.origin}/`;

  const keys = await loadOrCreateProviderKeys(opts.db, { importFrom: opts.importFrom });

  const configuration = buildProviderConfiguration({
    clientId: opts.clientId,
    origins: opts.origins,
    mountPath,
    idTokenTtl: opts.idTokenTtl,
    accounts: opts.accounts,
    signingKeys: keys.jwks.keys,
    cookieKeys: keys.cookieKeys,
    adapter: createProviderAdapter(opts.db, { warn: (message) => app.log.warn(message) }),
    appUrl,
  });
  const provider = new Provider(opts.issuer, configuration);
  // Plain HTTP on localhost works as is (cookies are only marked secure on TLS requests). Behind a
  // TLS-terminating proxy the issuer is https and the proxy's X-Forwarded-Proto must be believed,
  // or the provider would build http:// endpoint URLs.
  provider.proxy = issuerUrl.protocol === 'https:';
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'embedded OpenID provider error'));

  const handle = provider.callback();
  // oidc-provider keeps the request it answers in an AsyncLocalStorage, read back only for client id
  // metadata documents (off here). Once one sign-in has run, that storage would stay switched on and
  // every promise of the process, each API request's included, would pay its hooks (about a twentieth
  // of a persisted GetPermissions' CPU): it is switched off whenever no provider request is running.
  const contextRead = configuration.features?.clientIdMetadataDocument?.enabled === true;
  let answering = 0;

  await app.register(
    async (scope) => {
      // oidc-provider reads request bodies itself, so Fastify must leave the stream untouched.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

      await registerLoginInteraction(scope, { provider, accounts: opts.accounts, clientId: opts.clientId, mountPath, appUrl });
      await registerSetPassword(scope, { accounts: opts.accounts, mountPath, appUrl });

      scope.route({
        method: ['GET', 'POST', 'OPTIONS'],
        url: '/*',
        handler: async (request, reply) => {
          reply.hijack();
          const raw = request.raw as IncomingMessage & { originalUrl?: string };
          const fullUrl = raw.url ?? '/';
          // The express convention oidc-provider understands: url relative to the mount point,
          // originalUrl the full one; it derives its endpoint URLs from the difference.
          raw.originalUrl = fullUrl;
          raw.url = fullUrl.slice(mountPath.length) || '/';
          answering += 1;
          try {
            await handle(raw, reply.raw);
          } finally {
            raw.url = fullUrl;
            answering -= 1;
            if (answering === 0 && !contextRead) providerRequestContext.disable();
          }
        },
      });
    },
    { prefix: mountPath },
  );

  return { publicJwks: publicJwksOf(keys.jwks) };
}

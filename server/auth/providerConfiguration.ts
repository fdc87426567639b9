import type { Adapter, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { JWK } from 'jose';
import type { AccountStore } from './accountStore.ts';
import { authMessages, pickAuthLocale } from './authMessages.ts';
import { renderLogoutPage, renderMessagePage } from './authPages.ts';

/** What the browser app asks for; the two Microsoft Graph scopes are accepted and grant nothing. */
export const CLIENT_SCOPES = ['openid', 'profile', 'email', 'User.Read', 'User.Read.All'] as const;

const FOURTEEN_DAYS = 14 * 24 * 60 * 60;

export interface ProviderConfigurationInput {
  clientId: string;
  /** Browser origins, e.g. http://localhost:8080; each gets /auth/callback and / registered. */
  origins: string[];
  mountPath: string;
  idTokenTtl: number;
  accounts: AccountStore;
  signingKeys: JWK[];
  cookieKeys: string[];
  adapter: (model: string) => Adapter;
  /** Where the provider's own pages send people back to. */
  appUrl: string;
}

export function localeOfContext(ctx: KoaContextWithOIDC) {
  return pickAuthLocale({ uiLocales: ctx.oidc?.params?.ui_locales, acceptLanguage: ctx.get('accept-language') });
}

export function buildProviderConfiguration(input: ProviderConfigurationInput): Configuration {
  const origins = [...new Set(input.origins.map((origin) => new URL(origin).origin))];
  const allowedOrigins = new Set(origins);

  return {
    clients: [
      {
        client_id: input.clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: input.signingKeys },
    cookies: { keys: input.cookieKeys },
    adapter: input.adapter,
    async findAccount(_ctx, id) {
      const account = await input.accounts.findById(id);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          email: account.email,
          name: account.name,
          preferred_username: account.username,
        }),
      };
    },
    scopes: ['openid', 'offline_access', ...CLIENT_SCOPES.slice(1)],
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name', 'preferred_username'],
    },
    // The browser sends the id_token as its bearer, so the profile claims must be in it.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    // Silent renew uses refresh tokens; oidc-client-ts never asks for offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin) => allowedOrigins.has(origin),
    ttl: {
      IdToken: input.idTokenTtl,
      AccessToken: input.idTokenTtl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: FOURTEEN_DAYS,
      Grant: FOURTEEN_DAYS,
      // Rotation keeps the first token's end: a sign-in lasts at most fourteen days.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? FOURTEEN_DAYS,
    },
    interactions: {
      url: (_ctx, interaction) => `${input.mountPath}/interaction/${interaction.uid}`,
    },
    discovery: { ui_locales_supported: ['tr', 'en'] },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(localeOfContext(ctx), form);
        },
        postLogoutSuccessSource(ctx) {
          const locale = localeOfContext(ctx);
          const t = authMessages(locale);
          ctx.type = 'html';
          ctx.body = renderMessagePage({
            locale,
            title: t.signedOutTitle,
            text: t.signedOutText,
            link: { href: input.appUrl, label: t.backToApp },
          });
        },
      },
    },
    renderError(ctx, out) {
      const locale = localeOfContext(ctx);
      const t = authMessages(locale);
      ctx.type = 'html';
      ctx.body = renderMessagePage({
        locale,
        title: t.errorTitle,
        text: t.errorText,
        details: [
          ['error', String(out.error)],
          ...(out.error_description ? [['error_description', String(out.error_description)] as [string, string]] : []),
        ],
        link: { href: input.appUrl, label: t.backToApp },
      });
    },
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AccountStore } from './accountStore.ts';
import { authMessages, pickAuthLocale, type AuthLocale } from './authMessages.ts';
import { createFailedLoginTracker } from './failedLogins.ts';
import { renderLoginPage, renderMessagePage, type LoginPageInput } from './authPages.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

export interface LoginInteractionDeps {
  provider: Provider;
  accounts: AccountStore;
  clientId: string;
  mountPath: string;
  appUrl: string;
}

type UidRequest = FastifyRequest<{ Params: { uid: string }; Querystring: { lang?: string } }>;
type LoginRequest = FastifyRequest<{ Params: { uid: string }; Body: Record<string, string> | undefined }>;

/** The provider's own pages post small url-encoded forms (the scope leaves other bodies to oidc-provider). */
export function parseForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * Our own login page in place of oidc-provider's development interactions. The consent step is
 * granted automatically: the only client is our own app, so there is nobody to ask about.
 */
export async function registerLoginInteraction(scope: FastifyInstance, deps: LoginInteractionDeps): Promise<void> {
  const { provider, accounts, clientId, mountPath, appUrl } = deps;
  const failedLogins = createFailedLoginTracker();
  const pagePath = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}`;

  const detailsOf = async (request: FastifyRequest, reply: FastifyReply, uid: string): Promise<Interaction | undefined> => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      // The cookie names the interaction of the newest sign-in tab; an older tab must start over.
      return interaction.uid === uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  };

  const expired = (reply: FastifyReply, locale: AuthLocale) => {
    const t = authMessages(locale);
    return sendPage(
      reply,
      400,
      renderMessagePage({
        locale,
        title: t.sessionExpiredTitle,
        text: t.sessionExpiredText,
        link: { href: appUrl, label: t.backToApp },
      }),
    );
  };

  const loginPage = (uid: string, locale: AuthLocale, extra: Partial<LoginPageInput> = {}) =>
    renderLoginPage({
      locale,
      action: `${pagePath(uid)}/login`,
      otherLanguageHref: `${pagePath(uid)}?lang=${locale === 'tr' ? 'en' : 'tr'}`,
      ...extra,
    });

  const grantEverythingAsked = async (interaction: Interaction): Promise<string> => {
    const accountId = interaction.session?.accountId;
    const grant = interaction.grantId
      ? await provider.Grant.find(interaction.grantId)
      : new provider.Grant({ accountId, clientId: String(interaction.params.client_id) });
    if (!grant) throw new Error('grant of the interaction not found');
    const details = interaction.prompt.details as ConsentDetails;
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    return grant.save();
  };

  scope.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const { uid } = request.params;
    const interaction = await detailsOf(request, reply, uid);
    const locale = pickAuthLocale({
      explicit: request.query.lang,
      uiLocales: interaction?.params.ui_locales,
      acceptLanguage: request.headers['accept-language'],
    });
    if (!interaction) return expired(reply, locale);

    if (interaction.prompt.name === 'login') return sendPage(reply, 200, loginPage(uid, locale));

    if (interaction.prompt.name === 'consent' && interaction.params.client_id === clientId && interaction.session) {
      const grantId = await grantEverythingAsked(interaction);
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    }
    return expired(reply, locale);
  });

  await scope.register(async (forms) => {
    parseForms(forms);

    forms.post('/interaction/:uid/login', async (request: LoginRequest, reply) => {
      const { uid } = request.params;
      const body = request.body ?? {};
      const interaction = await detailsOf(request, reply, uid);
      const locale = pickAuthLocale({
        explicit: body.lang,
        uiLocales: interaction?.params.ui_locales,
        acceptLanguage: request.headers['accept-language'],
      });
      if (!interaction) return expired(reply, locale);
      if (interaction.prompt.name !== 'login') return reply.redirect(pagePath(uid), 303);

      const email = String(body.email ?? '').trim();
      const password = String(body.password ?? '');
      if (!email || !password) {
        return sendPage(reply, 400, loginPage(uid, locale, { email, error: 'missingCredentials' }));
      }
      const attemptKey = `${request.ip}|${email.toLowerCase()}`;
      const retryAfter = failedLogins.blockedFor(attemptKey);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        return sendPage(reply, 429, loginPage(uid, locale, { email, error: 'tooManyAttempts' }));
      }
      const account = await accounts.verifyPassword(email, password);
      if (!account) {
        failedLogins.recordFailure(attemptKey);
        return sendPage(reply, 401, loginPage(uid, locale, { email, error: 'wrongCredentials' }));
      }
      failedLogins.clear(attemptKey);

      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    });
  });
}

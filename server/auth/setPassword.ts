import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccountStore } from './accountStore.ts';
import { authMessages, pickAuthLocale, type AuthLocale } from './authMessages.ts';
import { renderMessagePage, renderSetPasswordPage } from './authPages.ts';
import { parseForms, sendPage } from './loginInteraction.ts';

/** The shortest password the set-password page accepts. */
export const MIN_PASSWORD_LENGTH = 10;

type TokenRequest = FastifyRequest<{ Params: { token: string }; Querystring: { lang?: string }; Body: Record<string, string> | undefined }>;

/**
 * `${mountPath}/set-password/:token`: the page of a one-time link the administrator made for a user
 * (a user created in the admin has no password). A valid link shows the form; saving it sets the
 * password and uses the link up, then the user signs in as anyone does.
 */
export async function registerSetPassword(scope: FastifyInstance, deps: { accounts: AccountStore; mountPath: string; appUrl: string }) {
  const { accounts, mountPath, appUrl } = deps;
  const pagePath = (token: string) => `${mountPath}/set-password/${encodeURIComponent(token)}`;
  const localeOf = (request: TokenRequest) =>
    pickAuthLocale({ explicit: request.body?.lang ?? request.query.lang, acceptLanguage: request.headers['accept-language'] });

  const invalid = (reply: FastifyReply, locale: AuthLocale) => {
    const t = authMessages(locale);
    return sendPage(reply, 404, renderMessagePage({ locale, title: t.passwordLinkInvalidTitle, text: t.passwordLinkInvalidText, link: { href: appUrl, label: t.backToApp } }));
  };
  const form = (token: string, locale: AuthLocale, email: string, error?: 'passwordTooShort' | 'passwordsDiffer') =>
    renderSetPasswordPage({
      locale,
      action: pagePath(token),
      otherLanguageHref: `${pagePath(token)}?lang=${locale === 'tr' ? 'en' : 'tr'}`,
      email,
      minLength: MIN_PASSWORD_LENGTH,
      error,
    });

  scope.get('/set-password/:token', async (request: TokenRequest, reply) => {
    const locale = localeOf(request);
    const account = await accounts.passwordLinkAccount(request.params.token);
    return account ? sendPage(reply, 200, form(request.params.token, locale, account.email)) : invalid(reply, locale);
  });

  await scope.register(async (forms) => {
    parseForms(forms);
    forms.post('/set-password/:token', async (request: TokenRequest, reply) => {
      const { token } = request.params;
      const locale = localeOf(request);
      const account = await accounts.passwordLinkAccount(token);
      if (!account) return invalid(reply, locale);
      const password = String(request.body?.password ?? '');
      if ([...password].length < MIN_PASSWORD_LENGTH) return sendPage(reply, 400, form(token, locale, account.email, 'passwordTooShort'));
      if (password !== String(request.body?.repeat ?? '')) return sendPage(reply, 400, form(token, locale, account.email, 'passwordsDiffer'));
      if (!(await accounts.setPasswordWithLink(token, password))) return invalid(reply, locale);
      const t = authMessages(locale);
      return sendPage(reply, 200, renderMessagePage({ locale, title: t.passwordSetTitle, text: t.passwordSetText, link: { href: appUrl, label: t.signInTitle } }));
    });
  });
}

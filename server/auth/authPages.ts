import { authMessages, type AuthLocale } from './authMessages.ts';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// System fonts only: the pages must render offline and must not call third-party hosts.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1c1e21}
main{width:min(380px,92vw);background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 8px}
.product{margin:0 0 4px;color:#555;font-size:.875rem}
p{line-height:1.45}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:10px 12px;font-size:1rem;border:1px solid #8a8f98;border-radius:4px}
input[aria-invalid=true]{border-color:#b3261e}
button,.button{display:inline-block;margin-top:24px;width:100%;padding:12px;font-size:1rem;font-weight:600;text-align:center;
color:#fff;background:#1565c0;border:0;border-radius:4px;cursor:pointer;text-decoration:none}
button:hover,.button:hover{background:#0d47a1}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #ffab00;outline-offset:2px}
.error{margin:16px 0 0;padding:10px 12px;border-radius:4px;background:#fdecea;color:#8c1d18;font-weight:600}
.language{margin:20px 0 0;text-align:right;font-size:.875rem}
`;

function layout(locale: AuthLocale, title: string, body: string, head = ''): string {
  const t = authMessages(locale);
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t.productName)}</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<main>
<p class="product">${escapeHtml(t.productName)}</p>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageInput {
  locale: AuthLocale;
  /** Where the form posts. */
  action: string;
  /** The same page in the other language. */
  otherLanguageHref: string;
  email?: string;
  error?: 'wrongCredentials' | 'missingCredentials' | 'tooManyAttempts';
}

export function renderLoginPage({ locale, action, otherLanguageHref, email, error }: LoginPageInput): string {
  const t = authMessages(locale);
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const errorBlock = error ? `<p id="login-error" class="error" role="alert">${escapeHtml(t[error])}</p>` : '';
  // The e-mail field takes the focus on a fresh page, the password field after a failed attempt.
  const emailFocus = error ? '' : ' autofocus';
  const passwordFocus = error ? ' autofocus' : '';
  const otherLocale = locale === 'tr' ? 'en' : 'tr';
  return layout(
    locale,
    t.signInTitle,
    `<h1>${escapeHtml(t.signInTitle)}</h1>
<p>${escapeHtml(t.signInIntro)}</p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<input type="hidden" name="lang" value="${locale}">
<label for="email">${escapeHtml(t.emailLabel)}</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="username" required${emailFocus}${invalid} value="${escapeHtml(email ?? '')}">
<label for="password">${escapeHtml(t.passwordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${passwordFocus}${invalid}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<p class="language"><a href="${escapeHtml(otherLanguageHref)}" lang="${otherLocale}" hreflang="${otherLocale}">${escapeHtml(t.otherLanguage)}</a></p>`,
  );
}

/** A page that only explains something and offers a way back. */
export function renderMessagePage(input: {
  locale: AuthLocale;
  title: string;
  text: string;
  details?: Array<[string, string]>;
  link?: { href: string; label: string };
}): string {
  const details = (input.details ?? [])
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd><code>${escapeHtml(value)}</code></dd>`)
    .join('');
  return layout(
    input.locale,
    input.title,
    `<h1>${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.text)}</p>
${details ? `<dl>${details}</dl>` : ''}
${input.link ? `<a class="button" href="${escapeHtml(input.link.href)}">${escapeHtml(input.link.label)}</a>` : ''}`,
  );
}

/**
 * The provider's logout confirmation, submitted on load: the app already asked the user, so the
 * page only flashes by. The button stays for browsers without JavaScript.
 */
export function renderLogoutPage(locale: AuthLocale, providerForm: string): string {
  const t = authMessages(locale);
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
  const script = `<script>document.addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()})</script>`;
  return layout(
    locale,
    t.signingOutTitle,
    `<h1>${escapeHtml(t.signingOutTitle)}</h1>
<p role="status">${escapeHtml(t.signingOutText)}</p>
${form}
<button type="submit" form="op.logoutForm">${escapeHtml(t.signOutButton)}</button>`,
    script,
  );
}

export interface SetPasswordPageInput {
  locale: AuthLocale;
  action: string;
  otherLanguageHref: string;
  email: string;
  minLength: number;
  error?: 'passwordTooShort' | 'passwordsDiffer';
}

/** The one-time link's page: a new password, twice. */
export function renderSetPasswordPage({ locale, action, otherLanguageHref, email, minLength, error }: SetPasswordPageInput): string {
  const t = authMessages(locale);
  const fill = (text: string) => text.replace('{{email}}', email).replace('{{min}}', String(minLength));
  const invalid = error ? ' aria-invalid="true" aria-describedby="password-error"' : '';
  const errorBlock = error ? `<p id="password-error" class="error" role="alert">${escapeHtml(fill(t[error]))}</p>` : '';
  const otherLocale = locale === 'tr' ? 'en' : 'tr';
  return layout(
    locale,
    t.setPasswordTitle,
    `<h1>${escapeHtml(t.setPasswordTitle)}</h1>
<p>${escapeHtml(fill(t.setPasswordIntro))}</p>
${errorBlock}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="lang" value="${locale}">
<input type="email" name="email" autocomplete="username" value="${escapeHtml(email)}" hidden readonly>
<label for="password">${escapeHtml(t.newPasswordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${minLength}" required autofocus${invalid}>
<label for="repeat">${escapeHtml(t.repeatPasswordLabel)}</label>
<input id="repeat" name="repeat" type="password" autocomplete="new-password" minlength="${minLength}" required${invalid}>
<button type="submit">${escapeHtml(t.setPasswordSubmit)}</button>
</form>
<p class="language"><a href="${escapeHtml(otherLanguageHref)}" lang="${otherLocale}" hreflang="${otherLocale}">${escapeHtml(t.otherLanguage)}</a></p>`,
  );
}

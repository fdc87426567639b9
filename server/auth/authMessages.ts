/** The embedded provider's pages, in Turkish (default) and English. */
export type AuthLocale = 'tr' | 'en';

const tr = {
  productName: 'Haber Merkezi Yönetim Paneli',
  signInTitle: 'Oturum aç',
  signInIntro: 'Devam etmek için e-posta adresiniz ve parolanızla oturum açın.',
  emailLabel: 'E-posta',
  passwordLabel: 'Parola',
  submit: 'Oturum aç',
  wrongCredentials: 'E-posta veya parola hatalı',
  missingCredentials: 'E-posta ve parola gerekli',
  tooManyAttempts: 'Çok fazla hatalı deneme. Lütfen birkaç dakika sonra yeniden deneyin.',
  otherLanguage: 'English',
  sessionExpiredTitle: 'Oturum açma süresi doldu',
  sessionExpiredText: 'Bu oturum açma sayfası artık geçerli değil. Lütfen uygulamaya dönüp yeniden deneyin.',
  backToApp: 'Uygulamaya dön',
  errorTitle: 'Bir hata oluştu',
  errorText: 'Oturum açma isteği tamamlanamadı.',
  signingOutTitle: 'Oturum kapatılıyor',
  signingOutText: 'Oturumunuz kapatılıyor…',
  signOutButton: 'Oturumu kapat',
  signedOutTitle: 'Oturum kapatıldı',
  signedOutText: 'Oturumunuz kapatıldı.',
  setPasswordTitle: 'Parola belirle',
  setPasswordIntro: '{{email}} için bir parola belirleyin. Sonra bu e-posta adresi ve parolayla oturum açabilirsiniz.',
  newPasswordLabel: 'Yeni parola',
  repeatPasswordLabel: 'Yeni parola (tekrar)',
  setPasswordSubmit: 'Parolayı kaydet',
  passwordTooShort: 'Parola en az {{min}} karakter olmalı.',
  passwordsDiffer: 'Parolalar aynı değil.',
  passwordLinkInvalidTitle: 'Bağlantı geçersiz',
  passwordLinkInvalidText: 'Bu parola bağlantısı kullanılmış, süresi dolmuş ya da hiç oluşturulmamış. Yöneticinizden yeni bir bağlantı isteyin.',
  passwordSetTitle: 'Parola kaydedildi',
  passwordSetText: 'Parolanız kaydedildi. Artık oturum açabilirsiniz.',
} as const;

export type AuthMessageKey = keyof typeof tr;

const en: Record<AuthMessageKey, string> = {
  productName: 'Newsroom back office',
  signInTitle: 'Sign in',
  signInIntro: 'Sign in with your e-mail address and password to continue.',
  emailLabel: 'E-mail',
  passwordLabel: 'Password',
  submit: 'Sign in',
  wrongCredentials: 'Wrong e-mail or password',
  missingCredentials: 'E-mail and password are required',
  tooManyAttempts: 'Too many failed attempts. Please try again in a few minutes.',
  otherLanguage: 'Türkçe',
  sessionExpiredTitle: 'Sign-in expired',
  sessionExpiredText: 'This sign-in page is no longer valid. Please go back to the application and try again.',
  backToApp: 'Back to the application',
  errorTitle: 'Something went wrong',
  errorText: 'The sign-in request could not be completed.',
  signingOutTitle: 'Signing out',
  signingOutText: 'Signing you out…',
  signOutButton: 'Sign out',
  signedOutTitle: 'Signed out',
  signedOutText: 'You have been signed out.',
  setPasswordTitle: 'Set your password',
  setPasswordIntro: 'Choose a password for {{email}}. Then sign in with this e-mail address and the password.',
  newPasswordLabel: 'New password',
  repeatPasswordLabel: 'New password (again)',
  setPasswordSubmit: 'Save the password',
  passwordTooShort: 'The password must have at least {{min}} characters.',
  passwordsDiffer: 'The passwords are not the same.',
  passwordLinkInvalidTitle: 'This link is not valid',
  passwordLinkInvalidText: 'This password link was already used, has expired or never existed. Ask your administrator for a new one.',
  passwordSetTitle: 'Password saved',
  passwordSetText: 'Your password is saved. You can sign in now.',
};

const MESSAGES: Record<AuthLocale, Record<AuthMessageKey, string>> = { tr, en };

export function authMessages(locale: AuthLocale): Record<AuthMessageKey, string> {
  return MESSAGES[locale];
}

function localeOfTag(tag: string): AuthLocale | undefined {
  const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
  return primary === 'tr' || primary === 'en' ? primary : undefined;
}

/**
 * An explicit choice (the page's language link), then the client's `ui_locales` (space separated,
 * in order of preference), then the browser's Accept-Language (by q-value); Turkish otherwise.
 */
export function pickAuthLocale(sources: { explicit?: unknown; uiLocales?: unknown; acceptLanguage?: unknown }): AuthLocale {
  if (typeof sources.explicit === 'string') {
    const chosen = localeOfTag(sources.explicit);
    if (chosen) return chosen;
  }
  if (typeof sources.uiLocales === 'string') {
    for (const tag of sources.uiLocales.split(' ')) {
      const chosen = localeOfTag(tag);
      if (chosen) return chosen;
    }
  }
  if (typeof sources.acceptLanguage === 'string') {
    const ranked = sources.acceptLanguage
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.split(';');
        const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
        return { tag, q: q === undefined ? 1 : Number(q) };
      })
      .filter(({ q }) => q > 0)
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      const chosen = localeOfTag(tag);
      if (chosen) return chosen;
    }
  }
  return 'tr';
}

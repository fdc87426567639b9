/** The users' screens beyond the generated form: the one-time set-password link. */
export const en = {
  users: {
    passwordLink: {
      create: 'Set-password link',
      title: 'Set-password link',
      message:
        'Send this link to %{name}. With it they set a password once and can then sign in; it works until %{expiresAt}.\n%{url}',
    },
  },
};

export const tr: typeof en = {
  users: {
    passwordLink: {
      create: 'Parola bağlantısı',
      title: 'Parola belirleme bağlantısı',
      message:
        'Bu bağlantıyı %{name} kişisine gönderin. Bağlantıyla bir kez parola belirleyip oturum açabilir; %{expiresAt} tarihine kadar geçerlidir.\n%{url}',
    },
  },
};

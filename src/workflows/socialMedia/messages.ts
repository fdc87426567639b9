/** socialMedia's interface texts, loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  socialMedia: {
    title: 'Social media',
  },
};

// Turkish is the interface's default language: write these in Turkish before a screen shows them.
export const tr: typeof en = {
  socialMedia: {
    title: 'Social media',
  },
};

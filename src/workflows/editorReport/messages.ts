/** editorReport's interface texts, loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  editorReport: {
    title: 'Editor report',
  },
};

// Turkish is the interface's default language: write these in Turkish before a screen shows them.
export const tr: typeof en = {
  editorReport: {
    title: 'Editor report',
  },
};

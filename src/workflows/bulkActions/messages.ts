/** bulkActions's interface texts, loaded with every workflow's (src/i18n/messages.ts): the actions' names on the bulk bar. */
export const en = {
  bulkActions: {
    title: 'Bulk actions',
    markUsed: 'Mark used',
    markInappropriate: 'Mark inappropriate',
  },
};

export const tr: typeof en = {
  bulkActions: {
    title: 'Toplu işlemler',
    markUsed: 'Kullanıldı işaretle',
    markInappropriate: 'Uygunsuz işaretle',
  },
};

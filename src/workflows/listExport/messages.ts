/** listExport's interface texts, loaded with every workflow's (src/i18n/messages.ts): the list kit's ExportButton says them. */
export const en = {
  listExport: {
    title: 'List export',
    button: 'Export',
    hint: 'Download what the list shows as a CSV file',
    progress: '%{count} rows…',
    cancel: 'Stop the export',
    done: '%{count} rows exported',
    errors: {
      forbidden: 'You are not authorized to export this list',
      session: 'Your session has ended: sign in again to export',
      failed: 'The list could not be exported. Try again.',
    },
  },
};

export const tr: typeof en = {
  listExport: {
    title: 'Dışa aktarma',
    button: 'Dışa aktar',
    hint: 'Listede görünenleri CSV dosyası olarak indir',
    progress: '%{count} satır…',
    cancel: 'Dışa aktarmayı durdur',
    done: '%{count} satır dışa aktarıldı',
    errors: {
      forbidden: 'Bu listeyi dışa aktarma yetkiniz yok',
      session: 'Oturumunuz sona erdi: dışa aktarmak için yeniden giriş yapın',
      failed: 'Liste dışa aktarılamadı. Yeniden deneyin.',
    },
  },
};

/**
 * The editor content report (server/editorReport/): what the server refuses a range with and how it
 * names a creator it has no user for. Plain data: the server and the admin read the same texts.
 */
export const en = {
  editorContentReport: {
    errors: {
      invalidDate: 'The report needs a start and an end date.',
      startAfterEnd: 'The start date must be before the end date.',
      tooLong: 'The report covers at most {{maxDays}} days: choose a shorter range.',
    },
    // ours: contents the server wrote itself (the demo seed) have no creator.
    system: 'System',
    // ours: a creator whose user record is gone.
    unknownEditor: 'User {{id}}',
  },
};

export const tr: typeof en = {
  editorContentReport: {
    errors: {
      invalidDate: 'Rapor için başlangıç ve bitiş tarihi gerekli.',
      startAfterEnd: 'Başlangıç tarihi bitiş tarihinden önce olmalı.',
      tooLong: 'Rapor en çok {{maxDays}} günü kapsar: daha kısa bir aralık seçin.',
    },
    system: 'Sistem',
    unknownEditor: 'Kullanıcı {{id}}',
  },
};

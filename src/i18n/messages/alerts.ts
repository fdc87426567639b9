/** Titles and buttons of the alert, confirm and toast messages (spec 01 §8 message types). */
export const en = {
  alerts: {
    titles: {
      error: 'Error',
      warning: 'Warning',
      success: 'Success',
      info: 'Information',
      primary: 'Notice',
    },
    ok: 'OK',
    copy: 'Copy',
    confirm: 'Yes',
    cancel: 'Cancel',
    close: 'Close',
  },
};

export const tr: typeof en = {
  alerts: {
    titles: {
      error: 'Hata',
      warning: 'Uyarı',
      success: 'Başarılı',
      info: 'Bilgi',
      primary: 'Bildirim',
    },
    ok: 'Tamam',
    copy: 'Kopyala',
    confirm: 'Evet',
    cancel: 'Vazgeç',
    close: 'Kapat',
  },
};

/** The users' screens beyond the generated form: the one-time set-password link, the refresh from the identity directory. */
export const en = {
  users: {
    passwordLink: {
      create: 'Set-password link',
      title: 'Set-password link',
      message:
        'Send this link to %{name}. With it they set a password once and can then sign in; it works until %{expiresAt}.\n%{url}',
    },
    directory: {
      refresh: 'Refresh from directory',
      title: 'Refresh %{name} from the directory',
      intro: 'The directory says otherwise of these fields. Save to take its values.',
      field: 'Field',
      current: 'Current value',
      directoryValue: 'Directory value',
      empty: 'None',
      picture: 'Picture',
      noChanges: 'The directory says the same of %{name}: nothing to refresh.',
      notFound: '%{name} is not in the directory.',
      unsaved: 'Save or discard your changes before refreshing from the directory.',
      saved: 'Saved from the directory: %{fields}.',
      nothingSaved: 'The directory now says the same: nothing was saved.',
      close: 'Close',
      cancel: 'Cancel',
      save: 'Save',
      refreshAll: 'Refresh all from directory',
      confirmAll: 'Refresh every user of %{site} from the directory? Their name, e-mail, department and picture are saved as the directory says, without showing each change first.',
      confirmAllTitle: 'Refresh all users',
      confirmAllLabel: 'Refresh all',
      progress: 'Refreshing the users of the site from the directory: %{done} of %{total}.',
      waiting: 'The refresh of the site’s users is waiting to start.',
      done: 'Refresh from the directory done: %{refreshed} refreshed, %{unchanged} unchanged, %{notFound} not in the directory, %{failed} failed.',
      failed: 'The refresh of the site’s users stopped: %{refreshed} refreshed, %{unchanged} unchanged, %{notFound} not in the directory, %{failed} failed.',
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
    directory: {
      refresh: 'Dizinden yenile',
      title: '%{name} kişisini dizinden yenile',
      intro: 'Dizin bu alanlarda farklı bilgi veriyor. Dizindeki değerleri almak için kaydedin.',
      field: 'Alan',
      current: 'Şimdiki değer',
      directoryValue: 'Dizindeki değer',
      empty: 'Yok',
      picture: 'Resim',
      noChanges: 'Dizin %{name} için aynı bilgileri veriyor: yenilenecek bir şey yok.',
      notFound: '%{name} dizinde yok.',
      unsaved: 'Dizinden yenilemeden önce değişikliklerinizi kaydedin ya da vazgeçin.',
      saved: 'Dizinden kaydedildi: %{fields}.',
      nothingSaved: 'Dizin artık aynı bilgileri veriyor: hiçbir şey kaydedilmedi.',
      close: 'Kapat',
      cancel: 'Vazgeç',
      save: 'Kaydet',
      refreshAll: 'Tümünü dizinden yenile',
      confirmAll: '%{site} sitesinin tüm kullanıcıları dizinden yenilensin mi? Ad, e-posta, birim ve resimleri her değişiklik tek tek gösterilmeden dizindeki gibi kaydedilir.',
      confirmAllTitle: 'Tüm kullanıcıları yenile',
      confirmAllLabel: 'Tümünü yenile',
      progress: 'Sitenin kullanıcıları dizinden yenileniyor: %{total} kişiden %{done} kişi.',
      waiting: 'Sitenin kullanıcılarının yenilenmesi başlamayı bekliyor.',
      done: 'Dizinden yenileme bitti: %{refreshed} yenilendi, %{unchanged} değişmedi, %{notFound} dizinde yok, %{failed} başarısız.',
      failed: 'Sitenin kullanıcılarının yenilenmesi durdu: %{refreshed} yenilendi, %{unchanged} değişmedi, %{notFound} dizinde yok, %{failed} başarısız.',
    },
  },
};

/** The editor's handbook (spec 02 §1): the dialog before the first edit and the acceptances list. The text itself comes from the server. */
export const en = {
  handbook: {
    read: 'I read',
    understand: 'I understand',
    willApply: 'I will apply',
    accept: 'Accept and continue',
    cancel: 'Cancel',
    tickAll: 'Tick all three boxes to continue.',
    loadFailed: 'The editor’s handbook could not be loaded.',
    acceptances: {
      title: 'Editor’s handbook acceptances',
      intro: 'Who accepted which version of the editor’s handbook, and when. A user whose last acceptance is of an earlier version is asked again at their next edit.',
      user: 'User',
      email: 'E-mail',
      version: 'Version',
      acceptedDate: 'Accepted',
      current: 'Current',
      earlier: 'Earlier',
      noData: 'Nobody has accepted the handbook yet.',
      showMore: 'Show more',
      loadFailed: 'The acceptances could not be loaded.',
    },
  },
};

export const tr: typeof en = {
  handbook: {
    read: 'Okudum',
    understand: 'Anladım',
    willApply: 'Uygulayacağım',
    accept: 'Kabul et ve devam et',
    cancel: 'Vazgeç',
    tickAll: 'Devam etmek için üç kutuyu da işaretleyin.',
    loadFailed: 'Editör el kitabı yüklenemedi.',
    acceptances: {
      title: 'Editör el kitabı onayları',
      intro: 'Editör el kitabının hangi sürümünü kimin ne zaman kabul ettiği. Son onayı daha eski bir sürüme ait olan kullanıcıdan bir sonraki düzenlemesinde yeniden onay istenir.',
      user: 'Kullanıcı',
      email: 'E-posta',
      version: 'Sürüm',
      acceptedDate: 'Kabul tarihi',
      current: 'Güncel',
      earlier: 'Eski',
      noData: 'Henüz kimse el kitabını kabul etmedi.',
      showMore: 'Daha fazla göster',
      loadFailed: 'Onaylar yüklenemedi.',
    },
  },
};

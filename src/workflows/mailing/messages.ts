/**
 * The newsletter screens' words (spec 02 §2–§5). Field labels are the resource's
 * (`resources.mailings.fields.*`), statuses and types the enums', errors `mailing.errors.*`.
 */
export const en = {
  mailingScreens: {
    list: {
      filters: 'Newsletter filters',
      search: 'Search',
      new: 'New',
      noData: 'There is no current newsletter.',
      table: 'Current newsletters',
    },
    detail: {
      newTitle: 'New newsletter',
      loadFailed: 'The newsletter could not be loaded.',
      notFound: 'The newsletter does not exist.',
      readOnly: 'This newsletter is being sent or has been sent; it can no longer be changed.',
      save: 'Save',
      saved: 'The newsletter was saved.',
      schedule: 'Schedule',
      scheduled: 'The newsletter was scheduled.',
      retry: 'Retry',
      cancel: 'Cancel the newsletter',
      cancelTitle: 'Cancel this mailing?',
      cancelBody: 'Cancel this mailing? No e-mail will be sent.',
      canceled: 'The newsletter was canceled.',
      back: 'Back to the list',
      conflict: 'Someone else changed this newsletter meanwhile. What you typed is kept: reload it to see their version.',
    },
    items: {
      title: 'News',
      add: 'Add news',
      empty: 'No news yet: add some from the content picker.',
      list: 'The newsletter’s news',
      moveUp: 'Move up',
      moveDown: 'Move down',
      remove: 'Remove',
      drag: 'Drag to reorder; with the keyboard, space then the arrow keys',
      duplicate: 'Already in the newsletter: {{titles}}',
    },
  },
};

export const tr: typeof en = {
  mailingScreens: {
    list: {
      filters: 'E-bülten filtreleri',
      search: 'Ara',
      new: 'Yeni',
      noData: 'Güncel e-bülten yok.',
      table: 'Güncel e-bültenler',
    },
    detail: {
      newTitle: 'Yeni e-bülten',
      loadFailed: 'E-bülten yüklenemedi.',
      notFound: 'E-bülten bulunamadı.',
      readOnly: 'Bu e-bülten gönderiliyor ya da gönderildi; artık değiştirilemez.',
      save: 'Kaydet',
      saved: 'E-bülten kaydedildi.',
      schedule: 'Zamanla',
      scheduled: 'E-bülten zamanlandı.',
      retry: 'Tekrar dene',
      cancel: 'E-bülteni iptal et',
      cancelTitle: 'Bu e-bülten iptal edilsin mi?',
      cancelBody: 'Bu e-bülten iptal edilsin mi? Hiçbir e-posta gönderilmeyecek.',
      canceled: 'E-bülten iptal edildi.',
      back: 'Listeye dön',
      conflict: 'Bu e-bülteni bu arada başka biri değiştirdi. Yazdıklarınız duruyor: onun sürümünü görmek için yeniden yükleyin.',
    },
    items: {
      title: 'Haberler',
      add: 'Haber ekle',
      empty: 'Henüz haber yok: içerik seçiciden ekleyin.',
      list: 'E-bültenin haberleri',
      moveUp: 'Yukarı taşı',
      moveDown: 'Aşağı taşı',
      remove: 'Kaldır',
      drag: 'Sıralamak için sürükleyin; klavyeyle boşluk, sonra ok tuşları',
      duplicate: 'Zaten e-bültende: {{titles}}',
    },
  },
};

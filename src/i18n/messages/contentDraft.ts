/** Drafts: the resume prompt, the editor's draft and connection state, the draft list (spec 02 §2, §4; issue 13). */
export const en = {
  contentDraft: {
    resume: {
      title: 'Continue on the draft?',
      message: 'You have a draft of this item, saved %{time}. It differs from the item in: %{fields}.',
      deviceOnly: 'This device kept what you typed %{time}; it had not reached the server. It differs from the item in: %{fields}.',
      savedSince: 'You have a draft of this item from %{time}, and the item has been saved since. Continuing puts the draft over those changes in: %{fields}.',
      continue: 'Continue on the draft',
      discard: 'Discard the draft',
    },
    status: {
      offline: 'Offline: what you type is kept on this device',
      kept: 'Kept on this device',
      saving: 'Saving the draft…',
      saved: 'Draft saved %{time}',
    },
    list: {
      title: 'Drafts',
      columns: { draftDate: 'Draft date', title: 'Title and spot', type: 'Content type', category: 'Category', editor: 'Editor', other: 'Other' },
      badges: { newItem: 'New item', savedSince: 'Item saved since' },
      empty: 'You have no drafts.',
      allShown: 'All drafts are shown',
      loadFailed: 'The drafts could not be loaded.',
    },
  },
};

export const tr: typeof en = {
  contentDraft: {
    resume: {
      title: 'Taslaktan devam edilsin mi?',
      message: 'Bu içeriğin %{time} tarihinde kaydedilmiş bir taslağı var. İçerikten şu alanlarda farklı: %{fields}.',
      deviceOnly: 'Bu cihaz %{time} tarihinde yazdıklarınızı sakladı; sunucuya ulaşmamıştı. İçerikten şu alanlarda farklı: %{fields}.',
      savedSince: 'Bu içeriğin %{time} tarihli bir taslağı var ve içerik o zamandan beri kaydedildi. Devam ederseniz şu alanlarda taslaktaki değerler o değişikliklerin yerine geçer: %{fields}.',
      continue: 'Taslaktan devam et',
      discard: 'Taslağı sil',
    },
    status: {
      offline: 'Bağlantı yok: yazdıklarınız bu cihazda saklanıyor',
      kept: 'Bu cihazda saklandı',
      saving: 'Taslak kaydediliyor…',
      saved: 'Taslak kaydedildi %{time}',
    },
    list: {
      title: 'Taslaklar',
      columns: { draftDate: 'Taslak tarihi', title: 'Başlık ve spot', type: 'İçerik türü', category: 'Kategori', editor: 'Editör', other: 'Diğer' },
      badges: { newItem: 'Yeni içerik', savedSince: 'İçerik sonra kaydedildi' },
      empty: 'Taslağınız yok.',
      allShown: 'Tüm taslaklar gösteriliyor',
      loadFailed: 'Taslaklar yüklenemedi.',
    },
  },
};

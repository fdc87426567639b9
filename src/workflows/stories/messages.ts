/** The stories' and reels' interface texts (the board's under `board`, the editors' under `editor`), loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  stories: {
    board: {
      tabs: { label: 'Lists', published: 'Published', pending: 'Pending (%{count})' },
      columns: { order: 'Order', title: 'Title', type: 'Type', categories: 'Categories', publishDate: 'Publish date', frames: 'Frames', actions: 'Actions' },
      filters: { label: 'Filters', category: 'Category', type: 'Type' },
      allCategories: 'All categories',
      pinned: 'Pinned',
      order: 'Order %{order}',
      locked: 'Remove the filters and show the published list to change the order or a pin',
      readOnly: 'You can view this list; changing it needs the permission to save.',
      adLocked: 'Moving or pinning an advertisement needs the story advertisement permission.',
      loadFailed: 'The list could not be loaded.',
      actions: { edit: 'Edit', pin: 'Pin', unpin: 'Unpin', delete: 'Delete' },
      confirmDelete: { title: 'Delete “%{title}”?', content: 'It leaves the site and its list; this cannot be undone.' },
      notify: { deleteFailed: 'It could not be deleted.', deleted: 'Deleted.' },
      drag: {
        instructions:
          'To move a row, press space or enter. While moving, use the arrow keys to move it up or down; press space or enter again to drop it, or escape to cancel.',
        start: 'Picked up %{title}, at position %{position}.',
        over: '%{title} is at position %{position}.',
        end: '%{title} was dropped at position %{position}.',
        cancel: 'Moving was cancelled: %{title} stays where it was.',
      },
      stories: {
        new: 'New story',
        table: 'Stories',
        empty: 'There are no published stories yet.',
        pendingEmpty: 'No story is waiting for its publish date.',
        filteredEmpty: 'No story matches the filters.',
      },
      reels: {
        new: 'New reel',
        table: 'Reels',
        empty: 'There are no published reels yet.',
        pendingEmpty: 'No reel is waiting for its publish date.',
        filteredEmpty: 'No reel matches the filters.',
      },
    },
    editor: {},
  },
};

export const tr: typeof en = {
  stories: {
    board: {
      tabs: { label: 'Listeler', published: 'Yayında', pending: 'Bekleyen (%{count})' },
      columns: { order: 'Sıra', title: 'Başlık', type: 'Tür', categories: 'Kategoriler', publishDate: 'Yayın tarihi', frames: 'Kare', actions: 'İşlemler' },
      filters: { label: 'Filtreler', category: 'Kategori', type: 'Tür' },
      allCategories: 'Tüm kategoriler',
      pinned: 'Sabitlendi',
      order: '%{order}. sıra',
      locked: 'Sırayı ya da sabitlemeyi değiştirmek için filtreleri kaldırıp yayındaki listeyi gösteriniz',
      readOnly: 'Bu listeyi görüntüleyebilirsiniz; değiştirmek için kaydetme yetkisi gerekir.',
      adLocked: 'Bir reklamı taşımak ya da sabitlemek için hikâye reklamı yetkisi gerekir.',
      loadFailed: 'Liste yüklenemedi.',
      actions: { edit: 'Düzenle', pin: 'Sabitle', unpin: 'Sabitlemeyi kaldır', delete: 'Sil' },
      confirmDelete: { title: '“%{title}” silinsin mi?', content: 'Siteden ve listesinden kalkar; bu geri alınamaz.' },
      notify: { deleteFailed: 'Silinemedi.', deleted: 'Silindi.' },
      drag: {
        instructions:
          'Bir satırı taşımak için boşluk ya da enter tuşuna basın. Taşırken ok tuşlarıyla yukarı ya da aşağı götürün; bırakmak için yeniden boşluk ya da enter, vazgeçmek için escape tuşuna basın.',
        start: '%{title} alındı, %{position}. sırada.',
        over: '%{title} %{position}. sırada.',
        end: '%{title} %{position}. sıraya bırakıldı.',
        cancel: 'Taşıma iptal edildi: %{title} yerinde kaldı.',
      },
      stories: {
        new: 'Yeni hikâye',
        table: 'Hikâyeler',
        empty: 'Henüz yayında hikâye yok.',
        pendingEmpty: 'Yayın tarihini bekleyen hikâye yok.',
        filteredEmpty: 'Filtrelere uyan hikâye yok.',
      },
      reels: {
        new: 'Yeni reels',
        table: 'Reels',
        empty: 'Henüz yayında reels yok.',
        pendingEmpty: 'Yayın tarihini bekleyen reels yok.',
        filteredEmpty: 'Filtrelere uyan reels yok.',
      },
    },
    editor: {},
  },
};

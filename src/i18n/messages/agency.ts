/** The agency desk (spec 01 §2: agency/list/:tab?, archive/list). */
export const en = {
  agency: {
    tabs: { contents: 'Agency contents', archive: 'Archive', video: 'Videos' },
    columns: { title: 'Title', agency: 'Agency', category: 'Category', time: 'Time', status: 'Status', used: 'Used', images: 'Images' },
    statuses: { new: 'New', read: 'Read', inProgress: 'In progress', done: 'Done', rejected: 'Rejected' },
    statusOf: 'Status of %{title}',
    used: 'Used',
    filters: { label: 'Filters', agencies: 'Agencies', newsType: 'News type', all: 'All', used: 'Used content', inappropriate: 'Inappropriate content' },
    showMore: 'Show more',
    allShown: 'All items are shown',
    empty: 'No items',
    loadFailed: 'The list could not be loaded.',
    statusChanged: 'The status was changed',
    statusFailed: 'The status could not be changed',
  },
};

export const tr: typeof en = {
  agency: {
    tabs: { contents: 'Ajans içerikleri', archive: 'Arşiv', video: 'Videolar' },
    columns: { title: 'Başlık', agency: 'Ajans', category: 'Kategori', time: 'Saat', status: 'Durum', used: 'Kullanıldı', images: 'Görseller' },
    statuses: { new: 'Yeni', read: 'Okundu', inProgress: 'Çalışılıyor', done: 'Tamamlandı', rejected: 'Reddedildi' },
    statusOf: '%{title} durumu',
    used: 'Kullanıldı',
    filters: { label: 'Filtreler', agencies: 'Ajanslar', newsType: 'Haber tipi', all: 'Tümü', used: 'Kullanılan içerik', inappropriate: 'Uygunsuz içerik' },
    showMore: 'Daha fazla göster',
    allShown: 'Tüm kayıtlar gösteriliyor',
    empty: 'Kayıt yok',
    loadFailed: 'Liste yüklenemedi.',
    statusChanged: 'Durum değiştirildi',
    statusFailed: 'Durum değiştirilemedi',
  },
};

/** activityLog's interface texts, loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  activityLog: {
    title: 'Activity log',
    intro: 'Every save, status change, restore and delete on this site, newest first.',
    filters: 'Activity log filters',
    system: 'System',
    columns: { at: 'When', user: 'Who', action: 'Action', resource: 'Record type', record: 'Record', fields: 'Changed fields', revision: 'Revision' },
    actions: { create: 'Created', update: 'Updated', restore: 'Restored', directoryRefresh: 'Refreshed from directory', status: 'Status changed', delete: 'Deleted' },
    revision: 'Revision',
    openRecord: 'Open %{resource} #%{id}',
    empty: 'No activity matches the filters.',
    allShown: 'All activity is shown.',
    loadFailed: 'The activity log could not be loaded.',
  },
};

export const tr: typeof en = {
  activityLog: {
    title: 'İşlem kaydı',
    intro: 'Bu sitedeki her kaydetme, durum değişikliği, geri yükleme ve silme; en yenisi üstte.',
    filters: 'İşlem kaydı filtreleri',
    system: 'Sistem',
    columns: { at: 'Zaman', user: 'Kim', action: 'İşlem', resource: 'Kayıt türü', record: 'Kayıt', fields: 'Değişen alanlar', revision: 'Sürüm' },
    actions: { create: 'Oluşturdu', update: 'Güncelledi', restore: 'Geri yükledi', directoryRefresh: 'Dizinden yeniledi', status: 'Durumu değiştirdi', delete: 'Sildi' },
    revision: 'Sürüm',
    openRecord: '%{resource} #%{id} kaydını aç',
    empty: 'Filtrelere uyan işlem yok.',
    allShown: 'Tüm işlemler gösteriliyor.',
    loadFailed: 'İşlem kaydı yüklenemedi.',
  },
};

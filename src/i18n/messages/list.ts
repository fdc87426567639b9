/** The list kit (src/controls/list): what every list says the same way (spec 01 §4, §9; spec 02 §2). */
export const en = {
  list: {
    noData: 'No data',
    showMore: 'Show more',
    allShown: 'All records are shown',
    loadFailed: 'The list could not be loaded.',
    filters: {
      all: 'All',
      dates: 'Dates',
      anyDate: 'Any date',
      clear: 'Clear filters',
    },
    columns: {
      choose: 'Columns',
      menu: 'Columns shown',
    },
  },
};

export const tr: typeof en = {
  list: {
    noData: 'Veri yok',
    showMore: 'Daha fazla göster',
    allShown: 'Tüm kayıtlar gösteriliyor',
    loadFailed: 'Liste yüklenemedi.',
    filters: {
      all: 'Tümü',
      dates: 'Tarihler',
      anyDate: 'Tüm tarihler',
      clear: 'Filtreleri temizle',
    },
    columns: {
      choose: 'Sütunlar',
      menu: 'Gösterilen sütunlar',
    },
  },
};

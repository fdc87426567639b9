/** The editor report's interface texts, loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  editorReport: {
    title: 'Editor content report',
    filters: 'Report filters',
    types: 'Content type',
    table: 'Editors',
    columns: {
      editor: 'Editor',
      contentCount: 'Content count',
      newsWorthyCount: 'News-worthy count',
      total: 'Total',
    },
    totals: 'Total',
    // ours: a row's types, shown when it is opened.
    byType: 'By content type',
    typeCount: '%{count} (%{newsWorthy} news-worthy)',
    expand: 'Show %{name}’s content types',
    collapse: 'Hide %{name}’s content types',
    // ours: the CSV's per-type columns.
    csvNewsWorthy: '%{type} (news-worthy)',
    chart: 'Contents per editor',
    chartLoading: 'Loading the chart…',
    // ours: the chart shows the first editors of the table's order.
    chartFirst: 'The chart shows the first %{count} editors in the table’s order.',
    export: 'Export CSV',
    fileName: 'editor-content-report',
    // Spec 02 §8: 'Video process queue and editor report fetch error'.
    fetchError: 'Editor report fetch error',
    empty: 'No content was created in this range.',
    range: 'Contents created from %{from} to %{to}',
  },
};

export const tr: typeof en = {
  editorReport: {
    title: 'Editör içerik raporu',
    filters: 'Rapor filtreleri',
    types: 'İçerik türü',
    table: 'Editörler',
    columns: {
      editor: 'Editör',
      contentCount: 'İçerik sayısı',
      newsWorthyCount: 'Haber değeri taşıyan',
      total: 'Toplam',
    },
    totals: 'Toplam',
    byType: 'İçerik türüne göre',
    typeCount: '%{count} (%{newsWorthy} haber değeri taşıyan)',
    expand: '%{name} için içerik türlerini göster',
    collapse: '%{name} için içerik türlerini gizle',
    csvNewsWorthy: '%{type} (haber değeri taşıyan)',
    chart: 'Editör başına içerik',
    chartLoading: 'Grafik yükleniyor…',
    chartFirst: 'Grafik, tablonun sırasıyla ilk %{count} editörü gösterir.',
    export: 'CSV olarak indir',
    fileName: 'editor-icerik-raporu',
    fetchError: 'Editör raporu alınırken hata oluştu',
    empty: 'Bu aralıkta oluşturulan içerik yok.',
    range: '%{from} – %{to} arasında oluşturulan içerikler',
  },
};

/**
 * What the lists say, both on the admin's screens and in the server's CSV exports of them
 * (server/listExport): the column headers of the content list, the drafts, the agency desk and the
 * media library, the agency statuses and marks, and a true/false cell's yes/no. The screens read them
 * by key (`contentList.columns.title`); the exports read these objects. `exportColumns` are the
 * headers of export columns no screen column says (a column split in two, a unit in the header).
 */
export const en = {
  contentList: {
    columns: {
      status: 'Status',
      id: 'ID',
      contentDate: 'Content date',
      title: 'Title and spot',
      type: 'Content type',
      category: 'Category',
      editor: 'Editor',
      other: 'Other',
    },
    exportColumns: { newsWorthy: 'Newsworthy', homepage: 'On the homepage' },
  },
  contentDraft: {
    list: {
      columns: { draftDate: 'Draft date', title: 'Title and spot', type: 'Content type', category: 'Category', editor: 'Editor', other: 'Other' },
      exportColumns: { contentId: 'Content ID' },
    },
  },
  agency: {
    columns: { title: 'Title', agency: 'Agency', category: 'Category', time: 'Time', status: 'Status', flags: 'Marks', images: 'Images' },
    exportColumns: { createdDate: 'Date', agencyContentId: 'Agency item id', spot: 'Spot' },
    statuses: { new: 'New', read: 'Read', inProgress: 'In progress', done: 'Done', rejected: 'Rejected' },
    used: 'Used',
    inappropriate: 'Inappropriate',
  },
  media: {
    library: {
      columns: {
        thumbnail: 'Preview',
        text: 'Caption',
        reporter: 'Reporter',
        source: 'Source',
        size: 'Size',
        createdDate: 'Date',
        mediaType: 'Type',
        usageCount: 'Used',
      },
      exportColumns: { thumbnail: 'File', size: 'Size (bytes)', createdDate: 'Added', usageCount: 'Uses' },
    },
  },
  lowcode: {
    boolean: { yes: 'Yes', no: 'No' },
  },
};

export const tr: typeof en = {
  contentList: {
    columns: {
      status: 'Durum',
      id: 'ID',
      contentDate: 'İçerik tarihi',
      title: 'Başlık ve spot',
      type: 'İçerik türü',
      category: 'Kategori',
      editor: 'Editör',
      other: 'Diğer',
    },
    exportColumns: { newsWorthy: 'Haber değeri', homepage: 'Ana sayfada' },
  },
  contentDraft: {
    list: {
      columns: { draftDate: 'Taslak tarihi', title: 'Başlık ve spot', type: 'İçerik türü', category: 'Kategori', editor: 'Editör', other: 'Diğer' },
      exportColumns: { contentId: 'İçerik ID' },
    },
  },
  agency: {
    columns: { title: 'Başlık', agency: 'Ajans', category: 'Kategori', time: 'Saat', status: 'Durum', flags: 'İşaretler', images: 'Görseller' },
    exportColumns: { createdDate: 'Tarih', agencyContentId: 'Ajans haber no', spot: 'Spot' },
    statuses: { new: 'Yeni', read: 'Okundu', inProgress: 'Çalışılıyor', done: 'Tamamlandı', rejected: 'Reddedildi' },
    used: 'Kullanıldı',
    inappropriate: 'Uygunsuz',
  },
  media: {
    library: {
      columns: {
        thumbnail: 'Önizleme',
        text: 'Açıklama',
        reporter: 'Muhabir',
        source: 'Kaynak',
        size: 'Boyut',
        createdDate: 'Tarih',
        mediaType: 'Tür',
        usageCount: 'Kullanım',
      },
      exportColumns: { thumbnail: 'Dosya', size: 'Boyut (bayt)', createdDate: 'Eklenme tarihi', usageCount: 'Kullanım' },
    },
  },
  lowcode: {
    boolean: { yes: 'Evet', no: 'Hayır' },
  },
};

/**
 * The content picker (spec 02 §2-§4) and the errors of its registry and transformers (spec 02 §8).
 * The picker's language is fixed to Turkish (spec 02 §9, resources/picker/pickerError.ts); the English
 * texts keep the catalogue whole. Texts marked "ours" are not given by the spec.
 */
export const en = {
  picker: {
    providers: {
      contents: 'Our contents',
      agency: 'Agency',
      recipes: 'Recipes',
    },
    dialog: {
      title: 'Content picker',
      selected: 'Selected contents',
      noneSelected: 'No content selected yet.',
      contents: 'Contents',
      filters: 'Filters',
      noData: 'No data',
      showMore: 'Show More',
      add: 'Add',
      close: 'Close',
      edit: 'Edit',
    },
    filters: {
      search: 'Search',
      categories: 'Categories',
      author: 'Author',
      anyAuthor: 'All',
      startDate: 'Start date',
      endDate: 'End date',
      issueNumber: 'Issue number',
      isChiefSelection: "Chief's selection",
      clean: 'Clean',
    },
    editForm: {
      title: 'Edit content',
      fields: { title: 'Title', spot: 'Spot', url: 'URL', externalLink: 'External link', contentUrl: 'Content URL' },
      save: 'Save',
      cancel: 'Cancel',
    },
    // ours: the spec gives the titles; the questions are ours.
    confirm: {
      selectedItems: { title: 'Selected Items Found', content: 'Changing the tab clears the selected contents. Do you want to continue?' },
      editedItems: { title: 'Edited Items Found', content: 'Your edits will be lost when you change the tab. Do you want to continue?' },
      changes: { title: 'Changes Found', content: 'The selected and edited contents will be lost if you close. Do you want to close?' },
      yes: 'Yes',
      no: 'No',
    },
    errors: {
      notFound: 'Content provider, identifier or transformer not found. Please contact the system administrator.',
      // ours: spec 02 §8 says these throw, not what they say.
      recipeInvalid: 'The recipe to transform is missing or is not a valid recipe.',
      recipeNoVerticalCover: 'The recipe has no vertical cover image.',
      recipeNoHorizontalCover: 'The recipe has no horizontal cover image.',
      contentInvalid: 'The content to transform is missing or is not a valid content.',
      noSelectedCover: 'Could not find any selected cover image',
    },
  },
};

export const tr: typeof en = {
  picker: {
    providers: {
      contents: 'İçeriklerimiz',
      agency: 'Ajans',
      recipes: 'Tarifler',
    },
    dialog: {
      title: 'İçerik seçici',
      selected: 'Seçili içerikler',
      noneSelected: 'Henüz içerik seçilmedi.',
      contents: 'İçerikler',
      filters: 'Filtreler',
      noData: 'Veri yok',
      showMore: 'Daha Fazla Göster',
      add: 'Ekle',
      close: 'Kapat',
      edit: 'Düzenle',
    },
    filters: {
      search: 'Ara',
      categories: 'Kategoriler',
      author: 'Yazar',
      anyAuthor: 'Tümü',
      startDate: 'Başlangıç tarihi',
      endDate: 'Bitiş tarihi',
      issueNumber: 'Sayı numarası',
      isChiefSelection: 'Şefin seçimi',
      clean: 'Temizle',
    },
    editForm: {
      title: 'İçeriği düzenle',
      fields: { title: 'Başlık', spot: 'Spot', url: 'URL', externalLink: 'Dış bağlantı', contentUrl: 'İçerik URL' },
      save: 'Kaydet',
      cancel: 'Vazgeç',
    },
    confirm: {
      selectedItems: { title: 'Seçili İçerikler Bulundu', content: 'Sekme değiştiğinde seçili içerikler temizlenir. Devam etmek istiyor musunuz?' },
      editedItems: { title: 'Düzenlenmiş İçerikler Bulundu', content: 'Sekme değiştiğinde düzenlemeleriniz kaybolur. Devam etmek istiyor musunuz?' },
      changes: { title: 'Değişiklikler Bulundu', content: 'Kapatırsanız seçili ve düzenlenmiş içerikler kaybolur. Kapatmak istiyor musunuz?' },
      yes: 'Evet',
      no: 'Hayır',
    },
    errors: {
      notFound: 'İçerik sağlayıcı, tanımlayıcı veya dönüştürücü bulunamadı. Lütfen sistem yöneticisine başvurunuz.',
      recipeInvalid: 'Dönüştürülecek tarif yok ya da geçerli bir tarif değil.',
      recipeNoVerticalCover: 'Tarifin dikey kapak görseli yok.',
      recipeNoHorizontalCover: 'Tarifin yatay kapak görseli yok.',
      contentInvalid: 'Dönüştürülecek içerik yok ya da geçerli bir içerik değil.',
      noSelectedCover: 'Seçili kapak görseli bulunamadı',
    },
  },
};

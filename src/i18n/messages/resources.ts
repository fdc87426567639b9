/**
 * Names and field labels of the resources (`resources.<name>.name`, `resources.<name>.fields.<field>`)
 * and the messages of a refused save (`saveErrors.*`). Plain data: the server imports this file to
 * put the same labels into its BAD_USER_INPUT messages.
 */
export const en = {
  resources: {
    signatures: { name: 'Signatures', fields: { name: 'Name', isApproved: 'Approved' } },
    sources: { name: 'Sources', fields: { name: 'Name', isApproved: 'Approved' } },
    cartoonists: { name: 'Cartoonists', fields: { name: 'Name', isApproved: 'Approved' } },
    categories: {
      name: 'Categories',
      fields: {
        name: 'Name',
        displayName: 'Display name',
        linkName: 'Link name',
        parentId: 'Main category',
        hierarchy: 'Hierarchy',
        contentTypes: 'Content types',
        color: 'Color',
        order: 'Order',
        iconUrl: 'Icon URL',
        options: 'Options',
        isSportsEnabled: 'Sports enabled',
        isApproved: 'Approved',
      },
    },
    authors: {
      name: 'Authors',
      fields: {
        fullName: 'Full name',
        name: 'Name',
        surname: 'Surname',
        nickName: 'Nickname',
        linkName: 'Link name',
        authorType: 'Author type',
        categories: 'Categories',
        email: 'E-mail',
        about: 'About',
        twitter: 'Twitter',
        facebook: 'Facebook',
        instagram: 'Instagram',
        profilePhoto: 'Profile photo',
        order: 'Order',
        isApproved: 'Approved',
      },
    },
    programs: {
      name: 'Programs',
      fields: { name: 'Name', slots: 'Days and time slots', day: 'Day', start: 'Start', end: 'End', isApproved: 'Approved' },
    },
    headlineTags: { name: 'Headline tags', fields: { name: 'Name', isApproved: 'Approved' } },
    headlineCategories: { name: 'Headline categories', fields: { name: 'Name', isApproved: 'Approved' } },
    headlineTypes: { name: 'Headline types', fields: { name: 'Name', categoryId: 'Headline category', isApproved: 'Approved' } },
    brands: {
      name: 'Brands',
      fields: { name: 'Name', logo: 'Brand logo', darkLogo: 'Brand logo (dark)', banner: 'Brand banner', dataSource: 'Data source', isApproved: 'Approved' },
    },
    featureFlags: { name: 'Feature flags', fields: { key: 'Key', description: 'Description', enabled: 'Enabled' } },
  },
  saveErrors: {
    unique: 'The %{name} value is already in use.',
    conflict: 'This record was changed by someone else. Reload it and apply your changes again.',
    notFound: 'This record no longer exists.',
    invalid: 'Please enter a valid %{name}.',
    imageDescription: 'Please enter a description for the %{name}.',
  },
};

export const tr: typeof en = {
  resources: {
    signatures: { name: 'İmzalar', fields: { name: 'Ad', isApproved: 'Onaylı' } },
    sources: { name: 'Kaynaklar', fields: { name: 'Ad', isApproved: 'Onaylı' } },
    cartoonists: { name: 'Karikatüristler', fields: { name: 'Ad', isApproved: 'Onaylı' } },
    categories: {
      name: 'Kategoriler',
      fields: {
        name: 'Ad',
        displayName: 'Görünen ad',
        linkName: 'Bağlantı adı',
        parentId: 'Ana kategori',
        hierarchy: 'Hiyerarşi',
        contentTypes: 'İçerik türleri',
        color: 'Renk',
        order: 'Sıra',
        iconUrl: 'İkon URL',
        options: 'Seçenekler',
        isSportsEnabled: 'Spor etkin',
        isApproved: 'Onaylı',
      },
    },
    authors: {
      name: 'Yazarlar',
      fields: {
        fullName: 'Ad soyad',
        name: 'Ad',
        surname: 'Soyad',
        nickName: 'Takma ad',
        linkName: 'Bağlantı adı',
        authorType: 'Yazar türü',
        categories: 'Kategoriler',
        email: 'E-posta',
        about: 'Hakkında',
        twitter: 'Twitter',
        facebook: 'Facebook',
        instagram: 'Instagram',
        profilePhoto: 'Profil fotoğrafı',
        order: 'Sıra',
        isApproved: 'Onaylı',
      },
    },
    programs: {
      name: 'Programlar',
      fields: { name: 'Ad', slots: 'Günler ve saatler', day: 'Gün', start: 'Başlangıç', end: 'Bitiş', isApproved: 'Onaylı' },
    },
    headlineTags: { name: 'Manşet etiketleri', fields: { name: 'Ad', isApproved: 'Onaylı' } },
    headlineCategories: { name: 'Manşet kategorileri', fields: { name: 'Ad', isApproved: 'Onaylı' } },
    headlineTypes: { name: 'Manşet tipleri', fields: { name: 'Ad', categoryId: 'Manşet kategorisi', isApproved: 'Onaylı' } },
    brands: {
      name: 'Markalar',
      fields: { name: 'Ad', logo: 'Marka logosu', darkLogo: 'Marka logosu (koyu)', banner: 'Marka bannerı', dataSource: 'Veri kaynağı', isApproved: 'Onaylı' },
    },
    featureFlags: { name: 'Özellik bayrakları', fields: { key: 'Anahtar', description: 'Açıklama', enabled: 'Etkin' } },
  },
  saveErrors: {
    unique: '%{name} değeri zaten kullanılıyor.',
    conflict: 'Bu kayıt başka biri tarafından değiştirildi. Kaydı yeniden yükleyip değişikliklerinizi tekrar uygulayın.',
    notFound: 'Bu kayıt artık mevcut değil.',
    invalid: 'Lütfen geçerli bir %{name} giriniz.',
    imageDescription: '%{name} için bir açıklama giriniz.',
  },
};

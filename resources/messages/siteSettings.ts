/**
 * The site settings screen (spec 01 §3 'Site settings') and the labels `saveSiteSettings` puts into
 * its refusals (the server reads `fields` from here, so the form and the API answer say the same).
 */
export const en = {
  siteSettings: {
    title: 'Site settings: {{site}}',
    editors: 'Content editors',
    headlines: 'Headlines and archive',
    texts: 'Texts',
    images: 'Cover images',
    embeds: 'Embedded frames',
    embedHostsHelp: 'Embed codes and frames in texts may load only from these hosts (and the hosts under them), over https. Type a host and press Enter.',
    embedHostsDefault: 'Use the default list',
    save: 'Save',
    saved: 'The site settings were saved.',
    conflict: 'Someone else changed the site settings meanwhile, so nothing was saved. They have been reloaded: apply your changes again.',
    loadFailed: 'The site settings could not be loaded.',
    fields: {
      isExpirationDate: 'Expiration date on contents',
      isProgramEnabled: 'Programs',
      isMagazineQuoteEnabled: 'Magazine quotes',
      isAuthorEnabled: 'Authors',
      isCartoonistEnabled: 'Cartoonists',
      isSmilesEnabled: 'Smileys',
      headlineKickPermission: 'Removing items from the headline',
      isShowAddArchiveButton: 'Add to archive button',
      flashNewsDescription: 'Flash news description',
      dreamInterpretationTitle: 'Dream interpretation title',
      notificationFlashNewsCoverImage: 'Flash news notification cover image',
      liveTransferCoverImage: 'Live broadcast cover image',
      embedHosts: 'Allowed embed hosts',
    },
  },
};

export const tr: typeof en = {
  siteSettings: {
    title: 'Site ayarları: {{site}}',
    editors: 'İçerik editörleri',
    headlines: 'Manşet ve arşiv',
    texts: 'Metinler',
    images: 'Kapak görselleri',
    embeds: 'Gömülü çerçeveler',
    embedHostsHelp: 'Gömme kodları ve metinlerdeki çerçeveler yalnızca bu adreslerden (ve alt adreslerinden) https ile yüklenebilir. Bir adres yazıp Enter tuşuna basın.',
    embedHostsDefault: 'Varsayılan listeyi kullan',
    save: 'Kaydet',
    saved: 'Site ayarları kaydedildi.',
    conflict: 'Site ayarlarını bu arada başka biri değiştirdi, bu yüzden hiçbir şey kaydedilmedi. Ayarlar yeniden yüklendi: değişikliklerinizi tekrar uygulayın.',
    loadFailed: 'Site ayarları yüklenemedi.',
    fields: {
      isExpirationDate: 'İçeriklerde yayından kalkma tarihi',
      isProgramEnabled: 'Programlar',
      isMagazineQuoteEnabled: 'Magazin alıntıları',
      isAuthorEnabled: 'Yazarlar',
      isCartoonistEnabled: 'Karikatüristler',
      isSmilesEnabled: 'İfadeler',
      headlineKickPermission: 'Manşetten içerik çıkarma',
      isShowAddArchiveButton: 'Arşive ekle düğmesi',
      flashNewsDescription: 'Son dakika açıklaması',
      dreamInterpretationTitle: 'Rüya tabiri başlığı',
      notificationFlashNewsCoverImage: 'Son dakika bildirimi kapak görseli',
      liveTransferCoverImage: 'Canlı yayın kapak görseli',
      embedHosts: 'İzin verilen gömme adresleri',
    },
  },
};

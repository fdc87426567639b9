/**
 * The site settings screen (spec 01 §3 'Site settings'); its field labels are with the resources'
 * (resources.ts, `resources.siteSettings.fields`), where the server reads them for its refusals.
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
    // ours: spec 02 §5 gives the rule (a user already added cannot be added again; a user must be selected from the search).
    users: {
      title: 'Users of the site',
      none: 'No user works on this site yet.',
      search: 'Find a user to add',
      hint: 'Type a name or an e-mail and pick the user from the list.',
      onSite: 'Already on the site',
      noMatch: 'No user found',
      add: 'Add to the site',
      added: '{{name}} was added to the site.',
      loadFailed: 'The users of the site could not be loaded.',
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
    users: {
      title: 'Sitenin kullanıcıları',
      none: 'Bu sitede henüz çalışan kullanıcı yok.',
      search: 'Eklenecek kullanıcıyı bulun',
      hint: 'Bir ad ya da e-posta yazın ve kullanıcıyı listeden seçin.',
      onSite: 'Sitede zaten var',
      noMatch: 'Kullanıcı bulunamadı',
      add: 'Siteye ekle',
      added: '{{name}} siteye eklendi.',
      loadFailed: 'Sitenin kullanıcıları yüklenemedi.',
    },
  },
};

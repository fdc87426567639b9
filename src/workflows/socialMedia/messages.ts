/** The social media workflow's texts: the content editor's share panel (src/workflows/socialMedia/README.md). */
export const en = {
  socialMedia: {
    title: 'Social media',
    addAccount: 'Share to an account',
    noAccounts: 'This site has no approved social media account yet (Settings › Social media).',
    allAdded: 'Shared to every approved account of the site.',
    utmSource: 'UTM source',
    noUtmSource: 'No UTM source',
    link: 'Share link',
    linkAfterSave: 'The link is made once the content is saved.',
    noSiteUrl: 'The site has no address to link to.',
    copy: 'Copy the link',
    linkCopied: 'Link copied',
    remove: 'Remove %{account}',
    shares: 'Shares',
  },
};

export const tr: typeof en = {
  socialMedia: {
    title: 'Sosyal medya',
    addAccount: 'Hesapta paylaş',
    noAccounts: 'Bu sitenin henüz onaylı sosyal medya hesabı yok (Ayarlar › Sosyal medya).',
    allAdded: 'Sitenin bütün onaylı hesaplarında paylaşılıyor.',
    utmSource: 'UTM kaynağı',
    noUtmSource: 'UTM kaynağı yok',
    link: 'Paylaşım bağlantısı',
    linkAfterSave: 'Kaydedildikten sonra bağlantı oluşur.',
    noSiteUrl: 'Sitenin bağlanacak bir adresi yok.',
    copy: 'Bağlantıyı kopyala',
    linkCopied: 'Bağlantı kopyalandı',
    remove: '%{account} kaldır',
    shares: 'Paylaşımlar',
  },
};

/** The SEO contents' interface texts (hadith, dream interpretation, dua, fatwa); the refusals are in resources/messages/seoContent.ts. */
export const en = {
  seoContents: {
    title: 'SEO contents',
    list: { updated: 'Updated' },
    newHadith: {
      title: 'New hadith',
      create: 'Create and write',
    },
    subjects: {
      add: 'Add “%{name}”',
      hint: 'Type a name that is not in the list to add it.',
      typeToAdd: 'None yet: type a name to add it',
      chooseMainFirst: 'Choose a main subject first.',
    },
    dreamPageTitle: {
      is: 'The site titles this page “%{title}”.',
      none: 'The site has no title for this page yet.',
      edit: 'Change it in the site settings',
    },
  },
};

export const tr: typeof en = {
  seoContents: {
    title: 'SEO içerikleri',
    list: { updated: 'Güncellenme' },
    newHadith: {
      title: 'Yeni hadis',
      create: 'Oluştur ve yaz',
    },
    subjects: {
      add: '“%{name}” ekle',
      hint: 'Listede olmayan bir ad yazarak ekleyebilirsiniz.',
      typeToAdd: 'Henüz yok: eklemek için bir ad yazın',
      chooseMainFirst: 'Önce bir ana konu seçiniz.',
    },
    dreamPageTitle: {
      is: 'Site bu sayfayı “%{title}” başlığıyla gösteriyor.',
      none: 'Sitenin bu sayfa için henüz bir başlığı yok.',
      edit: 'Site ayarlarından değiştirin',
    },
  },
};

/** globalSearch's interface texts, loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  globalSearch: {
    title: 'Global search',
    placeholder: 'Search (Ctrl+K)',
    label: 'Search contents, drafts, agency, media and people (Ctrl+K or /)',
    results: 'Search results',
    kinds: {
      CONTENT: 'Contents',
      DRAFT: 'My drafts',
      AGENCY_ITEM: 'Agency items',
      MEDIA: 'Media',
      PERSON: 'People',
    },
    showAll: 'Show all in the list',
    untitled: '(untitled)',
    searching: 'Searching…',
    empty: 'Nothing found for “%{query}”.',
    failed: 'The search could not be made. Check the connection and type again.',
    kindFailed: 'Not searched in time; try more words.',
    hint: '↑↓ to move, Enter to open, Esc to close',
  },
};

export const tr: typeof en = {
  globalSearch: {
    title: 'Genel arama',
    placeholder: 'Ara (Ctrl+K)',
    label: 'İçerik, taslak, ajans, medya ve kişilerde ara (Ctrl+K veya /)',
    results: 'Arama sonuçları',
    kinds: {
      CONTENT: 'İçerikler',
      DRAFT: 'Taslaklarım',
      AGENCY_ITEM: 'Ajans haberleri',
      MEDIA: 'Medya',
      PERSON: 'Kişiler',
    },
    showAll: 'Tümünü listede göster',
    untitled: '(başlıksız)',
    searching: 'Aranıyor…',
    empty: '“%{query}” için bir şey bulunamadı.',
    failed: 'Arama yapılamadı. Bağlantıyı kontrol edip yeniden yazın.',
    kindFailed: 'Zamanında aranamadı; daha çok kelime yazın.',
    hint: '↑↓ ile gezin, Enter ile açın, Esc ile kapatın',
  },
};

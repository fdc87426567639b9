/** liveTransfers's interface texts, loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  liveTransfers: {
    title: 'Live transfers',
    list: { clubs: 'From → to' },
  },
};

export const tr: typeof en = {
  liveTransfers: {
    title: 'Canlı transferler',
    list: { clubs: 'Ayrıldığı → gittiği kulüp' },
  },
};

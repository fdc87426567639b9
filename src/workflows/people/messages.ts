/** The people screens' texts, loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  people: {
    title: 'People',
    form: {
      identity: 'Identity',
      dates: 'Dates',
      family: 'Family',
      works: 'Career and works',
    },
  },
};

export const tr: typeof en = {
  people: {
    title: 'Kişiler',
    form: {
      identity: 'Kimlik',
      dates: 'Tarihler',
      family: 'Aile',
      works: 'Kariyer ve eserler',
    },
  },
};

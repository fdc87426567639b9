/**
 * SEO contents (spec 02 §3, §5, §8): the rules' messages (joining the rule catalogue,
 * resources/validationMessages.ts) and the server's refusals. "Subject title add error, perhaps
 * already exists" is the spec's; the others are ours, in its style.
 */
export const SEO_CONTENT_RULE_MESSAGES = {
  en: {
    subjectWithoutMain: 'Choose a main subject before its subject.',
    subjectNotUnderMain: 'Choose a subject under the chosen main subject.',
  },
  tr: {
    subjectWithoutMain: 'Konudan önce ana konuyu seçiniz.',
    subjectNotUnderMain: 'Seçilen ana konunun altındaki bir konuyu seçiniz.',
  },
} as const;

export const en = {
  seoContents: {
    hints: { linkName: 'Made from the title when left empty.' },
    errors: {
      subjectTitleAdd: 'Subject title add error, perhaps already exists.',
      subjectParent: 'A subject must sit under a main subject of the same kind.',
      subjectHasSubs: 'A main subject with subjects under it cannot move under another subject or to another kind.',
    },
  },
  people: {
    hints: { linkName: 'Made from the name when left empty.' },
  },
};

export const tr: typeof en = {
  seoContents: {
    hints: { linkName: 'Boş bırakılırsa başlıktan oluşturulur.' },
    errors: {
      subjectTitleAdd: 'Konu başlığı eklenemedi, zaten var olabilir.',
      subjectParent: 'Bir konu aynı türden bir ana konunun altında olmalıdır.',
      subjectHasSubs: 'Altında konular bulunan bir ana konu başka bir konunun altına ya da başka bir türe taşınamaz.',
    },
  },
  people: {
    hints: { linkName: 'Boş bırakılırsa addan oluşturulur.' },
  },
};

/**
 * People (spec 02 §3): the messages of their rules (resources/personRules.ts). `PERSON_RULE_MESSAGES`
 * joins the rule catalogue (resources/validationMessages.ts, `validation.<key>`), so the browser and
 * the server word a refusal alike. The divorce rule's message is the spec's and lives in the
 * catalogue itself (`divorceWithoutMarriage`); this one is ours, in its style.
 */
export const PERSON_RULE_MESSAGES = {
  en: {
    personDeathBeforeBirth: 'The date of death cannot be earlier than the birth date.',
  },
  tr: {
    personDeathBeforeBirth: 'Ölüm tarihi doğum tarihinden önce olamaz.',
  },
} as const;

/** The admin's hint under a person's age (shown beside the dates, computed as the server does). */
export const en = {
  people: {
    hints: { age: 'Whole years to the date of death, or to today.' },
  },
};

export const tr: typeof en = {
  people: {
    hints: { age: 'Ölüm tarihine ya da bugüne kadar geçen tam yıl.' },
  },
};

/**
 * The refusals of a request that asks too much at once (server/graphql/requestLimits.ts): the API
 * answers BAD_USER_INPUT with these texts, `{{max}}` being the configured limit.
 */
export const en = {
  requestLimits: {
    aliases: 'This request uses too many aliases: at most {{max}} are allowed.',
    depth: 'This request nests its fields too deeply: at most {{max}} levels are allowed.',
    cost: 'This request asks for too much at once: its estimated cost is over {{max}}.',
    tokens: 'This request is too long: at most {{max}} tokens are allowed.',
    directives: 'This request uses too many directives: at most {{max}} are allowed.',
    listItems: 'A list in this request is too long: at most {{max}} items are allowed.',
  },
};

export const tr: typeof en = {
  requestLimits: {
    aliases: 'Bu istek çok fazla takma ad (alias) kullanıyor: en fazla {{max}} kullanılabilir.',
    depth: 'Bu istekteki alanlar çok derin iç içe: en fazla {{max}} düzey olabilir.',
    cost: 'Bu istek tek seferde çok fazla şey istiyor: tahmini maliyeti {{max}} sınırını aşıyor.',
    tokens: 'Bu istek çok uzun: en fazla {{max}} öğe (token) olabilir.',
    directives: 'Bu istek çok fazla yönerge (directive) kullanıyor: en fazla {{max}} kullanılabilir.',
    listItems: 'Bu istekteki bir liste çok uzun: en fazla {{max}} öğe olabilir.',
  },
};

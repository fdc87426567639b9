/**
 * Menus (spec 02 §3, §8, §9): the tree's rule messages (joining the rule catalogue,
 * resources/validationMessages.ts) and the server's refusals. "Menu save error" and "menu cache
 * clear error" are the spec's; the others are ours, in its style.
 */
export const MENU_RULE_MESSAGES = {
  en: {
    menuItemKey: 'Menu item {item} has no key of its own.',
    menuItemParent: 'Menu item {item} must sit under an item above it in the same menu.',
    menuDepth: 'Menu items can be nested {n} levels deep at most (item {item}).',
  },
  tr: {
    menuItemKey: '{item}. menü öğesinin kendine ait bir anahtarı yok.',
    menuItemParent: '{item}. menü öğesi aynı menüde üstündeki bir öğenin altında olmalıdır.',
    menuDepth: 'Menü öğeleri en fazla {n} seviye iç içe olabilir ({item}. öğe).',
  },
} as const;

export const en = {
  menus: {
    errors: {
      save: 'Menu save error.',
      cacheClear: 'Menu cache clear error.',
    },
    itemProblems: {
      unapproved: 'Its target is not approved: the sites do not show this item.',
      deleted: 'Its target was deleted: the sites do not show this item.',
    },
  },
};

export const tr: typeof en = {
  menus: {
    errors: {
      save: 'Menü kaydedilemedi.',
      cacheClear: 'Menü önbelleği temizlenemedi.',
    },
    itemProblems: {
      unapproved: 'Hedefi onaylı değil: siteler bu öğeyi göstermez.',
      deleted: 'Hedefi silinmiş: siteler bu öğeyi göstermez.',
    },
  },
};

/**
 * A permission as people call it (resources/messages/permissionNames.ts): 'headlineCategoryList.view'
 * is "Manşet kategorileri: görüntüleme" in Turkish, never the raw key.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export function permissionName(translate: Translate, key: string): string {
  const [category = key, keyword = ''] = key.split('.');
  return translate('permissionNames.name', {
    category: translate(`permissionNames.categories.${category}`, { _: category }),
    keyword: translate(`permissionNames.keywords.${keyword}`, { _: keyword }),
  });
}

/** Several permissions, any one of which would do: “A” or “B”. */
export function permissionNamesEither(translate: Translate, keys: readonly string[]): string {
  return keys.map((key) => `“${permissionName(translate, key)}”`).join(translate('errors.refused.or'));
}

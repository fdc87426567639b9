/**
 * Text as Turkish readers compare and link it: case folding where I pairs with ı and İ with i
 * (unique names), and the link name (slug) proposed from a name.
 */

/** Lower case by Turkish rules: 'İSTANBUL' and 'istanbul' fold alike, 'IRMAK' and 'ırmak' too. */
export const foldCase = (text: string): string => text.toLocaleLowerCase('tr');

const LATIN_OF: Readonly<Record<string, string>> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/**
 * A link name from a name: Turkish letters written in Latin (ç→c, ğ→g, ı→i, İ→i, ö→o, ş→s, ü→u),
 * other accents dropped, lower case, every run of anything else one hyphen: 'Spor Haberleri!' → 'spor-haberleri'.
 */
export function slugOf(name: string): string {
  return foldCase(name)
    .replace(/[çğıöşü]/g, (letter) => LATIN_OF[letter])
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

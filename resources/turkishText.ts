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

const GENITIVE_BY_LAST_VOWEL: Readonly<Record<string, string>> = { a: 'ın', ı: 'ın', e: 'in', i: 'in', o: 'un', u: 'un', ö: 'ün', ü: 'ün' };
const VOWELS = 'aıeioöuü';

/** How a digit, a ten or a larger unit is read aloud: the word that takes the suffix. */
const UNITS = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];

/** The last word read aloud in a number: 12 → iki, 40 → kırk, 300 → yüz, 2000 → bin, 0 → sıfır. */
function spokenNumberEnd(digits: string): string {
  const value = digits.replace(/^0+/, '');
  if (value === '') return 'sıfır';
  const units = Number(value.at(-1));
  if (units > 0) return UNITS[units];
  const tens = Number(value.at(-2) ?? 0);
  if (tens > 0) return TENS[tens];
  const zeros = value.length - value.replace(/0+$/, '').length;
  return zeros === 2 ? 'yüz' : zeros < 6 ? 'bin' : zeros < 9 ? 'milyon' : 'milyar';
}

/** Letter names as an abbreviation is read (TRT: te-re-te); vowels are read as themselves. */
const LETTER_NAMES: Readonly<Record<string, string>> = { ğ: 'yumuşak ge', k: 'ke', h: 'he' };
const letterName = (letter: string) => (VOWELS.includes(letter) ? letter : (LETTER_NAMES[letter] ?? `${letter}e`));

/** Names of Arabic origin whose final l is soft: their suffix follows the front vowels (Kemal'in). */
const SOFT_ENDINGS = new Set(['kemal', 'celal', 'cemal', 'hilal', 'bilal', 'nihal', 'meral', 'iclal', 'vuslat']);

/** The last word of a name as it is spoken, in lower case. */
function spokenEnd(word: string): string {
  if (/\d$/.test(word)) return spokenNumberEnd(/\d+$/.exec(word)![0]);
  const lower = foldCase(word);
  const letters = [...lower];
  const consonant = (letter: string | undefined) => !!letter && !VOWELS.includes(letter);
  // Capitals ending in two consonants (TRT, ABD, CHP) are read letter by letter; İLKER and NATO as words.
  const spelled = word.length >= 2 && word === word.toLocaleUpperCase('tr') && consonant(letters.at(-1)) && consonant(letters.at(-2));
  if (spelled || !letters.some((letter) => VOWELS.includes(letter))) return letterName(letters.at(-1) ?? '');
  return lower;
}

/**
 * A person's (or any proper) name in the genitive, as Turkish writes it: the apostrophe, a buffer n
 * after a vowel and the suffix by vowel harmony: Elif'in, Cem'in, Ayşe'nin, Ömer'in, Burak'ın,
 * Yavuz'un, TRT'nin, Editör 2'nin. A name ending in neither a letter nor a digit is left as it is.
 */
export function genitiveOf(name: string): string {
  const trimmed = name.trim();
  const word = /[\p{L}\d]+$/u.exec(trimmed)?.[0];
  if (!word) return trimmed;
  const spoken = spokenEnd(word);
  const lastVowel = [...spoken].reverse().find((letter) => VOWELS.includes(letter));
  if (!lastVowel) return trimmed;
  const soft = SOFT_ENDINGS.has(spoken);
  const suffix = soft ? 'in' : GENITIVE_BY_LAST_VOWEL[lastVowel];
  const buffer = VOWELS.includes(spoken.at(-1)!) ? 'n' : '';
  return `${trimmed}'${buffer}${suffix}`;
}

/** A LIKE / ILIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

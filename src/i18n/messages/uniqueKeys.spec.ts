import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Every message file the admin merges (src/i18n/messages.ts), resources/messages' included, by path. */
const catalogues = import.meta.glob<{ tr: Tree; en: Tree }>(['./*.ts', '../../workflows/*/messages.ts', '../../../resources/messages/*.ts', '!./*.spec.ts'], {
  eager: true,
});

function keysOf(tree: Tree, path = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return typeof value === 'string' ? [at] : keysOf(value, at);
  });
}

/**
 * The files are deep-merged, the later path winning, so a key written in two files (a list's column
 * moved to resources/messages for the server's CSV export, and left behind in its workflow) would
 * show one text and silently drop the other.
 */
describe('each message key is written in one file only', () => {
  it.each(['tr', 'en'] as const)('%s', (language) => {
    const files = new Map<string, string[]>();
    for (const [file, catalogue] of Object.entries(catalogues)) {
      for (const key of keysOf(catalogue[language])) files.set(key, [...(files.get(key) ?? []), file]);
    }
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([]);
  });
});

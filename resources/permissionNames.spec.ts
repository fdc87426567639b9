import { describe, expect, it } from 'vitest';
import { en, tr } from './messages/permissionNames.ts';
import { PERMISSION_CATEGORIES } from './permissionCatalogue.ts';

describe('permission names', () => {
  it.each([
    ['tr', tr],
    ['en', en],
  ] as const)('names every category and keyword of the catalogue in %s, and nothing else', (_language, messages) => {
    const { categories, keywords } = messages.permissionNames;
    expect(Object.keys(categories).sort()).toEqual(Object.keys(PERMISSION_CATEGORIES).sort());
    expect(Object.keys(keywords).sort()).toEqual([...new Set(Object.values(PERMISSION_CATEGORIES).flat())].sort());
    for (const name of [...Object.values(categories), ...Object.values(keywords)]) expect(name.trim()).not.toBe('');
  });
});

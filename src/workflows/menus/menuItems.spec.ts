import { describe, expect, it } from 'vitest';
import { itemErrors, newMenuItem, newMenuKey, problemOf, savedTargets, typeOf, type MenuItemValues } from './menuItems.ts';

const translate = (key: string) => key;

describe('a menu’s items in the editor', () => {
  it('makes short keys not yet taken', () => {
    const taken = new Set(Array.from({ length: 50 }, () => newMenuKey()));
    const key = newMenuKey(taken);
    expect(key).toMatch(/^[a-z0-9]{8}$/);
    expect(taken.has(key)).toBe(false);
  });

  it('checks each item by its kind’s declared fields, on the server’s paths', () => {
    const link = { ...newMenuItem('link', new Set()), title: 'Gündem', url: 'gundem' };
    const category = newMenuItem('category', new Set());
    const divider = newMenuItem('divider', new Set());
    const errors = itemErrors([link, category, divider], translate);
    expect(Object.keys(errors).sort()).toEqual(['items.0.url', 'items.1.categoryId']);
    expect(itemErrors([{ ...link, url: 'https://haber.example/gundem' }, divider], translate)).toEqual({});
  });

  it('flags an item by the saved menu’s problems while it points where it did, and by the options read now', () => {
    const brand: MenuItemValues = { key: 'b1', type: typeOf('brand'), brandId: '7' };
    const saved = { targetByKey: savedTargets([brand]), problemByKey: new Map([['b1', 'deleted' as const]]) };
    expect(problemOf(brand, saved, undefined)).toBe('deleted');
    const moved = { ...brand, brandId: '8' };
    expect(problemOf(moved, saved, undefined)).toBeUndefined();
    expect(problemOf(moved, saved, new Map([['brands:8', { id: '8', isApproved: false }]]))).toBe('unapproved');
    expect(problemOf(moved, saved, new Map())).toBe('deleted');
    expect(problemOf({ key: 'l', type: typeOf('link') }, saved, new Map())).toBeUndefined();
  });
});

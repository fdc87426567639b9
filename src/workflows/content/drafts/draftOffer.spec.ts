import { describe, expect, it } from 'vitest';
import { draftOffer } from './draftOffer.ts';

const current = { type: 1, title: 'Başlık', spot: 'Spot', tags: [] };
const server = { id: '3', version: 4, values: { type: 1, title: 'Taslak başlık', spot: 'Spot' }, updatedDate: '2026-11-27T09:00:00.000Z', baseVersion: 2 };

describe('the draft offered on opening an editor', () => {
  it("offers the server's draft of an item with the fields that differ", () => {
    expect(draftOffer({ local: undefined, server, current, contentVersion: 2, isNew: false })).toEqual({
      values: server.values,
      at: server.updatedDate,
      fields: ['title'],
      draft: { id: '3', version: 4, values: server.values },
      savedSince: false,
      deviceOnly: false,
    });
  });

  it('says when the item was saved after the draft began', () => {
    expect(draftOffer({ local: undefined, server, current, contentVersion: 5, isNew: false })?.savedSince).toBe(true);
  });

  it('prefers what this device kept and the server never got', () => {
    const local = { values: { type: 1, title: 'Çevrimdışı yazılan', spot: 'Yeni spot' }, typedAt: '2026-11-27T09:30:00.000Z', synced: false, draftId: '3' };
    expect(draftOffer({ local, server, current, contentVersion: 2, isNew: false })).toMatchObject({
      values: local.values,
      at: local.typedAt,
      fields: ['title', 'spot'],
      draft: { id: '3' },
      deviceOnly: true,
    });
  });

  it("does not offer a new item's saved draft (the draft list has it), nor a synced local copy", () => {
    const local = { values: { type: 1, title: 'Kayıtlı' }, typedAt: '2026-11-27T09:30:00.000Z', synced: true, draftId: '3' };
    expect(draftOffer({ local, server, current, isNew: true })).toBeUndefined();
    expect(draftOffer({ local, server: null, current, contentVersion: 2, isNew: false })).toBeUndefined();
  });

  it('finds nothing to ask when the draft holds what the editor shows (empty and missing alike)', () => {
    const same = { ...server, values: { type: 1, title: 'Başlık', spot: 'Spot', tags: null } };
    expect(draftOffer({ local: undefined, server: same, current, contentVersion: 2, isNew: false })?.fields).toEqual([]);
  });
});

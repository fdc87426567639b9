import { describe, expect, it } from 'vitest';
import { defineResource } from '../../resources/defineResource.ts';
import { number, orderedList, text } from '../../resources/fields.ts';
import { changedFields } from './audit.ts';

const slots = defineResource({
  name: 'auditSlots',
  typeName: 'AuditSlot',
  permission: 'program',
  operations: { one: 'auditSlot', list: 'auditSlots', save: 'saveAuditSlot' },
  siteScoped: true,
  fields: { name: text(), slots: orderedList('AuditSlotItem', { label: text(), minutes: number() }) },
  representation: 'name',
});

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ label: `Slot ${index}`, minutes: index }));

describe('what an audit row records of a write', () => {
  it('records nothing for values equal but for the order of their keys (a jsonb column reorders them)', () => {
    const before = { name: 'A', slots: items(3).map(({ label, minutes }) => ({ minutes, label })) };
    expect(changedFields(slots, before, { name: 'A', slots: items(3) })).toEqual({});
  });

  it('records an ordered list changed on update by its lengths and its changed places only', () => {
    const before = { name: 'A', slots: items(1000) };
    const after = { name: 'A', slots: [...items(1000), { label: 'Added', minutes: 5 }] };
    after.slots[10] = { label: 'Renamed', minutes: 10 };
    expect(changedFields(slots, before, after)).toEqual({
      slots: {
        from: { length: 1000, items: { 10: { label: 'Slot 10', minutes: 10 } } },
        to: { length: 1001, items: { 10: { label: 'Renamed', minutes: 10 }, 1000: { label: 'Added', minutes: 5 } } },
      },
    });
  });

  it('records a created record whole and a plain field as before and after', () => {
    expect(changedFields(slots, undefined, { name: 'A', slots: items(2) })).toEqual({ name: { from: null, to: 'A' }, slots: { from: null, to: items(2) } });
    expect(changedFields(slots, { name: 'A', slots: [] }, { name: 'B', slots: [] })).toEqual({ name: { from: 'A', to: 'B' } });
  });
});

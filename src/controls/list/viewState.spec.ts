import { describe, expect, it } from 'vitest';
import { normalView, sameView } from './viewState.ts';

describe('a saved view state', () => {
  it('drops empty choices as the address does and keeps the hidden columns in one order', () => {
    expect(normalView({ filter: { search: 'maç', categoryId: [], status: undefined }, hiddenColumns: ['date', 'author'] })).toEqual({ filter: { search: 'maç' }, hiddenColumns: ['author', 'date'] });
    expect(normalView({ filter: {}, hiddenColumns: [] })).toEqual({});
  });

  it('is the same whatever the order of keys and columns, and differs on any choice, sort or column', () => {
    const view = { filter: { search: 'maç', categoryId: ['3'] }, sort: { field: 'name', order: 'ASC' as const }, hiddenColumns: ['date', 'author'] };
    expect(sameView(view, { hiddenColumns: ['author', 'date'], sort: { order: 'ASC', field: 'name' }, filter: { categoryId: ['3'], search: 'maç', status: undefined } })).toBe(true);
    expect(sameView(view, { ...view, filter: { search: 'maç' } })).toBe(false);
    expect(sameView(view, { ...view, sort: { field: 'name', order: 'DESC' } })).toBe(false);
    expect(sameView(view, { ...view, hiddenColumns: ['date'] })).toBe(false);
  });
});

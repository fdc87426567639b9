import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/defineResource.ts';
import { approval, number, object, orderedList, text } from '../../../resources/fields.ts';
import { defaultValuesOf, normaliseValues } from './formValues.ts';

const programs = defineResource({
  name: 'programs',
  typeName: 'Program',
  permission: 'program',
  operations: { one: 'program', list: 'programs', save: 'saveProgram' },
  siteScoped: true,
  fields: {
    name: text({ required: true }),
    order: number(),
    ratio: number({ min: 1, integer: false }),
    options: object('ProgramOptions', { weight: number() }),
    trailer: object('ProgramTrailer', { path: text({ required: true }), seconds: number() }),
    slots: orderedList('Slot', { minutes: number({ min: 5 }) }),
    code: text({ readOnly: true }),
    isApproved: approval(),
  },
  representation: 'name',
});

describe('form values', () => {
  it('start a new record at the declared defaults', () => {
    expect(defaultValuesOf(programs)).toEqual({ order: 0, ratio: 1, options: { weight: 0 }, slots: [], isApproved: true });
  });

  it('leave out an optional object (required fields of its own) until someone fills it in, and save it unfilled as null', () => {
    expect(defaultValuesOf(programs)).not.toHaveProperty('trailer');
    expect(normaliseValues(programs, { name: 'Sabah', trailer: { path: ' ', seconds: 0 } }).trailer).toBeNull();
    expect(normaliseValues(programs, { name: 'Sabah', trailer: { path: 'a.mp4', seconds: 0 } }).trailer).toEqual({ path: 'a.mp4', seconds: 0 });
  });

  it('are saved with every number normalised, nested ones included', () => {
    expect(
      normaliseValues(programs, { id: '3', name: 'Sabah', order: null, ratio: 0.5, options: { weight: -2 }, slots: [{ minutes: 3 }, { minutes: 12.5 }] }),
    ).toEqual({ id: '3', name: 'Sabah', order: 0, ratio: 1, options: { weight: 0 }, slots: [{ minutes: 5 }, { minutes: 12 }] });
  });
});

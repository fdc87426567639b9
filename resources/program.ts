import { defineResource } from './defineResource.ts';
import { WEEKDAY } from './enums.ts';
import { approval, enumeration, orderedList, text } from './fields.ts';

const time = () => text({ required: true, maxLength: 5, rules: ['timeOfDay'] });

/**
 * Programs (spec 02 §3): a name and when it is on air, as an ordered list of weekly slots (day,
 * start, end; 24-hour HH:mm) — at least one (02 §5). An end before the start runs past midnight.
 */
export const programs = defineResource({
  name: 'programs',
  typeName: 'Program',
  permission: 'program',
  operations: { one: 'program', list: 'programs', save: 'saveProgram' },
  siteScoped: true,
  fields: {
    name: text({ required: true, maxLength: 100, list: true, search: true }),
    slots: orderedList('ProgramSlot', { day: enumeration(WEEKDAY, { required: true }), start: time(), end: time() }, { minItems: 1, list: true }),
    isApproved: approval(),
  },
  representation: 'name',
  unique: [['name']],
  sort: { field: 'name', order: 'ASC' },
});

import { defineResource } from './defineResource.ts';
import { WEEKDAY } from './enums.ts';
import { approval, enumeration, orderedList, text } from './fields.ts';
import type { RuleDeclaration } from './validation.ts';

const time = (rules: RuleDeclaration[] = []) => text({ required: true, maxLength: 5, rules: ['timeOfDay', ...rules] });

/**
 * Programs (spec 02 §3): a name and when it is on air, as an ordered list of weekly slots (day,
 * start, end; 24-hour HH:mm) — at least one (02 §5). A slot's start is not later than its end (02 §5).
 */
export const programs = defineResource({
  name: 'programs',
  typeName: 'Program',
  permission: 'program',
  operations: { one: 'program', list: 'programs', save: 'saveProgram' },
  siteScoped: true,
  fields: {
    name: text({ required: true, maxLength: 100, list: true, search: true }),
    slots: orderedList('ProgramSlot', { day: enumeration(WEEKDAY, { required: true }), start: time([['startNotAfterEnd', 'end']]), end: time() }, { minItems: 1, list: true }),
    isApproved: approval(),
  },
  representation: 'name',
  unique: [['name']],
  sort: { field: 'name', order: 'ASC' },
});

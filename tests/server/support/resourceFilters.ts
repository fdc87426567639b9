/** For each filter a resource declares, filters that must find a record and filters that must not. */
import type { Resource } from '../../../resources/defineResource.ts';
import { fieldApplies } from '../../../resources/fields.ts';
import type { ResourceRecord } from './resourceCalls.ts';

export interface FilterCase {
  filter: Record<string, unknown>;
  finds: string[];
  misses: string[];
}

const DAY = 24 * 3600 * 1000;

/** `first` has every writable boolean true, `second` every one false. */
export function filterCases(resource: Resource, first: ResourceRecord, second: ResourceRecord): FilterCase[] {
  const cases: FilterCase[] = [
    { filter: {}, finds: [first.id, second.id], misses: [] },
    { filter: { ids: [second.id] }, finds: [second.id], misses: [first.id] },
  ];
  for (const [name, field] of Object.entries(resource.fields).filter(([, candidate]) => candidate.filter)) {
    // A field that does not belong to `first` (its `when`) is stored empty there: nothing to find it by.
    if (!fieldApplies(field, first)) continue;
    const value = first[name];
    // A field the sample left empty (SAMPLE_OVERRIDES) has nothing to find it by either.
    if ((value === null || value === undefined) && field.kind !== 'boolean' && field.kind !== 'approval') continue;
    switch (field.kind) {
      case 'boolean':
      case 'approval':
        // The server's own booleans (read-only) are what it computed: found by that value only.
        if (first[name] === second[name]) {
          cases.push(
            { filter: { [name]: first[name] }, finds: [first.id, second.id], misses: [] },
            { filter: { [name]: !first[name] }, finds: [], misses: [first.id, second.id] },
          );
          break;
        }
        cases.push(
          { filter: { [name]: true }, finds: [first.id], misses: [second.id] },
          { filter: { [name]: false }, finds: [second.id], misses: [first.id] },
        );
        break;
      case 'enum':
      case 'reference':
      case 'number': {
        const values = Array.isArray(value) ? value : [value];
        cases.push({ filter: { [name]: values }, finds: [first.id], misses: [] });
        if (field.kind === 'reference') cases.push({ filter: { [name]: ['999999999'] }, finds: [], misses: [first.id] });
        if (field.kind === 'number') cases.push({ filter: { [name]: [Number(values[0]) + 100000] }, finds: [], misses: [first.id] });
        break;
      }
      case 'date':
      case 'dateTime': {
        const time = Date.parse(String(value));
        const around = { [`${name}From`]: new Date(time - DAY).toISOString(), [`${name}To`]: new Date(time + DAY).toISOString() };
        const after = { [`${name}From`]: new Date(time + DAY).toISOString() };
        cases.push({ filter: around, finds: [first.id], misses: [] }, { filter: after, finds: [], misses: [first.id] });
        break;
      }
      default:
        cases.push(
          { filter: { [name]: String(value).slice(1, -1).toUpperCase() }, finds: [first.id], misses: [] },
          { filter: { [name]: 'no such text anywhere' }, finds: [], misses: [first.id] },
        );
    }
  }
  const searched = Object.entries(resource.fields).find(([, field]) => field.search);
  if (searched) {
    const text = String(first[searched[0]]);
    cases.push(
      // A stored full-text index matches words by their beginning; ILIKE anywhere in the text.
      { filter: { search: resource.searchIndex ? text.slice(0, -1).toUpperCase() : text.slice(2, -1).toUpperCase() }, finds: [first.id], misses: [] },
      { filter: { search: `${text} and more` }, finds: [], misses: [first.id] },
      // LIKE's wildcards are searched as text.
      { filter: { search: '%' }, finds: [], misses: [first.id] },
    );
  }
  return cases;
}

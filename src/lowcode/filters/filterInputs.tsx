import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { isStringKind, type Field } from '../../../resources/fields.ts';
import { enumChoices } from '../inputs/EnumInput.tsx';
import { representationField } from '../inputs/ReferenceInput.tsx';
import { DateRangeInput } from './DateRangeInput.tsx';

/** The free-text filter's key in `<Type>Filter`. */
export const SEARCH_FILTER = 'search';

const APPROVAL_CHOICES = [
  { id: true, name: 'lowcode.approval.approved' },
  { id: false, name: 'lowcode.approval.unapproved' },
];

/** One field's filter control, or none for kinds that are not filtered (image, object, list). */
export function filterInputFor(name: string, field: Field, label: string): ReactElement | undefined {
  if (isStringKind(field)) return <TextInput key={name} source={name} label={label} resettable />;
  switch (field.kind) {
    case 'approval':
      // Spec 01 §4: all, approved, unapproved; "all" (no filter) is shown when nothing is chosen.
      return (
        <SelectInput
          key={name}
          source={name}
          label="lowcode.approval.filter"
          choices={APPROVAL_CHOICES}
          emptyText="lowcode.approval.all"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          alwaysOn
        />
      );
    case 'boolean':
      return <NullableBooleanInput key={name} source={name} label={label} />;
    case 'enum':
      return field.multiple ? (
        <SelectArrayInput key={name} source={name} label={label} choices={enumChoices(field.enum)} />
      ) : (
        <SelectInput key={name} source={name} label={label} choices={enumChoices(field.enum)} />
      );
    case 'reference': {
      const shown = representationField(field.resource);
      return (
        // Only the records the field may hold (a main category, a hadith's main subjects).
        <ReferenceInput key={name} source={name} reference={field.resource} filter={field.choices}>
          <AutocompleteInput label={label} optionText={shown} filterToQuery={(search: string) => ({ search })} />
        </ReferenceInput>
      );
    }
    case 'date':
    case 'dateTime':
      return <DateRangeInput key={name} source={name} label={label} />;
    case 'number':
      return <TextInput key={name} source={name} label={label} resettable />;
    default:
      return undefined;
  }
}

/** The list's filters: the free-text search when a field is searchable, then each filter field. */
export function filterInputsFor(resource: Resource): ReactElement[] {
  const fields = Object.entries(resource.fields);
  const search = fields.some(([, field]) => field.search)
    ? [<SearchInput key={SEARCH_FILTER} source={SEARCH_FILTER} alwaysOn />]
    : [];
  const filters = fields.flatMap(([name, field]) => {
    if (!field.filter) return [];
    const input = filterInputFor(name, field, resource.labelKey(name));
    return input ? [input] : [];
  });
  return [...search, ...filters];
}

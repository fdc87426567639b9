import { Box } from '@mui/material';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput as RaReferenceInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { findResource } from '../resourceRegistry.ts';
import type { KindInputProps } from './kindInputProps.ts';

/** The field that names a record of `resource` (its declaration's representation; `name` otherwise). */
export function representationField(resource: string): string {
  return findResource(resource)?.representation ?? 'name';
}

const isUnapproved = (record: RaRecord | undefined) => record?.isApproved === false;

/** An option: unapproved records in red (spec 01 §4). */
function OptionText({ field }: { field: string }) {
  const record = useRecordContext();
  return (
    <Box component="span" sx={isUnapproved(record) ? { color: 'error.main' } : undefined}>
      {String(record?.[field] ?? record?.id ?? '')}
    </Box>
  );
}

/** What the form opened with: an unapproved record stays selectable only if it was already chosen. */
function initialIds(record: RaRecord | undefined, source: string): Set<string> {
  const value = source.split('.').reduce<unknown>((current, key) => (current as Record<string, unknown> | undefined)?.[key], record);
  const ids = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return new Set(ids.map(String));
}

/** One or several records of another resource, searched by its representation field. */
export function ReferenceInput({ source, field, label, validate, disabled }: KindInputProps<'reference'>) {
  const record = useRecordContext();
  const optionField = representationField(field.resource);
  const chosen = initialIds(record, source);
  const common = {
    label,
    validate,
    isRequired: field.required,
    helperText: field.helperText ?? false,
    disabled: disabled || field.readOnly,
    fullWidth: true,
    optionText: <OptionText field={optionField} />,
    inputText: (option: RaRecord) => String(option?.[optionField] ?? option?.id ?? ''),
    matchSuggestion: (filter: string, option: RaRecord) =>
      String(option?.[optionField] ?? '').toLocaleLowerCase().includes(filter.toLocaleLowerCase()),
    getOptionDisabled: (option: RaRecord) => isUnapproved(option) && !chosen.has(String(option.id)),
    filterToQuery: (search: string) => ({ search }),
  };
  return field.multiple ? (
    <ReferenceArrayInput source={source} reference={field.resource} filter={field.choices}>
      <AutocompleteArrayInput {...common} />
    </ReferenceArrayInput>
  ) : (
    <RaReferenceInput source={source} reference={field.resource} filter={field.choices}>
      <AutocompleteInput {...common} />
    </RaReferenceInput>
  );
}

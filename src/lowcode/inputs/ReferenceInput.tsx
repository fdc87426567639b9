import { Box } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ChoicesContextProvider,
  ReferenceArrayInput,
  ReferenceInput as RaReferenceInput,
  useChoicesContext,
  useRecordContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { optionFields, optionsOperation } from '../../../resources/referenceOptions.ts';
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

/** The found records without `id`: a record is never offered as a reference to itself (a content's related content). */
function WithoutRecord({ id, children }: { id: Identifier | undefined; children: ReactNode }) {
  const choices = useChoicesContext();
  const value = useMemo(() => {
    if (id === undefined) return choices;
    const others = (records: RaRecord[] | undefined) => records?.filter((record) => String(record.id) !== String(id));
    return { ...choices, allChoices: others(choices.allChoices), availableChoices: others(choices.availableChoices) } as typeof choices;
  }, [choices, id]);
  return <ChoicesContextProvider value={value}>{children}</ChoicesContextProvider>;
}

/**
 * How a reference input asks for its choices: a declared resource through its options operation
 * (whoever writes this record may read them: ids and names only), a platform list (sites, roles) as
 * a list of a name and an approval.
 */
export function referenceOptionsMeta(resource: string): { operation?: string; fields: string[] } {
  const target = findResource(resource);
  if (!target) return { fields: ['id', representationField(resource), 'isApproved'] };
  return { operation: optionsOperation(target), fields: optionFields(target) };
}

/** One or several records of another resource (or of its own, other than itself), searched by its representation field. */
export function ReferenceInput({ source, field, label, validate, disabled, resource }: KindInputProps<'reference'>) {
  const record = useRecordContext();
  const ownId = field.resource === resource.name ? record?.id : undefined;
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
  const queryOptions = { meta: referenceOptionsMeta(field.resource) };
  return field.multiple ? (
    <ReferenceArrayInput source={source} reference={field.resource} filter={field.choices} queryOptions={queryOptions}>
      <WithoutRecord id={ownId}>
        <AutocompleteArrayInput {...common} />
      </WithoutRecord>
    </ReferenceArrayInput>
  ) : (
    <RaReferenceInput source={source} reference={field.resource} filter={field.choices} queryOptions={queryOptions}>
      <WithoutRecord id={ownId}>
        <AutocompleteInput {...common} />
      </WithoutRecord>
    </RaReferenceInput>
  );
}

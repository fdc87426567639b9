import { Box, Button, Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PickerFilter, PickerFilterName } from '../../../resources/picker/pickerItems.ts';
import { FilterMultiSelect, FilterSelect } from '../../controls/list/FilterSelects.tsx';
import { DayField } from '../../controls/dateTime/DayField.tsx';
import type { PickerChoices } from './pickerMethods.ts';

export interface PickerFilterToolbarProps {
  /** The fields the tab's provider applies: only those are shown. */
  fields: readonly PickerFilterName[];
  filter: PickerFilter;
  choices: PickerChoices;
  /** The menus wait for their choices. */
  choicesLoading: boolean;
  onChange: (filter: PickerFilter) => void;
  onClean: () => void;
}

/** A text that filters once it is complete (Enter or leaving the field), not at every key. */
function CommittedTextField({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const commit = (next: string) => {
    if (next !== value) onCommit(next);
  };
  return (
    <TextField
      // A new value from outside (Clean) starts the field over.
      key={value}
      size="small"
      label={label}
      defaultValue={value}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit((event.target as HTMLInputElement).value);
      }}
      sx={{ width: 200 }}
    />
  );
}

const toChoices = (list: PickerChoices['categories']) => list.map(({ id, name }) => ({ value: id, label: name }));
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The picker's filter toolbar (spec 02 §2, §3) with its Clean button. */
export function PickerFilterToolbar({ fields, filter, choices, choicesLoading, onChange, onClean }: PickerFilterToolbarProps) {
  const translate = useTranslate();
  const offers = (name: PickerFilterName) => fields.includes(name);
  const change = (patch: PickerFilter) => onChange({ ...filter, ...patch });
  const date = filter.date ?? {};
  return (
    <Box role="toolbar" aria-label={translate('picker.dialog.filters')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1 }}>
      {offers('search') && <CommittedTextField label={translate('picker.filters.search')} value={filter.search ?? ''} onCommit={(search) => change({ search: orNull(search) })} />}
      {offers('categories') && (
        <FilterMultiSelect
          name="picker-categories"
          label={translate('picker.filters.categories')}
          choices={toChoices(choices.categories)}
          value={filter.categories ?? []}
          onChange={(categories) => change({ categories: categories ?? null })}
          width={200}
          disabled={choicesLoading}
        />
      )}
      {offers('author') && (
        <FilterSelect
          name="picker-author"
          label={translate('picker.filters.author')}
          choices={toChoices(choices.authors)}
          value={filter.author ?? undefined}
          onChange={(author) => change({ author: author ?? null })}
          width={180}
          disabled={choicesLoading}
        />
      )}
      {offers('date') && (
        <>
          <DayField size="small" width={170} label={translate('picker.filters.startDate')} value={date.startDate ?? ''} onChange={(startDate) => change({ date: { ...date, startDate: orNull(startDate) } })} />
          <DayField size="small" width={170} label={translate('picker.filters.endDate')} value={date.endDate ?? ''} onChange={(endDate) => change({ date: { ...date, endDate: orNull(endDate) } })} />
        </>
      )}
      {offers('issueNumber') && <CommittedTextField label={translate('picker.filters.issueNumber')} value={filter.issueNumber ?? ''} onCommit={(issueNumber) => change({ issueNumber: orNull(issueNumber) })} />}
      {offers('isChiefSelection') && (
        <FormControlLabel
          control={<Checkbox size="small" checked={filter.isChiefSelection === true} onChange={(event) => change({ isChiefSelection: event.target.checked })} />}
          label={translate('picker.filters.isChiefSelection')}
        />
      )}
      <Button onClick={onClean}>{translate('picker.filters.clean')}</Button>
    </Box>
  );
}

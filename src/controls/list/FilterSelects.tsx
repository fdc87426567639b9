import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select, type SelectProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Spec 01 §9: the agency selector's and the news type's menus are at most 150 px high. */
const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 150 } } } };

export interface FilterChoice {
  value: string;
  label: string;
}

/** A choice from the address may come before the list that holds it: shown by its value meanwhile. */
const withChosen = (choices: readonly FilterChoice[], chosen: readonly string[]) => [
  ...choices,
  ...chosen.filter((value) => !choices.some((choice) => choice.value === value)).map((value) => ({ value, label: value })),
];

interface FilterSelectBase {
  /** For the label's id, `agency-filter-<name>` (the desk's filters were the first; the browser tests find them by it). */
  name: string;
  label: string;
  choices: readonly FilterChoice[];
  disabled?: boolean;
  width: number;
}

/** The labelled select both filters are: `select` says what differs. */
function FilterField({ name, label, disabled, width, select, children }: Pick<FilterSelectBase, 'name' | 'label' | 'disabled' | 'width'> & { select: SelectProps<string | string[]>; children: ReactNode }) {
  const labelId = `agency-filter-${name}`;
  return (
    <FormControl size="small" sx={{ width }} disabled={disabled}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select labelId={labelId} label={label} MenuProps={MENU_PROPS} {...select}>
        {children}
      </Select>
    </FormControl>
  );
}

/** Several of a list. */
export function FilterMultiSelect({ name, label, choices, value, onChange, disabled, width }: FilterSelectBase & { value: readonly string[]; onChange: (values: string[] | undefined) => void }) {
  const labelOf = (chosen: string) => choices.find((choice) => choice.value === chosen)?.label ?? chosen;
  const select: SelectProps<string | string[]> = {
    multiple: true,
    // The caller's array itself: a copy per render would re-run MUI's filled-state effect every render.
    value: value as string[],
    renderValue: (chosen) => (Array.isArray(chosen) ? chosen : [chosen]).map(labelOf).join(', '),
    onChange: (event) => {
      const next = typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value;
      onChange(next.length ? next : undefined);
    },
  };
  return (
    <FilterField name={name} label={label} disabled={disabled} width={width} select={select}>
      {withChosen(choices, value).map((choice) => (
        <MenuItem key={choice.value} value={choice.value} dense>
          <Checkbox size="small" checked={value.includes(choice.value)} />
          <ListItemText primary={choice.label} />
        </MenuItem>
      ))}
    </FilterField>
  );
}

/** One of a list, or all (the empty choice). */
export function FilterSelect({ name, label, choices, value, onChange, disabled, width }: FilterSelectBase & { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const translate = useTranslate();
  const select: SelectProps<string | string[]> = {
    value: value ?? '',
    onChange: (event) => onChange(event.target.value === '' ? undefined : String(event.target.value)),
  };
  return (
    <FilterField name={name} label={label} disabled={disabled} width={width} select={select}>
      <MenuItem value="">{translate('list.filters.all')}</MenuItem>
      {withChosen(choices, value ? [value] : []).map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </FilterField>
  );
}

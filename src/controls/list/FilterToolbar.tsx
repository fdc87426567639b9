import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isFiltered } from './addressFilter.ts';

export interface FilterToolbarProps<Choices extends object> {
  /** The toolbar's name, translated. */
  label: string;
  choices: Choices;
  onChange: (choices: Choices) => void;
  /** "Clear filters" as an icon with its name in a tooltip, so a full toolbar stays on one line. */
  compact?: boolean;
  /** The filters. */
  children: ReactNode;
  /** After "clear filters" (the column chooser). */
  end?: ReactNode;
}

/** A list's filters, wrapping onto more lines as the window narrows, then "clear filters" (disabled while none is chosen). */
export function FilterToolbar<Choices extends object>({ label, choices, onChange, compact = false, children, end }: FilterToolbarProps<Choices>) {
  const translate = useTranslate();
  const clearLabel = translate('list.filters.clear');
  const clear = () => onChange({} as Choices);
  return (
    <Stack direction="row" spacing={1} rowGap={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1, minWidth: 0 }} role="toolbar" aria-label={label}>
      {children}
      {compact ? (
        <Tooltip title={clearLabel}>
          <span>
            <IconButton aria-label={clearLabel} onClick={clear} disabled={!isFiltered(choices)}>
              <FilterAltOffIcon />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button startIcon={<FilterAltOffIcon />} onClick={clear} disabled={!isFiltered(choices)}>
          {clearLabel}
        </Button>
      )}
      {end}
    </Stack>
  );
}

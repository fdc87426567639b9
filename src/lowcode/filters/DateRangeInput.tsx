import ClearIcon from '@mui/icons-material/Clear';
import { Button, ButtonGroup, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { dayOf, normaliseRange, parseDay, QUICK_RANGES, quickRange, type DateRangeValue } from '../dateRange.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';

export interface DateRangeInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  /** Today for the quick buttons; default the environment's clock, else the browser's. */
  now?: () => Date;
  alwaysOn?: boolean;
}

const asRange = (value: unknown): DateRangeValue | undefined => {
  const range = value as Partial<DateRangeValue> | null | undefined;
  return range?.startDate && range.endDate ? { startDate: range.startDate, endDate: range.endDate } : undefined;
};

const daysOf = (range: DateRangeValue | undefined) => ({
  start: range ? dayOf(new Date(range.startDate)) : '',
  end: range ? dayOf(new Date(range.endDate)) : '',
});

/**
 * A date range filter (spec 01 §5, §9): two days, swapped when reversed, applied as the start of
 * the first day to the end of the last; quick buttons for 3 days, 1 week, 1 month and 3 months
 * ending today. The value is `{ startDate, endDate }` (ISO-8601) or nothing.
 */
export function DateRangeInput({ source, label, now }: DateRangeInputProps) {
  const translate = useTranslate();
  const environment = useLowcodeEnvironment();
  const clock = now ?? environment.now ?? (() => new Date());
  const { id, field } = useInput({ source });
  const range = asRange(field.value);
  const [days, setDays] = useState(() => daysOf(range));
  // The value changed from outside (a quick button, the filters cleared): show it. A half-typed
  // range has no value yet and stays as typed.
  useEffect(() => {
    setDays((current) => (range || (current.start && current.end) ? daysOf(range) : current));
  }, [range?.startDate, range?.endDate]);

  const apply = (next: DateRangeValue | null) => field.onChange(next);
  const change = (edge: 'start' | 'end', day: string) => {
    const next = { ...days, [edge]: day };
    setDays(next);
    const start = parseDay(next.start);
    const end = parseDay(next.end);
    if (start && end) apply(normaliseRange(start, end));
    else if (!next.start && !next.end) apply(null);
  };

  return (
    <Stack role="group" aria-labelledby={`${id}-label`} spacing={0.5} sx={{ mb: 0.5 }}>
      <Typography id={`${id}-label`} variant="caption" color="text.secondary">
        {translate(label, { _: label })}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <TextField
          type="date"
          size="small"
          label={translate('lowcode.dateRange.start')}
          value={days.start}
          onChange={(event) => change('start', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={translate('lowcode.dateRange.end')}
          value={days.end}
          onChange={(event) => change('end', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <ButtonGroup size="small" variant="outlined">
          {QUICK_RANGES.map(({ key }) => (
            <Button key={key} onClick={() => apply(quickRange(key, clock()))}>
              {translate(`lowcode.dateRange.quick.${key}`)}
            </Button>
          ))}
        </ButtonGroup>
        {(days.start || days.end) && (
          <IconButton
            size="small"
            aria-label={translate('lowcode.dateRange.clear')}
            onClick={() => {
              setDays({ start: '', end: '' });
              apply(null);
            }}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Stack>
  );
}

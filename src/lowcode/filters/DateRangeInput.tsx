import { Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import type { DateRangeValue } from '../dateRange.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { DateRangeFields } from './DateRangeFields.tsx';

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

/**
 * A list's date range filter in react-admin's filter form (spec 01 §5, §9): the value is
 * `{ startDate, endDate }` (ISO-8601) or nothing.
 */
export function DateRangeInput({ source, label, now }: DateRangeInputProps) {
  const translate = useTranslate();
  const environment = useLowcodeEnvironment();
  const clock = now ?? environment.now ?? (() => new Date());
  const { id, field } = useInput({ source });

  return (
    <Stack role="group" aria-labelledby={`${id}-label`} spacing={0.5} sx={{ mb: 0.5 }}>
      <Typography id={`${id}-label`} variant="caption" color="text.secondary">
        {translate(label, { _: label })}
      </Typography>
      <DateRangeFields value={asRange(field.value)} onChange={(next) => field.onChange(next)} now={clock} />
    </Stack>
  );
}

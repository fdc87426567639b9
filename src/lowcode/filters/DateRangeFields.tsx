import ClearIcon from '@mui/icons-material/Clear';
import { Button, ButtonGroup, IconButton, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DayField } from '../../controls/dateTime/DayField.tsx';
import { dayOf, normaliseRange, parseDay, QUICK_RANGES, quickRange, type DateRangeValue, type QuickRangeKey } from '../dateRange.ts';

export interface DateRangeFieldsProps {
  value: DateRangeValue | undefined;
  onChange: (value: DateRangeValue | null) => void;
  /** Today for the quick buttons. */
  now: () => Date;
  /** After a quick button set the range (a menu closes itself). */
  onQuickRange?: (key: QuickRangeKey) => void;
}

const daysOf = (range: DateRangeValue | undefined) => ({
  start: range ? dayOf(new Date(range.startDate)) : '',
  end: range ? dayOf(new Date(range.endDate)) : '',
});

/**
 * The two days, the quick buttons and the clear button of a date range (spec 01 §5, §9): days
 * swapped when reversed, applied from the start of the first to the end of the last; 3 days,
 * 1 week, 1 month and 3 months ending today. Controlled: the value is `{ startDate, endDate }`.
 */
export function DateRangeFields({ value, onChange, now, onQuickRange }: DateRangeFieldsProps) {
  const translate = useTranslate();
  const [days, setDays] = useState(() => daysOf(value));
  // The value changed from outside (a quick button, the filters cleared): show it. A half-typed
  // range has no value yet and stays as typed.
  useEffect(() => {
    setDays((current) => (value || (current.start && current.end) ? daysOf(value) : current));
  }, [value?.startDate, value?.endDate]);

  const change = (edge: 'start' | 'end', day: string) => {
    const next = { ...days, [edge]: day };
    setDays(next);
    const start = parseDay(next.start);
    const end = parseDay(next.end);
    if (start && end) onChange(normaliseRange(start, end));
    else if (!next.start && !next.end) onChange(null);
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
      {(['start', 'end'] as const).map((edge) => (
        <DayField key={edge} size="small" width={170} label={translate(`lowcode.dateRange.${edge}`)} value={days[edge]} onChange={(day) => change(edge, day)} />
      ))}
      <ButtonGroup size="small" variant="outlined">
        {QUICK_RANGES.map(({ key }) => (
          <Button
            key={key}
            onClick={() => {
              onChange(quickRange(key, now()));
              onQuickRange?.(key);
            }}
          >
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
            onChange(null);
          }}
        >
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

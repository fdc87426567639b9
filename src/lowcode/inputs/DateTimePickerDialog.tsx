import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DayField } from '../../controls/dateTime/DayField.tsx';
import { formatDate, TIME, DATE_TIME } from '../../i18n/dateFormats.ts';
import { dayOf } from '../dateRange.ts';
import { applyState, draftOf, earliestAllowed, type DateTimeDraft } from '../dateTimeValue.ts';

export interface DateTimePickerDialogProps {
  open: boolean;
  /** The stored value (ISO-8601) the picker starts from. */
  value: unknown;
  now: Date;
  notInPast?: boolean;
  min?: Date;
  onApply: (value: Date) => void;
  onClear?: () => void;
  onClose: () => void;
}

const REASONS = {
  incomplete: 'lowcode.dateTime.incomplete',
  invalidTime: 'lowcode.dateTime.invalidTime',
  tooEarly: 'lowcode.dateTime.tooEarly',
} as const;

/**
 * Spec 01 §5 date-time picker: a day and a 24-hour time (HH:mm typed, the same on every browser
 * and language); Apply is enabled only when both are set and the time is not before now (when the
 * field refuses the past) or the minimum.
 */
export function DateTimePickerDialog({ open, value, now, notInPast, min, onApply, onClear, onClose }: DateTimePickerDialogProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = useId();
  const [draft, setDraft] = useState<DateTimeDraft>(() => draftOf(value));
  const limits = { now, notInPast, min };
  const state = applyState(draft, limits);
  const earliest = earliestAllowed(limits);
  const reason = state.canApply ? undefined : state.reason;
  const touched = draft.date !== '' || draft.time !== '';
  const apply = () => {
    if (state.canApply) onApply(state.value);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('lowcode.dateTime.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            apply();
          }}
        >
          <DayField
            label={translate('lowcode.dateTime.date')}
            value={draft.date}
            onChange={(date) => setDraft((current) => ({ ...current, date }))}
            min={earliest ? dayOf(earliest) : undefined}
            autoFocus
          />
          <TextField
            label={translate('lowcode.dateTime.time')}
            value={draft.time}
            placeholder="HH:mm"
            onChange={(event) => setDraft((current) => ({ ...current, time: event.target.value }))}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, pattern: '([01][0-9]|2[0-3]):[0-5][0-9]' } }}
          />
          {touched && reason && (
            <Alert severity={reason === 'incomplete' ? 'info' : 'warning'} role="status">
              {translate(REASONS[reason], {
                time: earliest ? formatDate(earliest, dayOf(earliest) === dayOf(now) ? TIME : DATE_TIME, locale) : '',
              })}
            </Alert>
          )}
          {/* Enter in either field applies, like the Apply button. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {onClear && <Button onClick={onClear}>{translate('lowcode.dateTime.clear')}</Button>}
        <Button onClick={onClose}>{translate('lowcode.dateTime.cancel')}</Button>
        <Button variant="contained" disabled={!state.canApply} onClick={apply}>
          {translate('lowcode.dateTime.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

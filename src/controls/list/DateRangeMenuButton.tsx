import DateRangeIcon from '@mui/icons-material/DateRange';
import { Box, Button, Popover, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DATE, formatDate } from '../../i18n/dateFormats.ts';
import type { DateRangeValue } from '../../lowcode/dateRange.ts';
import { DateRangeFields } from '../../lowcode/filters/DateRangeFields.tsx';

export interface DateRangeMenuButtonProps {
  /** The filter's choices: their startDate and endDate, set together and cleared together. */
  choices: { startDate?: string | null; endDate?: string | null };
  onChange: (change: Partial<DateRangeValue>) => void;
  now: () => Date;
}

/**
 * The toolbar's date range: a button naming the range, opening a menu (spec 01 §9: at least
 * 290 px wide) with the two days and the quick buttons; a quick button closes it.
 */
export function DateRangeMenuButton({ choices: { startDate, endDate }, onChange, now }: DateRangeMenuButtonProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const value = startDate && endDate ? { startDate, endDate } : undefined;
  const shown = value ? `${formatDate(value.startDate, DATE, locale)} – ${formatDate(value.endDate, DATE, locale)}` : translate('list.filters.anyDate');

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<DateRangeIcon />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', borderColor: 'divider', height: 48 }}
      >
        {/* One inline box, so the space between the label and the range is kept. */}
        <span>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('list.filters.dates')}:
          </Box>{' '}
          {shown}
        </span>
      </Button>
      <Popover
        id={menuId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('list.filters.dates'), sx: { minWidth: 290, maxWidth: 340, p: 2 } } }}
      >
        <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
          {translate('list.filters.dates')}
        </Typography>
        <DateRangeFields value={value} onChange={(next) => onChange({ startDate: next?.startDate, endDate: next?.endDate })} now={now} onQuickRange={() => setAnchor(null)} />
      </Popover>
    </>
  );
}

import { Box, Tooltip, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { CLOCK, TIME, formatDate } from '../i18n/dateFormats';

/** The clock ticks every second, so it shows seconds after the spec's HH:mm. */
const CLOCK_TIME = `${TIME}:ss`;

/** The server's time; hovering shows it in the spec's clock format (with date and weekday). */
export function ServerClockView({ time }: { time: Date }) {
  const translate = useTranslate();
  const locale = useLocale();
  const label = translate('shell.clock.label');
  return (
    <Tooltip title={`${label}: ${formatDate(time, CLOCK, locale)}`}>
      <Box component="span" sx={{ mx: 1, display: 'inline-flex' }}>
        <Typography
          component="time"
          variant="body2"
          dateTime={time.toISOString()}
          aria-label={label}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatDate(time, CLOCK_TIME, locale)}
        </Typography>
      </Box>
    </Tooltip>
  );
}

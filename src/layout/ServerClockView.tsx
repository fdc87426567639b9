import { Box, Tooltip, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { CLOCK, TIME, formatDate } from '../i18n/dateFormats';

/** The clock ticks every second, so it shows seconds after the spec's HH:mm. */
const CLOCK_TIME = `${TIME}:ss`;

/** Reads the time to show, as it changes (a hook: called on every draw of the parts that show it). */
export type UseTime = () => Date;

/** The ticking part: a plain element, so a second's tick draws only its text. */
function ClockTime({ useTime, label, locale }: { useTime: UseTime; label: string; locale: string }) {
  const time = useTime();
  return (
    <time dateTime={time.toISOString()} aria-label={label}>
      {formatDate(time, CLOCK_TIME, locale)}
    </time>
  );
}

/** The tooltip's text: drawn, and ticking, only while the tooltip is open. */
function ClockTitle({ useTime, label, locale }: { useTime: UseTime; label: string; locale: string }) {
  return <>{`${label}: ${formatDate(useTime(), CLOCK, locale)}`}</>;
}

/**
 * The server's time; hovering shows it in the spec's clock format (with date and weekday). The
 * frame around it (tooltip, box, typography) is drawn once: each tick draws only the time's text.
 */
export function ServerClockView({ useTime }: { useTime: UseTime }) {
  const translate = useTranslate();
  const locale = useLocale();
  const label = translate('shell.clock.label');
  return (
    <Tooltip title={<ClockTitle useTime={useTime} label={label} locale={locale} />}>
      <Box component="span" sx={{ mx: 1, display: 'inline-flex' }}>
        <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <ClockTime useTime={useTime} label={label} locale={locale} />
        </Typography>
      </Box>
    </Tooltip>
  );
}

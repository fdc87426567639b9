import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import { Chip, Tooltip, type SxProps, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { DATE_TIME, TIME, formatDate } from '../../i18n/dateFormats.ts';
import { serverNow } from '../../providers/serverClock.ts';

/** The end of an embargo still running at `now` (the server's clock), or undefined when there is none. */
export function activeEmbargo(embargoUntil: string | null | undefined, now: Date = serverNow()): Date | undefined {
  if (!embargoUntil) return undefined;
  const until = new Date(embargoUntil);
  return until.getTime() > now.getTime() ? until : undefined;
}

/** The end as the desk writes it: the time alone today, the day and time otherwise. */
function useEmbargoTexts(until: Date) {
  const [locale] = useLocaleState();
  const today = formatDate(serverNow(), 'yyyy-MM-dd', locale) === formatDate(until, 'yyyy-MM-dd', locale);
  return { time: formatDate(until, today ? TIME : DATE_TIME, locale), dateTime: formatDate(until, DATE_TIME, locale) };
}

/** "Embargo until 14:30" on a row or in the detail, while the agency's embargo runs; nothing otherwise. */
export function EmbargoChip({ embargoUntil, size = 'small', sx }: { embargoUntil: string | null | undefined; size?: 'small' | 'medium'; sx?: SxProps<Theme> }) {
  const until = activeEmbargo(embargoUntil);
  if (!until) return null;
  return <RunningEmbargoChip until={until} size={size} sx={sx} />;
}

function RunningEmbargoChip({ until, size, sx }: { until: Date; size: 'small' | 'medium'; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  const { time, dateTime } = useEmbargoTexts(until);
  return (
    <Tooltip title={translate('agency.embargo.untilLong', { dateTime })}>
      <Chip
        size={size}
        clickable={false}
        color="error"
        variant="outlined"
        icon={<LockClockOutlinedIcon />}
        label={translate('agency.embargo.until', { time })}
        sx={[size === 'small' && { height: 20, '& .MuiChip-label': { px: 0.75 }, '& .MuiChip-icon': { fontSize: 14 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </Tooltip>
  );
}

/** Why archiving waits (the server refuses it too), or undefined when the embargo is over. */
export function useEmbargoRefusal(embargoUntil: string | null | undefined): string | undefined {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const until = activeEmbargo(embargoUntil);
  return until && translate('agency.embargo.blocksArchive', { dateTime: formatDate(until, DATE_TIME, locale) });
}

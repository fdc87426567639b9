import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServerClock } from '../../providers/serverClock.ts';
import { secondsUntil } from './editPermitNotice.ts';

/** The seconds left of a request's auto-accept countdown, in words and as a bar; the server's clock counts. */
export function PermitCountdown({ autoAcceptAt, totalSeconds, message, values }: { autoAcceptAt: unknown; totalSeconds?: number; message: string; values?: Record<string, string> }) {
  const translate = useTranslate();
  const left = secondsUntil(autoAcceptAt, useServerClock());
  // The clocks never agree to the millisecond: the countdown does not start above its length.
  const seconds = totalSeconds ? Math.min(left, totalSeconds) : left;
  const share = totalSeconds ? (seconds / totalSeconds) * 100 : 0;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }} data-testid="permit-countdown" data-seconds={seconds}>
      <Typography variant="body2" role="status">
        {translate(message, { ...values, seconds })}
      </Typography>
      {totalSeconds ? <LinearProgress variant="determinate" value={share} aria-hidden /> : null}
    </Stack>
  );
}

import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WebhookDeliveryStatus, WebhookEvent } from '../../graphql/graphql.ts';

const STATUS_COLOR = { PENDING: 'default', SENT: 'success', RETRYING: 'warning', FAILED: 'error' } as const;

/** A delivery's status as a chip, its value in `data-status`. */
export function DeliveryStatusChip({ status }: { status: WebhookDeliveryStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant={status === 'PENDING' ? 'outlined' : 'filled'} color={STATUS_COLOR[status]} label={translate(`webhooks.status.${status}`)} data-status={status} />;
}

/** A webhook's events as chips, in the order of the form's checkboxes. */
export function EventChips({ events }: { events: readonly WebhookEvent[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" flexWrap="wrap" gap={0.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {events.map((event) => (
        <Chip key={event} component="li" size="small" variant="outlined" label={translate(`webhooks.events.${event}`)} />
      ))}
    </Stack>
  );
}

/** The reason of a refused call, as the server said it. */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

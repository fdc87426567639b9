import { Chip, Stack, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { DELIVERY_COLOR, deliveryStateKey, deliverySummary, platformLabel } from './notificationChoices.ts';
import type { NotificationDelivery } from './notificationMethods.ts';

/**
 * Each chosen platform as a chip coloured by its delivery state (waiting, sent, failed, canceled); its
 * counts in the tooltip and in the chip's accessible name (a list of them), so they are read without a mouse.
 */
export function DeliveryChips({ deliveries }: { deliveries: readonly NotificationDelivery[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" role="list">
      {deliveries.map((delivery) => {
        const state = deliveryStateKey(delivery.state);
        const summary = deliverySummary(translate, delivery, locale);
        return (
          <Tooltip key={delivery.platform} title={summary}>
            <Chip
              size="small"
              variant={state === 'waiting' ? 'outlined' : 'filled'}
              color={DELIVERY_COLOR[state]}
              label={platformLabel(translate, delivery.platform)}
              role="listitem"
              aria-label={summary}
              data-state={state}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}

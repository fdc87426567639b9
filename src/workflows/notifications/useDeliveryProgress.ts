import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveRows } from '../../controls/list/useKeysetList.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { DUE_WITHIN_MS, isInProgress, POLL_INTERVAL_MS } from './notificationChoices.ts';
import type { Notification } from './notificationMethods.ts';

/**
 * The delivery states of the rows shown, kept current while they may change: every row sending, or
 * scheduled to go within the minute, is read again every POLL_INTERVAL_MS and merged in place; the
 * others are looked at again as their time comes. Nothing is asked while no row is in progress.
 */
export function useDeliveryProgress(rows: readonly Notification[], live: Pick<LiveRows<Notification>, 'mergeRow'>) {
  const dataProvider = useAppDataProvider();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), DUE_WITHIN_MS / 2);
    return () => clearInterval(timer);
  }, []);
  const watched = rows.filter((row) => isInProgress(row, now)).map((row) => row.id);
  useQuery({
    queryKey: ['notificationProgress', watched],
    enabled: watched.length > 0,
    refetchInterval: POLL_INTERVAL_MS,
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const fresh = await Promise.all(watched.map((id) => dataProvider.getNotification(id)));
      for (const notification of fresh) if (notification) live.mergeRow(notification.id, notification);
      setNow(Date.now());
      return fresh.length;
    },
  });
}

import { graphql, HttpResponse } from 'msw';
import { en as notificationTexts } from '../../../resources/messages/notification.ts';
import type { Notification, NotificationDelivery } from '../../workflows/notifications/notificationMethods.ts';

type SampleDelivery = Omit<NotificationDelivery, '__typename'>;
export type SampleNotification = Omit<Notification, '__typename' | 'deliveries'> & { deliveries: SampleDelivery[] };

const delivery = (platform: number, state: number, counts: Partial<SampleDelivery> = {}): SampleDelivery => ({
  platform,
  state,
  targeted: 0,
  sent: 0,
  failed: 0,
  expired: 0,
  canceled: 0,
  error: null,
  startedAt: null,
  finishedAt: null,
  ...counts,
});

const base = (id: string, title: string, sendDate: string): SampleNotification => ({
  id,
  version: 1,
  title,
  spot: `${title}: the spot`,
  url: null,
  sendDate,
  platforms: [1],
  audience: 1,
  categoryIds: [],
  isCategoryFollowersOnly: false,
  useCoverImage: false,
  isBreakingNews: false,
  mailChannelId: null,
  status: 3,
  failedPlatforms: [],
  cursor: id,
  deliveries: [],
});

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 0)).toISOString();

/**
 * Notifications of late November 2026, newest first: one scheduled for December (web and mobile,
 * waiting), a breaking one sent on web and mobile (some expired), one whose mobile send failed, and
 * a canceled one.
 */
export function sampleNotifications(): SampleNotification[] {
  return [
    { ...base('4', 'Tomorrow’s match preview', at(32, 9)), status: 1, platforms: [1, 3], deliveries: [delivery(1, 1), delivery(3, 1)] },
    {
      ...base('3', 'Earthquake in the Aegean', at(30, 7)),
      platforms: [1, 3],
      isBreakingNews: true,
      deliveries: [delivery(1, 2, { targeted: 1210, sent: 1203, expired: 7 }), delivery(3, 2, { targeted: 540, sent: 540 })],
    },
    {
      ...base('2', 'Election results are in', at(29, 20)),
      platforms: [1, 3],
      audience: 2,
      failedPlatforms: [3],
      deliveries: [delivery(1, 2, { targeted: 900, sent: 900 }), delivery(3, 3, { targeted: 400, failed: 400, error: 'The service answered 403 Forbidden' })],
    },
    { ...base('1', 'The bridge reopens', at(28, 10)), status: 4, platforms: [2], mailChannelId: '1', deliveries: [delivery(2, 4)] },
  ];
}

export interface NotificationApiOptions {
  notifications?: SampleNotification[];
  /** Refuse every save: with field messages (BAD_USER_INPUT), or as stale (CONFLICT). */
  saveRefusal?: Record<string, string> | 'conflict';
  /** After how many reads of a sending notification its waiting platforms turn sent (the send engine's work). */
  sendAfterReads?: number;
}

const withTypes = (row: SampleNotification) => ({ __typename: 'Notification', ...row, deliveries: row.deliveries.map((entry) => ({ __typename: 'NotificationDelivery', ...entry })) });

/** The notifications in memory, answering the admin's documents as server/notifications does; writes are recorded. */
export function notificationApi({ notifications = sampleNotifications(), saveRefusal, sendAfterReads = 1 }: NotificationApiOptions = {}) {
  const rows = notifications.map((row) => ({ ...row }));
  const saved: Record<string, unknown>[] = [];
  const canceled: string[] = [];
  const reads = new Map<string, number>();
  /** A sending notification goes on as the engine would: after some reads its platforms are sent. */
  const progress = (row: SampleNotification) => {
    if (row.status !== 2) return row;
    const count = (reads.get(row.id) ?? 0) + 1;
    reads.set(row.id, count);
    if (count < sendAfterReads) return row;
    Object.assign(row, { status: 3, deliveries: row.deliveries.map((entry) => ({ ...entry, state: 2, targeted: 10, sent: 10 })) });
    return row;
  };
  const handlers = [
    graphql.query('GetNotifications', ({ variables }) => {
      const filter = (variables.filter ?? {}) as { search?: string; deliveryStates?: number[]; platforms?: number[]; sendDateFrom?: string; sendDateTo?: string };
      const matching = rows
        .filter((row) => !filter.search || `${row.title} ${row.spot}`.toLowerCase().includes(filter.search.toLowerCase()))
        .filter((row) => !filter.deliveryStates || row.deliveries.some((entry) => filter.deliveryStates!.includes(entry.state)))
        .filter((row) => !filter.platforms || (row.platforms ?? []).some((platform) => filter.platforms!.includes(platform)))
        .filter((row) => !filter.sendDateFrom || (row.sendDate ?? '') >= filter.sendDateFrom)
        .filter((row) => !filter.sendDateTo || (row.sendDate ?? '') <= filter.sendDateTo)
        .sort((a, b) => (b.sendDate ?? '').localeCompare(a.sendDate ?? ''));
      const start = variables.after ? matching.findIndex((row) => row.cursor === variables.after) + 1 : 0;
      const limit = Number(variables.limit ?? 50);
      return HttpResponse.json({ data: { notifications: matching.slice(start, start + limit).map(withTypes) } });
    }),
    graphql.query('GetNotification', ({ variables }) => {
      const found = rows.find((row) => row.id === variables.id);
      return HttpResponse.json({ data: { notification: found ? withTypes(progress(found)) : null } });
    }),
    graphql.mutation('SaveNotification', ({ variables }) => {
      const input = variables.input as Record<string, unknown> & { id?: string; version?: number; sendDate?: string; platforms?: number[] };
      saved.push(input);
      if (saveRefusal === 'conflict') return HttpResponse.json({ data: null, errors: [{ message: 'Someone else saved this record meanwhile.', extensions: { code: 'CONFLICT', messageKey: 'saveErrors.conflict' } }] });
      if (saveRefusal) return HttpResponse.json({ data: null, errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: saveRefusal } }] });
      const old = rows.find((row) => row.id === input.id);
      if (old && old.status !== 1) return HttpResponse.json({ data: null, errors: [{ message: notificationTexts.notification.errors.alreadySent, extensions: { code: 'CONFLICT', messageKey: 'notification.errors.alreadySent' } }] });
      const id = old?.id ?? String(rows.length + 1);
      // A send date within the minute is "send now": the engine picks it up at once.
      const now = new Date(input.sendDate ?? 0).getTime() <= Date.now() + 60_000;
      const platforms = input.platforms ?? [];
      const next = {
        ...(old ?? base(id, '', '')),
        ...input,
        id,
        cursor: id,
        version: (old?.version ?? 0) + 1,
        status: now ? 2 : 1,
        deliveries: platforms.map((platform) => delivery(platform, 1)),
      } as SampleNotification;
      if (old) rows.splice(rows.indexOf(old), 1, next);
      else rows.push(next);
      return HttpResponse.json({ data: { saveNotification: withTypes(next) } });
    }),
    graphql.mutation('CancelNotification', ({ variables }) => {
      canceled.push(String(variables.id));
      const found = rows.find((row) => row.id === variables.id);
      if (!found || (found.status !== 1 && found.status !== 2)) {
        return HttpResponse.json({ data: null, errors: [{ message: notificationTexts.notification.errors.alreadySent, extensions: { code: 'CONFLICT', messageKey: 'notification.errors.alreadySent' } }] });
      }
      Object.assign(found, { status: 4, version: found.version + 1, deliveries: found.deliveries.map((entry) => ({ ...entry, state: entry.state === 1 ? 4 : entry.state })) });
      return HttpResponse.json({ data: { cancelNotification: withTypes(found) } });
    }),
    graphql.query('GetNotificationCategories', () =>
      HttpResponse.json({ data: { allCategories: [{ id: '1', name: 'Sports' }, { id: '2', name: 'Economy' }, { id: '3', name: 'World' }].map((category) => ({ __typename: 'CategorySummary', ...category })) } }),
    ),
    graphql.query('GetNotificationMailChannels', () =>
      HttpResponse.json({ data: { mailingChannels: [{ id: '1', name: 'Morning notes' }, { id: '2', name: 'Sunday supplement' }].map((channel) => ({ __typename: 'MailingChannel', ...channel })) } }),
    ),
  ];
  return { handlers, rows, saved, canceled };
}

import { graphql, HttpResponse } from 'msw';
import { en as mailingTexts } from '../../../resources/messages/mailing.ts';

interface SampleMailing {
  id: string;
  version: number;
  title: string;
  channelId: string;
  type: number;
  status: number;
  sendDate: string;
  userSpecificTitle: string | null;
  articlesOfTheDay: boolean;
  cursor: string;
  items: Record<string, unknown>[];
}

export const SAMPLE_MAILING_CHANNELS = [
  { id: '1', name: 'Morning notes' },
  { id: '2', name: 'What should we watch' },
  { id: '3', name: 'Sunday supplement' },
  { id: '4', name: 'Book supplement' },
];

const item = (contentId: string, title: string) => ({
  title,
  spot: `${title}: the spot`,
  contentUrl: `/recipes/${contentId}`,
  contentId,
  contentDate: '2026-11-28T08:00:00.000Z',
  contentTypeId: 0,
  imageUrl: '',
  isChiefSelection: false,
  order: null,
});

/** Current newsletters, a day apart from 1 December 2026 backwards; the first one holds two recipes. */
export function sampleMailings(count = 3): SampleMailing[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    version: 1,
    title: `Newsletter ${index + 1}`,
    channelId: SAMPLE_MAILING_CHANNELS[index % SAMPLE_MAILING_CHANNELS.length]!.id,
    type: index % 3 === 2 ? 2 : 1,
    status: index % 2 === 0 ? 2 : 1,
    sendDate: new Date(Date.UTC(2026, 11, 1, 6, 0) - index * 86_400_000).toISOString(),
    userSpecificTitle: null,
    articlesOfTheDay: false,
    cursor: String(index + 1),
    items: index === 0 ? [item('12', 'Lentil soup'), item('15', 'Baklava')] : [item('20', 'Menemen')],
  }));
}

export interface MailingApiOptions {
  mailings?: SampleMailing[];
  /** Refuse every save with these field messages (BAD_USER_INPUT). */
  saveRefusal?: Record<string, string>;
  /** Refuse scheduling (the lead time passed meanwhile). */
  refuseSchedule?: boolean;
  refuseCancel?: boolean;
}

const channelsHandler = graphql.query('GetMailingChannels', () =>
  HttpResponse.json({ data: { mailingChannels: SAMPLE_MAILING_CHANNELS.map((channel) => ({ __typename: 'MailingChannel', ...channel })) } }),
);

const withTypes = (mailing: SampleMailing) => ({ __typename: 'Mailing', ...mailing, items: mailing.items.map((entry) => ({ __typename: 'MailingItem', ...entry })) });

/** The newsletters in memory, answering the admin's documents as server/mailing does; writes are recorded. */
export function mailingApi({ mailings = sampleMailings(), saveRefusal, refuseSchedule = false, refuseCancel = false }: MailingApiOptions = {}) {
  const rows = [...mailings];
  const saved: Record<string, unknown>[] = [];
  const scheduled: string[] = [];
  const canceled: string[] = [];
  const handlers = [
    channelsHandler,
    graphql.query('GetMailings', ({ variables }) => {
      const filter = (variables.filter ?? {}) as { status?: number[]; search?: string; channelId?: string[]; type?: number[] };
      const matching = rows
        .filter((row) => !filter.status || filter.status.includes(row.status))
        .filter((row) => !filter.search || row.title.toLowerCase().includes(filter.search.toLowerCase()))
        .filter((row) => !filter.channelId || filter.channelId.includes(row.channelId))
        .filter((row) => !filter.type || filter.type.includes(row.type));
      const start = variables.after ? matching.findIndex((row) => row.cursor === variables.after) + 1 : 0;
      const limit = Number(variables.limit ?? 50);
      return HttpResponse.json({ data: { mailings: matching.slice(start, start + limit).map(({ items: _items, ...row }) => ({ __typename: 'Mailing', ...row })) } });
    }),
    graphql.query('GetMailing', ({ variables }) => {
      const found = rows.find((row) => row.id === variables.id);
      return HttpResponse.json({ data: { mailing: found ? withTypes(found) : null } });
    }),
    graphql.mutation('SaveMailing', ({ variables }) => {
      const input = variables.input as Record<string, unknown> & { id?: string };
      saved.push(input);
      if (saveRefusal) return HttpResponse.json({ data: null, errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: saveRefusal } }] });
      const old = rows.find((row) => row.id === input.id);
      const next = { ...(old ?? { status: 1, cursor: String(rows.length + 1) }), ...input, id: old?.id ?? String(rows.length + 1), version: (old?.version ?? 0) + 1 } as SampleMailing;
      if (old) rows.splice(rows.indexOf(old), 1, next);
      else rows.push(next);
      return HttpResponse.json({ data: { saveMailing: withTypes(next) } });
    }),
    graphql.mutation('ScheduleMailing', ({ variables }) => {
      scheduled.push(String(variables.id));
      const found = rows.find((row) => row.id === variables.id);
      if (refuseSchedule || !found) return HttpResponse.json({ data: null, errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: { sendDate: 'The Send date must be at least 10 minutes from now.' } } }] });
      found.status = 2;
      return HttpResponse.json({ data: { scheduleMailing: withTypes(found) } });
    }),
    graphql.mutation('CancelMailing', ({ variables }) => {
      canceled.push(String(variables.id));
      if (refuseCancel) return HttpResponse.json({ data: null, errors: [{ message: mailingTexts.mailing.errors.alreadySending, extensions: { code: 'CONFLICT', messageKey: 'mailing.errors.alreadySending' } }] });
      rows.splice(rows.findIndex((row) => row.id === variables.id), 1);
      return HttpResponse.json({ data: { cancelMailing: true } });
    }),
  ];
  return { handlers, saved, scheduled, canceled };
}

export interface SampleSubscriber {
  id: string;
  channelId: string;
  email: string;
  status: 'PENDING' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'BOUNCED';
  source: string;
  createdDate: string;
  subscribedAt: string | null;
  unsubscribedAt: string | null;
}

const SUBSCRIBER_STATUSES = ['SUBSCRIBED', 'SUBSCRIBED', 'PENDING', 'UNSUBSCRIBED', 'BOUNCED'] as const;

/** Readers of the first two channels, an hour apart from 1 December 2026 backwards. */
export function sampleSubscribers(count = 6): SampleSubscriber[] {
  return Array.from({ length: count }, (_, index) => {
    const status = SUBSCRIBER_STATUSES[index % SUBSCRIBER_STATUSES.length]!;
    const at = new Date(Date.UTC(2026, 11, 1, 6, 0) - index * 3_600_000).toISOString();
    return {
      id: String(index + 1),
      channelId: SAMPLE_MAILING_CHANNELS[index % 2]!.id,
      email: `reader${index + 1}@example.com`,
      status,
      source: ['admin', 'import', 'form'][index % 3]!,
      createdDate: at,
      subscribedAt: status === 'SUBSCRIBED' ? at : null,
      unsubscribedAt: status === 'UNSUBSCRIBED' ? at : null,
    };
  });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The readers in memory, answering the subscribers screen's documents as server/mailing does (an import reads one address a line). */
export function subscribersApi({ subscribers = sampleSubscribers() }: { subscribers?: SampleSubscriber[] } = {}) {
  const rows = [...subscribers];
  const withType = (row: SampleSubscriber) => ({ __typename: 'MailingSubscriber', ...row });
  const handlers = [
    channelsHandler,
    graphql.query('GetMailingSubscribers', ({ variables }) => {
      const filter = (variables.filter ?? {}) as { channelId?: string; status?: string[]; search?: string };
      const matching = rows
        .filter((row) => !filter.channelId || row.channelId === filter.channelId)
        .filter((row) => !filter.status?.length || filter.status.includes(row.status))
        .filter((row) => !filter.search || row.email.includes(filter.search.toLowerCase()));
      const limit = Number(variables.limit ?? 50);
      const start = (Number(variables.page ?? 1) - 1) * limit;
      return HttpResponse.json({ data: { mailingSubscribers: { __typename: 'MailingSubscriberList', total: matching.length, data: matching.slice(start, start + limit).map(withType) } } });
    }),
    graphql.mutation('AddMailingSubscriber', ({ variables }) => {
      const email = String(variables.email).trim().toLowerCase();
      if (!EMAIL.test(email)) {
        return HttpResponse.json({ data: null, errors: [{ message: mailingTexts.mailing.subscribers.errors.invalidEmail, extensions: { code: 'BAD_USER_INPUT', messageKey: 'mailing.subscribers.errors.invalidEmail' } }] });
      }
      const now = new Date().toISOString();
      const row: SampleSubscriber = { id: String(rows.length + 1), channelId: String(variables.channelId), email, status: 'SUBSCRIBED', source: 'admin', createdDate: now, subscribedAt: now, unsubscribedAt: null };
      rows.unshift(row);
      return HttpResponse.json({ data: { addMailingSubscriber: withType(row) } });
    }),
    graphql.mutation('ImportMailingSubscribers', ({ variables }) => {
      const lines = String(variables.csv).split(/\r?\n/);
      const result = { added: 0, alreadyThere: 0, invalid: [] as { __typename: string; line: number; value: string }[] };
      lines.forEach((line, index) => {
        const value = line.split(',')[0]!.trim().toLowerCase();
        if (!value || value === 'email') return;
        if (!EMAIL.test(value)) result.invalid.push({ __typename: 'MailingSubscriberImportInvalid', line: index + 1, value });
        else if (rows.some((row) => row.email === value && row.channelId === variables.channelId)) result.alreadyThere += 1;
        else {
          result.added += 1;
          rows.unshift({ id: String(rows.length + 1), channelId: String(variables.channelId), email: value, status: 'SUBSCRIBED', source: 'import', createdDate: new Date().toISOString(), subscribedAt: null, unsubscribedAt: null });
        }
      });
      return HttpResponse.json({ data: { importMailingSubscribers: { __typename: 'MailingSubscriberImport', ...result, invalidCount: result.invalid.length } } });
    }),
    graphql.mutation('RemoveMailingSubscriber', ({ variables }) => {
      const row = rows.find((candidate) => candidate.id === variables.id)!;
      Object.assign(row, { status: 'UNSUBSCRIBED', unsubscribedAt: new Date().toISOString() });
      return HttpResponse.json({ data: { removeMailingSubscriber: withType(row) } });
    }),
  ];
  return { handlers, rows };
}

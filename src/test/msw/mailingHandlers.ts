import { graphql, HttpResponse } from 'msw';
import { en as mailingTexts } from '../../../resources/messages/mailing.ts';
import type { MailingReport } from '../../workflows/mailing/mailingMethods.ts';

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
  report?: SampleReport;
}

type SampleReport = Omit<MailingReport, '__typename'>;

interface SampleDelivery {
  id: string;
  email: string;
  state: string;
  attempts: number;
  smtpCode: number | null;
  error: string | null;
  sentAt: string | null;
}

const NO_REPORT: SampleReport = { recipients: 0, sent: 0, failed: 0, bounced: 0, unknown: 0, pending: 0, unsubscribed: 0 };

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

/**
 * The old lists' newsletters on 30 November 2026 between 07:00 and 12:00 UTC (the same day in the
 * time zones of Europe and Asia's west), and two upcoming in December: sent cleanly, sent
 * with 2 failures (one bounced) and 1 unknown, still sending, and upcoming.
 */
export function sampleOldMailings(): SampleMailing[] {
  const base = sampleMailings(1)[0]!;
  const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 0)).toISOString();
  return [
    { ...base, id: '11', cursor: '11', title: 'Morning notes 30 November', status: 4, sendDate: at(30, 7), report: { ...NO_REPORT, recipients: 120, sent: 118, unsubscribed: 2 } },
    { ...base, id: '12', cursor: '12', title: 'Sunday supplement 30 November', status: 4, sendDate: at(30, 9), report: { ...NO_REPORT, recipients: 10, sent: 7, failed: 2, bounced: 1, unknown: 1 } },
    { ...base, id: '13', cursor: '13', title: 'What should we watch 30 November', status: 3, sendDate: at(30, 12), report: { ...NO_REPORT, recipients: 200, sent: 80, pending: 120 } },
    { ...base, id: '14', cursor: '14', title: 'Book supplement 2 December', status: 2, sendDate: at(32, 9) },
    { ...base, id: '15', cursor: '15', title: 'Morning notes 3 December', status: 2, sendDate: at(33, 6) },
  ].sort((a, b) => b.sendDate.localeCompare(a.sendDate));
}

/** Newsletter 12's outbox: seven sent, two failed (a refusal at RCPT, a full mailbox), one unknown. */
export function sampleDeliveries(): SampleDelivery[] {
  const sent = Array.from({ length: 7 }, (_, index) => ({ id: String(index + 1), email: `reader${index + 1}@example.test`, state: 'SENT', attempts: 1, smtpCode: 250, error: null, sentAt: '2026-11-30T09:00:05.000Z' }));
  return [
    ...sent,
    { id: '8', email: 'gone@example.test', state: 'FAILED', attempts: 1, smtpCode: 550, error: '550 5.1.1 No such mailbox', sentAt: null },
    { id: '9', email: 'full@example.test', state: 'FAILED', attempts: 3, smtpCode: 452, error: '452 4.2.2 Mailbox full', sentAt: null },
    { id: '10', email: 'maybe@example.test', state: 'UNKNOWN', attempts: 1, smtpCode: null, error: 'The connection closed while the message was being handed over.', sentAt: null },
  ];
}

export interface MailingApiOptions {
  mailings?: SampleMailing[];
  /** Refuse every save with these field messages (BAD_USER_INPUT). */
  saveRefusal?: Record<string, string>;
  /** Refuse scheduling (the lead time passed meanwhile). */
  refuseSchedule?: boolean;
  refuseCancel?: boolean;
  /** Every newsletter's outbox (the old lists' report). */
  deliveries?: SampleDelivery[];
  /** How "send a test to me" ends: accepted, refused by the SMTP server, or refused for want of an address. */
  testOutcome?: 'sent' | 'failed' | 'noEmail';
  /** False: the server sends through a relay and keeps nothing (the sent-mail viewer says so). */
  captured?: boolean;
  sentMails?: SampleSentMail[];
}

export interface SampleSentMail {
  id: string;
  messageId: string;
  mailingId: string | null;
  from: string;
  to: string[];
  subject: string;
  date: string;
  html: string | null;
  text: string;
  headers: { name: string; value: string }[];
}

const TEST_ADDRESS = 'editor@newsroom.example';

/** The e-mail the preview answers with: the title and items escaped as the server's rendering does. */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const previewHtml = (title: string, items: readonly { title?: string | null }[]) =>
  `<!DOCTYPE html><html lang="en"><body><h1>${escapeHtml(title)}</h1>${items.map((entry) => `<h2>${escapeHtml(entry.title ?? '')}</h2>`).join('')}<p><a href="#unsubscribe">Unsubscribe</a></p></body></html>`;

/** Kept messages, newest first: a newsletter's two readers and a test. */
export function sampleSentMails(count = 3): SampleSentMail[] {
  return Array.from({ length: count }, (_, index) => {
    const id = String(count - index);
    const to = index === 0 ? TEST_ADDRESS : `reader${index}@example.test`;
    const subject = index === 0 ? '[Test] Newsletter 1' : 'Newsletter 1';
    const messageId = index === 0 ? '<mailing-1.test-ab12@newsroom.example>' : `<mailing-1.subscriber-${index}@newsroom.example>`;
    const unsubscribe = index === 0 ? [] : [{ name: 'List-Unsubscribe', value: `<https://newsroom.example/api/public/mailing/unsubscribe?token=t${index}>` }, { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' }];
    return {
      id,
      messageId,
      mailingId: '1',
      from: 'Newsroom <newsletter@newsroom.example>',
      to: [to],
      subject,
      date: new Date(Date.UTC(2026, 11, 1, 6, 0) - index * 60_000).toISOString(),
      html: previewHtml('Newsletter 1', [{ title: 'Lentil soup' }, { title: 'Baklava' }]),
      text: 'NEWSLETTER 1\n\nLENTIL SOUP\n\nBAKLAVA',
      headers: [
        { name: 'From', value: 'Newsroom <newsletter@newsroom.example>' },
        { name: 'To', value: to },
        { name: 'Subject', value: subject },
        { name: 'Message-ID', value: messageId },
        ...unsubscribe,
        { name: 'X-Newsroom-Mailing', value: '1' },
      ],
    };
  });
}

const withTypes = ({ report = NO_REPORT, ...mailing }: SampleMailing) => ({
  __typename: 'Mailing',
  ...mailing,
  items: mailing.items.map((entry) => ({ __typename: 'MailingItem', ...entry })),
  report: { __typename: 'MailingReport', ...report },
});
const channelsHandler = graphql.query('GetMailingChannels', () =>
  HttpResponse.json({ data: { mailingChannels: SAMPLE_MAILING_CHANNELS.map((channel) => ({ __typename: 'MailingChannel', ...channel })) } }),
);


/** The newsletters in memory, answering the admin's documents as server/mailing does; writes are recorded. */
export function mailingApi({ mailings = sampleMailings(), saveRefusal, refuseSchedule = false, refuseCancel = false, deliveries = sampleDeliveries(), testOutcome = 'sent', captured = true, sentMails = sampleSentMails() }: MailingApiOptions = {}) {
  const rows = [...mailings];
  const outbox = deliveries.map((row) => ({ ...row }));
  const resent: { mailingId: string; states: string[] }[] = [];
  const saved: Record<string, unknown>[] = [];
  const previewed: Record<string, unknown>[] = [];
  const tested: string[] = [];
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
    graphql.query('GetOldMailings', ({ variables }) => {
      const filter = (variables.filter ?? {}) as { status?: number[]; sendDateFrom?: string; sendDateTo?: string };
      const matching = rows
        .filter((row) => !filter.status || filter.status.includes(row.status))
        .filter((row) => !filter.sendDateFrom || row.sendDate >= filter.sendDateFrom)
        .filter((row) => !filter.sendDateTo || row.sendDate <= filter.sendDateTo);
      const start = variables.after ? matching.findIndex((row) => row.cursor === variables.after) + 1 : 0;
      const page = matching.slice(start, start + Number(variables.limit ?? 50));
      return HttpResponse.json({
        data: { mailings: page.map(({ items: _items, report = NO_REPORT, ...row }) => ({ __typename: 'Mailing', ...row, report: { __typename: 'MailingReport', ...report } })) },
      });
    }),
    graphql.query('GetMailingDeliveries', ({ variables }) => {
      const states = (variables.states ?? null) as string[] | null;
      const matching = outbox.filter((row) => !states || states.includes(row.state));
      const limit = Number(variables.limit ?? 25);
      const start = (Number(variables.page ?? 1) - 1) * limit;
      const data = matching.slice(start, start + limit).map((row) => ({ __typename: 'MailingDelivery', ...row }));
      return HttpResponse.json({ data: { mailingDeliveries: { __typename: 'MailingDeliveryList', total: matching.length, data } } });
    }),
    graphql.mutation('ResendMailingDeliveries', ({ variables }) => {
      const states = variables.states as string[];
      resent.push({ mailingId: String(variables.mailingId), states });
      const again = outbox.filter((row) => states.includes(row.state));
      for (const row of again) Object.assign(row, { state: 'PENDING', smtpCode: null, error: null });
      return HttpResponse.json({ data: { resendMailingDeliveries: again.length } });
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
    graphql.query('MailingPreview', ({ variables }) => {
      previewed.push(variables);
      const input = variables.input as { title?: string; userSpecificTitle?: string | null; items?: { title?: string }[] } | undefined;
      const found = rows.find((row) => row.id === variables.id);
      const title = input?.title ?? found?.title ?? '';
      const items = input?.items ?? found?.items ?? [];
      const subject = input?.userSpecificTitle || title;
      return HttpResponse.json({ data: { mailingPreview: { __typename: 'MailingPreview', subject, html: previewHtml(title, items as { title?: string }[]), text: title.toUpperCase() } } });
    }),
    graphql.mutation('SendMailingTest', ({ variables }) => {
      tested.push(String(variables.id));
      if (testOutcome === 'noEmail') return HttpResponse.json({ data: null, errors: [{ message: mailingTexts.mailing.errors.noEmail, extensions: { code: 'BAD_USER_INPUT', messageKey: 'mailing.errors.noEmail' } }] });
      const found = rows.find((row) => row.id === variables.id);
      const sent = testOutcome === 'sent';
      return HttpResponse.json({
        data: {
          sendMailingTest: {
            __typename: 'MailingTestResult',
            sent,
            to: TEST_ADDRESS,
            subject: `[Test] ${found?.title ?? ''}`,
            messageId: `<mailing-${String(variables.id)}.test-ab12@newsroom.example>`,
            smtpCode: sent ? 250 : 550,
            reason: sent ? null : '550 5.1.1 Mailbox unavailable',
          },
        },
      });
    }),
    graphql.query('GetSentMails', ({ variables }) => {
      const filter = (variables.filter ?? {}) as { search?: string; mailingId?: string };
      const search = (filter.search ?? '').toLowerCase();
      const matching = captured
        ? sentMails
            .filter((mail) => !search || `${mail.subject} ${mail.from} ${mail.to.join(' ')}`.toLowerCase().includes(search))
            .filter((mail) => !filter.mailingId || mail.mailingId === filter.mailingId)
        : [];
      const limit = Number(variables.limit ?? 25);
      const start = (Number(variables.page ?? 1) - 1) * limit;
      const data = matching.slice(start, start + limit).map(({ html: _html, text: _text, headers: _headers, ...mail }) => ({ __typename: 'SentMail', ...mail }));
      return HttpResponse.json({ data: { mailCaptured: captured, sentMails: { __typename: 'SentMailList', total: matching.length, data } } });
    }),
    graphql.query('GetSentMail', ({ variables }) => {
      const found = sentMails.find((mail) => mail.id === variables.id);
      return HttpResponse.json({
        data: { sentMail: found ? { __typename: 'SentMail', ...found, headers: found.headers.map((header) => ({ __typename: 'SentMailHeader', ...header })) } : null },
      });
    }),
  ];
  return { handlers, saved, scheduled, canceled, resent, previewed, tested };
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

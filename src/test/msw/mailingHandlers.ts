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

const withTypes = (mailing: SampleMailing) => ({ __typename: 'Mailing', ...mailing, items: mailing.items.map((entry) => ({ __typename: 'MailingItem', ...entry })) });

/** The newsletters in memory, answering the admin's documents as server/mailing does; writes are recorded. */
export function mailingApi({ mailings = sampleMailings(), saveRefusal, refuseSchedule = false, refuseCancel = false, testOutcome = 'sent', captured = true, sentMails = sampleSentMails() }: MailingApiOptions = {}) {
  const rows = [...mailings];
  const saved: Record<string, unknown>[] = [];
  const previewed: Record<string, unknown>[] = [];
  const tested: string[] = [];
  const scheduled: string[] = [];
  const canceled: string[] = [];
  const handlers = [
    graphql.query('GetMailingChannels', () => HttpResponse.json({ data: { mailingChannels: SAMPLE_MAILING_CHANNELS.map((channel) => ({ __typename: 'MailingChannel', ...channel })) } })),
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
  return { handlers, saved, scheduled, canceled, previewed, tested };
}

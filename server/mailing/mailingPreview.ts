/**
 * The editor's look at a newsletter before it goes out (issue 29, "Screens"): the preview renders a
 * saved mailing or the form's unsaved values exactly as the send would (mailingMail.ts), and the test
 * send mails that rendering to the signed-in user alone, outside the outbox (server/mailing/README.md,
 * "Preview and test send").
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { mailings } from '../../resources/mailing.ts';
import { en, tr } from '../../resources/messages/mailing.ts';
import { serviceOf, type RequestContext } from '../context.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { MailingInput } from '../contract/generated/resolverTypes.ts';
import type { Language } from '../contract/language.ts';
import { users } from '../db/usersTable.ts';
import { findRecord } from '../engine/listRecords.ts';
import type { Row } from '../engine/records.ts';
import { smtpOutcome } from './delivery/smtpOutcome.ts';
import { withUnsubscribeUrl, type MailingMailItem, type RenderedMail } from './delivery/renderMailing.tsx';
import { renderMailingOf, type MailingMailSource } from './mailingMail.ts';
import { mailingErrors } from './mailingRow.ts';
import { messageDomain } from './mailingSend.ts';

/** A preview renders at most this many items (the resource sets no maximum; a newsletter has a few dozen). */
export const MAILING_PREVIEW_MAX_ITEMS = 100;
/** One test send per user and mailing in this many seconds, on each server (ours: enough to read the first one). */
export const MAILING_TEST_INTERVAL_SECONDS = 30;
/** The unsubscribe link of a preview or a test: nobody is subscribed by it, so it leads nowhere. */
export const PREVIEW_UNSUBSCRIBE_URL = '#unsubscribe';

const texts = (language: Language) => (language === 'en' ? en : tr).mailing;

const siteOf = (context: RequestContext) => context.siteNumber ?? -1;

async function savedMailing(context: RequestContext, id: string): Promise<Row> {
  const row = await findRecord(context.db, mailings, id, context.siteNumber);
  if (!row) throw apiError('NOT_FOUND', mailingErrors(context.language).notFound, { messageKey: 'mailing.errors.notFound' });
  return row;
}

const fromRow = (context: RequestContext, row: Row): MailingMailSource => ({
  siteId: siteOf(context),
  title: String(row.title ?? ''),
  userSpecificTitle: row.userSpecificTitle as string | null,
  items: ((row.items ?? []) as MailingMailItem[]).slice(0, MAILING_PREVIEW_MAX_ITEMS),
  articlesOfTheDay: row.articlesOfTheDay as boolean | null,
  sendDate: row.sendDate as Date | null,
});

/** The form's values as the save would store them: items numbered from 1 in the order given. */
const fromInput = (context: RequestContext, input: MailingInput): MailingMailSource => ({
  siteId: siteOf(context),
  title: input.title ?? '',
  userSpecificTitle: input.userSpecificTitle,
  items: (input.items ?? []).slice(0, MAILING_PREVIEW_MAX_ITEMS).map((item, index) => ({
    title: item.title ?? '',
    spot: item.spot,
    contentUrl: item.contentUrl ?? '',
    imageUrl: item.imageUrl,
    contentDate: item.contentDate,
    isChiefSelection: item.isChiefSelection,
    order: index + 1,
  })),
  articlesOfTheDay: input.articlesOfTheDay,
  sendDate: input.sendDate && !Number.isNaN(Date.parse(input.sendDate)) ? input.sendDate : null,
});

/** `mailingPreview(id, input)`: the form's values when given, else the saved mailing, else an empty newsletter (the site's frame). */
export async function previewMailing(context: RequestContext, args: { id?: string | null; input?: MailingInput | null }): Promise<RenderedMail> {
  const source = args.input || !args.id ? fromInput(context, args.input ?? {}) : fromRow(context, await savedMailing(context, args.id));
  return withUnsubscribeUrl(await renderMailingOf(context.db, source), PREVIEW_UNSUBSCRIBE_URL);
}

export interface MailingTestResult {
  sent: boolean;
  to: string;
  subject: string;
  messageId: string;
  smtpCode: number | null;
  reason: string | null;
}

/** When each user last asked for a test of each mailing (`<user>:<mailing>`), per server: keyed by the server's mail service. */
const lastTests = new WeakMap<object, Map<string, number>>();

function throttle(context: RequestContext, mailingId: number, now: number): void {
  const service = serviceOf(context, 'mail');
  const tests = lastTests.get(service) ?? new Map<string, number>();
  lastTests.set(service, tests);
  const key = `${context.user.id}:${mailingId}`;
  const last = tests.get(key);
  const waitMs = last === undefined ? 0 : last + MAILING_TEST_INTERVAL_SECONDS * 1000 - now;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw apiError('BAD_USER_INPUT', mailingErrors(context.language).testTooSoon.replace('{{seconds}}', String(seconds)), {
      messageKey: 'mailing.errors.testTooSoon',
      retryAfter: seconds,
    });
  }
  for (const [done, at] of tests) if (at + MAILING_TEST_INTERVAL_SECONDS * 1000 <= now) tests.delete(done);
  tests.set(key, now);
}

/**
 * `sendMailingTest(id)`: the saved mailing, rendered as the send would, to the signed-in user's own
 * address, its subject marked in the site's language, a Message-ID of its own; no outbox row, no
 * unsubscribe headers. The outcome is answered: sent, or failed with the server's reason.
 */
export async function sendMailingTest(context: RequestContext, id: string): Promise<MailingTestResult> {
  const row = await savedMailing(context, id);
  const [user] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, context.user.id));
  const to = user?.email.trim() ?? '';
  if (!to.includes('@')) throw apiError('BAD_USER_INPUT', mailingErrors(context.language).noEmail, { messageKey: 'mailing.errors.noEmail' });
  throttle(context, Number(row.id), Date.now());
  const site = await context.site();
  const rendered = withUnsubscribeUrl(await renderMailingOf(context.db, fromRow(context, row)), PREVIEW_UNSUBSCRIBE_URL);
  const mail = serviceOf(context, 'mail');
  const subject = `${texts(site?.language === 'en' ? 'en' : 'tr').test.subjectMarker} ${rendered.subject}`;
  const messageId = `<mailing-${Number(row.id)}.test-${randomBytes(8).toString('hex')}@${messageDomain(mail.from)}>`;
  try {
    await mail.send({ to, subject, html: rendered.html, text: rendered.text, messageId, mailingId: Number(row.id) });
    return { sent: true, to, subject, messageId, smtpCode: 250, reason: null };
  } catch (error) {
    const outcome = smtpOutcome(error);
    return { sent: false, to, subject, messageId, smtpCode: 'code' in outcome ? outcome.code : null, reason: outcome.reason };
  }
}

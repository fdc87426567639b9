/**
 * Double opt-in (issue 29): a reader who signs up on a site is `pending` until they follow the link of
 * the confirmation e-mail this job sends. The job's payload carries the Message-ID and the moment the
 * link was signed, fixed when the sign-up queued it, so a retried job sends the very same message
 * (a receiver tells the copy by its Message-ID), and a reader no longer pending gets nothing.
 */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import { mailingChannelsTable } from '../engine/resourceTables.ts';
import { enqueue, type QueueWriter } from '../jobs/enqueue.ts';
import type { MailService } from './delivery/mailService.ts';
import { messageDomain } from './mailingSend.ts';
import { mailingSubscribers } from './mailingTables.ts';

export const CONFIRMATION_JOB = 'mailing.confirmation';
/** A confirmation link works this long after it was sent. */
export const CONFIRM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface ConfirmationPayload {
  subscriberId: number;
  messageId: string;
  /** When the link was signed (ISO). */
  issuedAt: string;
}

export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/api/public/mailing/confirm?token=${encodeURIComponent(token)}`;

const LABELS = {
  tr: {
    subject: '{site} bültenine aboneliğinizi onaylayın',
    heading: 'Aboneliğinizi onaylayın',
    body: '{site} sitesinin "{channel}" bültenine abone olmak istediğiniz bildirildi. Onaylamak için aşağıdaki bağlantıya tıklayın.',
    confirm: 'Aboneliğimi onayla',
    ignore: 'Bu isteği siz yapmadıysanız bu e-postayı yok sayın: abone olmazsınız.',
  },
  en: {
    subject: 'Confirm your subscription to the {site} newsletter',
    heading: 'Confirm your subscription',
    body: 'Someone asked to subscribe this address to the "{channel}" newsletter of {site}. Follow the link below to confirm.',
    confirm: 'Confirm my subscription',
    ignore: 'If it was not you, ignore this e-mail: you will not be subscribed.',
  },
} as const;

interface ConfirmationInput {
  siteName: string;
  channelName: string;
  url: string;
  language: 'tr' | 'en';
}

const fill = (text: string, input: ConfirmationInput) => text.replaceAll('{site}', input.siteName).replaceAll('{channel}', input.channelName);

function ConfirmationMail({ input }: { input: ConfirmationInput }) {
  const labels = LABELS[input.language];
  return (
    <Html lang={input.language}>
      <Head>
        <title>{fill(labels.subject, input)}</title>
      </Head>
      <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' }}>
          <Heading as="h1" style={{ color: '#18181b', fontSize: '22px' }}>
            {labels.heading}
          </Heading>
          <Text style={{ color: '#3f3f46', fontSize: '15px', lineHeight: '22px' }}>{fill(labels.body, input)}</Text>
          <Text>
            <Link href={input.url} style={{ backgroundColor: '#1d4ed8', color: '#ffffff', padding: '10px 16px', borderRadius: '4px', textDecoration: 'none' }}>
              {labels.confirm}
            </Link>
          </Text>
          <Text style={{ color: '#71717a', fontSize: '12px' }}>{labels.ignore}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function renderConfirmation(input: ConfirmationInput) {
  const element = <ConfirmationMail input={input} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: fill(LABELS[input.language].subject, input), html, text };
}

/** Queues the confirmation of a pending reader (one at a time per reader: the key holds while it waits or runs). */
export async function queueConfirmation(tx: QueueWriter, subscriberId: number, from: string): Promise<void> {
  const payload: ConfirmationPayload = {
    subscriberId,
    messageId: `mailing-confirm.subscriber-${subscriberId}.${randomBytes(6).toString('hex')}@${messageDomain(from)}`,
    issuedAt: new Date().toISOString(),
  };
  await enqueue(tx, CONFIRMATION_JOB, payload, { key: `${CONFIRMATION_JOB}:${subscriberId}` });
}

/** The job: sends the confirmation to a reader still pending, in the site's language. */
export async function sendConfirmation(env: { db: Db; mail: MailService; publicUrl: string }, payload: ConfirmationPayload) {
  const [row] = await env.db
    .select({ email: mailingSubscribers.email, status: mailingSubscribers.status, siteName: sites.displayName, language: sites.language, channelName: mailingChannelsTable.name })
    .from(mailingSubscribers)
    .innerJoin(sites, eq(sites.id, mailingSubscribers.siteId))
    .innerJoin(mailingChannelsTable, and(eq(mailingChannelsTable.id, mailingSubscribers.channelId)))
    .where(eq(mailingSubscribers.id, payload.subscriberId));
  if (row?.status !== 'pending') return { sent: false };
  const token = env.mail.tokens.signConfirm(payload.subscriberId, new Date(payload.issuedAt));
  const mail = await renderConfirmation({
    siteName: row.siteName,
    channelName: String(row.channelName ?? ''),
    url: confirmUrl(env.publicUrl, token),
    language: row.language === 'en' ? 'en' : 'tr',
  });
  await env.mail.send({ to: row.email, ...mail, messageId: payload.messageId });
  return { sent: true };
}

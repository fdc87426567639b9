import type { MailSendError } from './mailTransport.ts';

/**
 * What a failed send means for its recipient:
 * - `failed`: the server refused for good (5xx), with its reason; `atRecipient` when it refused the address at RCPT.
 * - `retry`: the server refused for now (4xx): send again later.
 * - `notHanded`: it failed before DATA (connecting, EHLO, MAIL, RCPT without a reply): nothing was handed, safe to send again.
 * - `unknown`: DATA had begun and no reply came (timeout, connection closed): it may have been delivered; never resent by itself.
 */
export type SmtpOutcome =
  | { kind: 'failed'; code: number; reason: string; atRecipient: boolean }
  | { kind: 'retry'; code: number; reason: string }
  | { kind: 'notHanded'; reason: string }
  | { kind: 'unknown'; reason: string };

/** The commands of a transaction that come before its DATA (nodemailer's `command`, 'CONN' for the connection). */
const BEFORE_DATA = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH\b|MAIL FROM|RCPT TO)/;

/** Classifies a send error of mailTransport.ts (or any nodemailer error: without `dataStarted`, an unclear one is `unknown`). */
export function smtpOutcome(error: unknown): SmtpOutcome {
  const failure = (error ?? {}) as MailSendError;
  const reason = (failure.response || failure.message || String(error)).trim();
  const code = failure.responseCode;
  if (code && code >= 500 && code < 600) return { kind: 'failed', code, reason, atRecipient: /^RCPT/.test(failure.command ?? '') };
  if (code && code >= 400 && code < 500) return { kind: 'retry', code, reason };
  if (failure.dataStarted === true) return { kind: 'unknown', reason };
  if (failure.dataStarted === false) return { kind: 'notHanded', reason };
  // Not from our transport: only an error named with a step before DATA and carrying no timeout or close is known not handed.
  const lost = failure.code === 'ETIMEDOUT' || failure.code === 'ECONNECTION' || failure.code === 'ESOCKET';
  return !lost && BEFORE_DATA.test(failure.command ?? '') ? { kind: 'notHanded', reason } : { kind: 'unknown', reason };
}

import { PassThrough, type Readable } from 'node:stream';
import nodemailer from 'nodemailer';

/** The header naming the mailing a message was sent for (the sent-mail viewer's filter). */
export const MAILING_ID_HEADER = 'X-Newsroom-Mailing';

export interface MailTransportOptions {
  /** `smtp://user:pass@relay:587` (`smtps://` for TLS from the start). */
  url: string;
  /** The From of every message unless one says otherwise. */
  from: string;
  /** SMTP connections kept open and used at once. */
  poolConnections: number;
  /** Connecting, the greeting and each reply may take this long (ms). */
  timeoutMs: number;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Fixed by the caller (per mailing and recipient), so a receiver can tell a message sent twice; `<…>` added when missing. */
  messageId: string;
  /** RFC 8058 one-click unsubscribe: `List-Unsubscribe: <url>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. */
  unsubscribeUrl?: string;
  /** Sent as X-Newsroom-Mailing. */
  mailingId?: number;
  headers?: Record<string, string>;
  from?: string;
}

export interface SendResult {
  messageId: string;
  /** The server's reply to the message (`250 …`). */
  response: string;
}

/**
 * A failed send as nodemailer reports it (`code`, `command`, `responseCode`, `response`), plus whether
 * the message's DATA had begun (the server answered 354 and the content was being written): from then on
 * a send without a reply may have been delivered (smtpOutcome.ts).
 */
export interface MailSendError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
  response?: string;
  dataStarted?: boolean;
}

export interface MailTransport {
  readonly from: string;
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Closes the pooled connections. */
  close(): void;
}

const angleBracketed = (id: string) => (id.startsWith('<') ? id : `<${id}>`);

/** The two RFC 8058 headers of a message a recipient can leave in one click. */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * The send's own option (nodemailer keeps unknown options on `mail.data`; a symbol would not be copied) called
 * when nodemailer starts to write the content: it pipes the message only after DATA's 354.
 */
const DATA_STARTED = 'newsroomDataStarted';

interface TrackedMail {
  data: { [DATA_STARTED]?: () => void };
  message: { processFunc(fn: (output: Readable) => Readable): void };
}

/** Nodemailer over a pool of SMTP connections to one relay (or the embedded receiver). */
export function createMailTransport(options: MailTransportOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections: options.poolConnections,
    // One message at a time per connection; the pool refreshes a connection after this many.
    maxMessages: 100,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  transporter.use('stream', (mail, done) => {
    const tracked = mail as unknown as TrackedMail;
    const started = tracked.data[DATA_STARTED];
    if (started) {
      tracked.message.processFunc((output) => {
        const watched = new PassThrough();
        // 'resume' comes when the connection pipes the message, i.e. after the server's 354.
        watched.once('resume', started);
        output.on('error', (error) => watched.destroy(error));
        return output.pipe(watched);
      });
    }
    done();
  });

  return {
    from: options.from,
    async send(mail) {
      let dataStarted = false;
      const messageId = angleBracketed(mail.messageId);
      const headers: Record<string, string> = { ...mail.headers };
      if (mail.unsubscribeUrl) Object.assign(headers, unsubscribeHeaders(mail.unsubscribeUrl));
      if (mail.mailingId !== undefined) headers[MAILING_ID_HEADER] = String(mail.mailingId);
      try {
        const info = await transporter.sendMail({
          from: mail.from ?? options.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId,
          headers,
          [DATA_STARTED]: () => void (dataStarted = true),
        } as Parameters<typeof transporter.sendMail>[0]);
        return { messageId, response: String(info.response ?? '') };
      } catch (error) {
        const failure = (error instanceof Error ? error : new Error(String(error))) as MailSendError;
        failure.dataStarted = dataStarted;
        throw failure;
      }
    },
    close: () => transporter.close(),
  };
}

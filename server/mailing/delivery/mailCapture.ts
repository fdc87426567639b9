import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, arrayContains, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import libmime from 'libmime';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../db/client.ts';
import { capturedMails, type CapturedMailRow } from './deliveryTables.ts';
import { MAILING_ID_HEADER } from './mailTransport.ts';
import { containsPattern } from '../../db/likePattern.ts';

export interface MailCaptureOptions {
  db: Db;
  /** Where the messages are kept (`$DATA_DIR/mail`), one folder per day. */
  dir: string;
  /** On 127.0.0.1; 0 = any free port. */
  port: number;
  /** A larger message is refused (552) and not kept. */
  maxBytes: number;
  log(message: string): void;
}

export interface SentMailFilter {
  mailingId?: number;
  /** One recipient (the envelope's), any case. */
  to?: string;
  /** Text contained in the subject, the From or a recipient, any case. */
  search?: string;
  /** A condition of the caller's on `captured_mails` (the sent-mail viewer: the request's site's mailings). */
  scope?: SQL;
  /** From 1. */
  page: number;
  limit: number;
}

export interface SentMailSummary {
  id: number;
  messageId: string | null;
  from: string;
  to: string[];
  subject: string | null;
  mailingId: number | null;
  size: number;
  receivedAt: Date;
}

export interface SentMailPage {
  items: SentMailSummary[];
  total: number;
}

export interface SentMailHeader {
  name: string;
  value: string;
}

/** A kept message as mailparser reads its file. */
export interface SentMail extends SentMailSummary {
  date?: Date;
  html?: string;
  text?: string;
  /** Every header in the message's order, unfolded, its encoded words (`=?UTF-8?Q?…?=`) decoded for reading. */
  headers: SentMailHeader[];
}

export interface SentMails {
  listSentMails(filter: SentMailFilter): Promise<SentMailPage>;
  /** Undefined when no such message was kept (or its file is gone, e.g. kept by another server). */
  readSentMail(id: number): Promise<SentMail | undefined>;
}

export interface MailCapture extends SentMails {
  /** `smtp://127.0.0.1:<port>`: where the transport sends. */
  url: string;
  port: number;
  close(): Promise<void>;
}

const summary = ({ file: _file, ...row }: CapturedMailRow): SentMailSummary => row;

/** `Name <address>` as people write it (mailparser's `text` quotes every name). */
const addressText = (address: AddressObject | AddressObject[] | undefined): string | undefined => {
  const entries = (Array.isArray(address) ? address : address ? [address] : []).flatMap((one) => one.value);
  return entries.length ? entries.map(({ name, address: email }) => (name ? `${name} <${email}>` : (email ?? ''))).join(', ') : undefined;
};

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** The index and files of what the receiver kept: read by the sent-mail viewer. */
export function createSentMails(db: Db, dir: string): SentMails {
  return {
    async listSentMails({ mailingId, to, search, scope, page, limit }) {
      const conditions: SQL[] = scope ? [scope] : [];
      const text = search?.trim();
      if (text) {
        const pattern = containsPattern(text);
        conditions.push(or(ilike(capturedMails.subject, pattern), ilike(capturedMails.from, pattern), sql`array_to_string(${capturedMails.to}, ' ') ilike ${pattern}`)!);
      }
      if (mailingId !== undefined) conditions.push(eq(capturedMails.mailingId, mailingId));
      if (to) conditions.push(arrayContains(capturedMails.to, [to.trim().toLowerCase()]));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(capturedMails)
          .where(where)
          .orderBy(desc(capturedMails.id))
          .limit(limit)
          .offset((Math.max(page, 1) - 1) * limit),
        db.select({ total: count() }).from(capturedMails).where(where),
      ]);
      return { items: rows.map(summary), total };
    },
    async readSentMail(id) {
      const [row] = await db.select().from(capturedMails).where(eq(capturedMails.id, id));
      if (!row) return undefined;
      let source: Buffer;
      try {
        source = await readFile(path.join(dir, row.file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      const parsed = await simpleParser(source);
      return {
        ...summary(row),
        date: parsed.date,
        html: parsed.html || undefined,
        text: parsed.text,
        headers: parsed.headerLines.map(({ line }) => {
          const colon = line.indexOf(':');
          return { name: line.slice(0, colon).trim(), value: libmime.decodeWords(line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim()) };
        }),
      };
    },
  };
}

/**
 * The embedded SMTP receiver of a server without SMTP_URL: it takes every message (no authentication,
 * no TLS, on 127.0.0.1 only), writes it as an .eml file once its DATA has fully arrived and indexes it in
 * `captured_mails`; only then does it answer 250, so a message the client gave up on is never kept.
 */
export async function startMailCapture(options: MailCaptureOptions): Promise<MailCapture> {
  const { db, dir, maxBytes, log } = options;
  await mkdir(dir, { recursive: true });

  async function keep(source: Buffer, envelope: { from: string; to: string[] }): Promise<void> {
    const end = source.indexOf('\r\n\r\n');
    // The index needs the headers only: the body is parsed when the message is read.
    const head = await simpleParser(end === -1 ? source : source.subarray(0, end + 4));
    const day = new Date().toISOString().slice(0, 10);
    const file = path.join(day, `${Date.now()}-${randomUUID()}.eml`);
    await mkdir(path.join(dir, day), { recursive: true });
    await writeFile(path.join(dir, file), source, { flag: 'wx' });
    const mailing = Number(head.headers.get(MAILING_ID_HEADER.toLowerCase()));
    try {
      await db.insert(capturedMails).values({
        messageId: head.messageId ?? null,
        from: addressText(head.from) ?? envelope.from,
        to: envelope.to,
        subject: head.subject ?? null,
        mailingId: Number.isSafeInteger(mailing) && mailing > 0 && mailing <= 2_147_483_647 ? mailing : null,
        size: source.length,
        file,
      });
    } catch (error) {
      await unlink(path.join(dir, file)).catch(() => undefined);
      throw error;
    }
  }

  const server = new SMTPServer({
    name: 'newsroom-mail-capture',
    banner: 'Newsroom mail capture: messages are kept, not delivered',
    authOptional: true,
    // Whatever credentials a client sends are accepted: nothing leaves this machine.
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    disabledCommands: ['STARTTLS'],
    size: maxBytes,
    logger: false,
    closeTimeout: 2000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) return callback(smtpError(552, `Message larger than ${maxBytes} bytes`));
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        };
        keep(Buffer.concat(chunks), envelope).then(
          () => callback(),
          (error: Error) => {
            log(`The mail capture could not keep a message: ${error.message}`);
            callback(smtpError(451, 'Could not keep the message, try again'));
          },
        );
      });
    },
  });
  server.on('error', (error) => log(`Mail capture: ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    ...createSentMails(db, dir),
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

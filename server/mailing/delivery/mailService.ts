import path from 'node:path';
import type { MailConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { startMailCapture, type MailCapture, type SentMails } from './mailCapture.ts';
import { createMailingTokens, loadMailingTokenSecret, type MailingTokens } from './mailingTokens.ts';
import { createMailTransport, type MailTransport } from './mailTransport.ts';

/** The server's one way to send e-mail: one SMTP pool per process, shared by requests and jobs. */
export interface MailService extends SentMails {
  readonly from: string;
  send: MailTransport['send'];
  /** Unsubscribe tokens, signed with the secret every server shares. */
  tokens: MailingTokens;
  /** Minutes a newsletter's send time must lie ahead (MAILING_MIN_LEAD_MINUTES). */
  readonly minLeadMinutes: number;
  /** True when SMTP_URL is unset and the embedded receiver keeps what is sent (the sent-mail viewer has something to show). */
  captured: boolean;
  /** Closes the SMTP pool, then the embedded receiver. */
  close(): Promise<void>;
}

export interface MailEnvironment {
  db: Db;
  /** The embedded receiver keeps its messages under `<dataDir>/mail`. */
  dataDir: string;
  log(message: string): void;
}

/** Starts the embedded receiver when no SMTP_URL is set, and the pooled transport to it or to the relay. */
export async function startMailService(config: MailConfig, { db, dataDir, log }: MailEnvironment): Promise<MailService> {
  const tokens = createMailingTokens(await loadMailingTokenSecret(db, config.tokenSecret));
  let capture: MailCapture | undefined;
  if (!config.smtpUrl) {
    capture = await startMailCapture({ db, dir: path.join(dataDir, 'mail'), port: config.capturePort, maxBytes: config.captureMaxBytes, log });
  }
  const transport = createMailTransport({
    url: config.smtpUrl ?? capture!.url,
    from: config.from,
    poolConnections: config.poolConnections,
    timeoutMs: config.smtpTimeoutMs,
  });
  return {
    from: transport.from,
    send: (mail) => transport.send(mail),
    tokens,
    minLeadMinutes: config.minLeadMinutes,
    captured: capture !== undefined,
    listSentMails: async (filter) => (capture ? capture.listSentMails(filter) : { items: [], total: 0 }),
    readSentMail: async (id) => capture?.readSentMail(id),
    async close() {
      transport.close();
      await capture?.close();
    },
  };
}

declare module '../../context.ts' {
  interface RequestServices {
    /** Sending e-mail (newsletters, tests, confirmations) and reading what the embedded receiver kept. */
    mail: MailService;
  }
}

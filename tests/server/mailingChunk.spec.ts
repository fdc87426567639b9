import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingsTable } from '../../server/engine/resourceTables.ts';
import type { MailService } from '../../server/mailing/delivery/mailService.ts';
import type { OutgoingMail } from '../../server/mailing/delivery/mailTransport.ts';
import { deliverMailing } from '../../server/mailing/mailingDeliver.ts';
import { prepareMailingSend } from '../../server/mailing/mailingSend.ts';
import { mailingDeliveries, mailingSubscribers } from '../../server/mailing/mailingTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { channelWithReaders, scheduleMailingFor } from './support/scheduledMailing.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';

/**
 * A deliver job's chunk (server/mailing/README.md, "Sending"): the readers checked in one query,
 * the sent rows recorded together, every other outcome on its own row.
 */
describe('a chunk of the outbox', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp('pglite', {
      // Nothing runs the jobs: the test calls the send's steps itself.
      jobs: { concurrency: 1, pollMs: 3_600_000, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('sends the still subscribed readers, skips one who left, fails a refused address and retries a deferred one', async () => {
    const admin = { token: await demoToken(server.baseUrl, 'admin'), siteId: '4', language: 'en' as const };
    const channelId = await channelWithReaders(server, admin, 'Chunk', 6);
    const mailingId = await scheduleMailingFor(server, admin, channelId, new Date(Date.now() + 3_600_000));
    const [mailing] = await server.db.select().from(mailingsTable).where(eq(mailingsTable.id, mailingId));
    const options = { ...server.config.mailingSend, chunk: 10, retryBaseMs: 3_600_000 };
    expect(await prepareMailingSend(server.db, { mailingId, sendDate: new Date(mailing!.sendDate as Date).toISOString() }, server.mail.from, options)).toEqual({ prepared: true, recipients: 6 });
    await server.db.update(mailingSubscribers).set({ status: 'unsubscribed' }).where(eq(mailingSubscribers.email, 'reader1@example.test'));

    const handed: string[] = [];
    const mail = {
      from: server.mail.from,
      tokens: server.mail.tokens,
      async send(message: OutgoingMail) {
        handed.push(message.to);
        if (message.to === 'reader2@example.test') throw Object.assign(new Error('550 No such mailbox'), { responseCode: 550, command: 'RCPT TO', response: '550 No such mailbox', dataStarted: false });
        if (message.to === 'reader3@example.test') throw Object.assign(new Error('451 Try later'), { responseCode: 451, command: 'DATA', response: '451 Try later', dataStarted: true });
        return { messageId: message.messageId, response: '250 OK' };
      },
    } as unknown as MailService;
    expect(await deliverMailing({ db: server.db, mail, publicUrl: server.baseUrl, options }, mailingId)).toEqual({ delivered: 3 });

    expect(handed.sort()).toEqual(['reader0@example.test', 'reader2@example.test', 'reader3@example.test', 'reader4@example.test', 'reader5@example.test']);
    const rows = await server.db.select().from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, mailingId));
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    for (const email of ['reader0@example.test', 'reader4@example.test', 'reader5@example.test']) {
      expect(byEmail[email]).toMatchObject({ state: 'sent', smtpCode: 250, lockedBy: null, lockedUntil: null, error: null });
      expect(byEmail[email]!.sentAt).toBeInstanceOf(Date);
    }
    expect(byEmail['reader1@example.test']).toMatchObject({ state: 'skipped', error: 'No longer subscribed.', sentAt: null });
    expect(byEmail['reader2@example.test']).toMatchObject({ state: 'failed', smtpCode: 550, error: '550 No such mailbox' });
    expect(byEmail['reader3@example.test']).toMatchObject({ state: 'pending', smtpCode: 451, attempts: 1, lockedBy: null });
    const [bounced] = await server.db.select().from(mailingSubscribers).where(eq(mailingSubscribers.id, byEmail['reader2@example.test']!.subscriberId));
    expect(bounced!.status).toBe('bounced');
  });
});

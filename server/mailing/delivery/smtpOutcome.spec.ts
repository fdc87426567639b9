import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../tests/support/freePort.ts';
import { createMailTransport, type MailTransport } from './mailTransport.ts';
import { smtpOutcome } from './smtpOutcome.ts';

/** A receiver that refuses refused@ for good at RCPT, busy@ for now, and drops the connection in the DATA of drop@. */
function startRefusingReceiver() {
  const sockets = new Map<number, Socket>();
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });
      if (address.address.startsWith('refused@')) return callback(refusal(550, 'No such mailbox'));
      if (address.address.startsWith('busy@')) return callback(refusal(451, 'Try again later'));
      callback();
    },
    onData(stream, session, callback) {
      if (session.envelope.rcptTo.some((rcpt) => rcpt.address.startsWith('drop@'))) {
        // Part of the content has arrived: the connection goes without an answer.
        stream.once('data', () => sockets.get(session.remotePort)?.destroy());
        stream.resume();
        return;
      }
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo[0].address);
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.set(socket.remotePort!, socket);
    socket.on('close', () => sockets.delete(socket.remotePort!));
  });
  return new Promise<{ server: SMTPServer; port: number; received: string[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port, received })),
  );
}

const mail = (to: string) => ({ to, subject: 'A test', html: '<p>Hello</p>', text: 'Hello', messageId: `<${to}.1@newsroom.test>` });

describe('smtpOutcome over a real SMTP exchange', () => {
  let receiver: Awaited<ReturnType<typeof startRefusingReceiver>>;
  let transport: MailTransport;
  const failureOf = (to: string, through = transport) => through.send(mail(to)).then(() => expect.fail(`${to} was accepted`), smtpOutcome);

  beforeAll(async () => {
    receiver = await startRefusingReceiver();
    transport = createMailTransport({ url: `smtp://127.0.0.1:${receiver.port}`, from: 'Newsroom <newsletter@newsroom.test>', poolConnections: 1, timeoutMs: 5000 });
  });
  afterAll(async () => {
    transport.close();
    await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
  });

  it('sends to an address the server takes', async () => {
    await expect(transport.send(mail('reader@newsroom.test'))).resolves.toMatchObject({ messageId: '<reader@newsroom.test.1@newsroom.test>', response: expect.stringMatching(/^250/) });
    expect(receiver.received).toEqual(['reader@newsroom.test']);
  });

  it('calls a 5xx at RCPT failed, with the reason and the step', async () => {
    const outcome = await failureOf('refused@newsroom.test');
    expect(outcome).toMatchObject({ kind: 'failed', code: 550, atRecipient: true });
    expect(outcome.reason).toContain('No such mailbox');
  });

  it('calls a 4xx retry', async () => {
    expect(await failureOf('busy@newsroom.test')).toMatchObject({ kind: 'retry', code: 451, reason: expect.stringContaining('Try again later') });
  });

  it('calls a connection lost during DATA unknown', async () => {
    expect(await failureOf('drop@newsroom.test')).toMatchObject({ kind: 'unknown' });
    // The pool goes on with a new connection.
    await transport.send(mail('after@newsroom.test'));
    expect(receiver.received).toContain('after@newsroom.test');
  });

  it('calls a server that cannot be reached notHanded', async () => {
    const nowhere = createMailTransport({ url: `smtp://127.0.0.1:${await freePort()}`, from: 'newsletter@newsroom.test', poolConnections: 1, timeoutMs: 5000 });
    try {
      expect(await failureOf('reader@newsroom.test', nowhere)).toMatchObject({ kind: 'notHanded' });
    } finally {
      nowhere.close();
    }
  });

  it('reads errors that did not come through the transport by their step', () => {
    expect(smtpOutcome(Object.assign(new Error('Invalid greeting'), { code: 'EPROTOCOL', command: 'EHLO' }))).toMatchObject({ kind: 'notHanded' });
    expect(smtpOutcome(Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT', command: 'CONN' }))).toMatchObject({ kind: 'unknown' });
  });
});

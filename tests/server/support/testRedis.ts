import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

/** TEST_REDIS_URL, else a Redis on 127.0.0.1:6379; tests needing one are skipped when it does not answer. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** True when the test Redis answers PING within a second. */
export function redisAnswers(url: string = TEST_REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // +PONG, or -NOAUTH from a Redis that wants a password (the URL carries it; the server is there).
    socket.once('data', (reply) => done(/^(\+PONG|-NOAUTH)/.test(reply.toString())));
  });
}

/** A channel prefix of this run's own: tests on a shared Redis never hear each other. */
export const testChannelPrefix = () => `newsroom-test-${process.pid}-${randomBytes(4).toString('hex')}:`;

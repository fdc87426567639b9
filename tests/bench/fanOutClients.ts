import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * P5's subscribers, in a process of their own so that the server's RSS is the server's: opens
 * `editors` graphql-ws clients on one subscription and, once every one of them has received a
 * change, sends the parent the change's holder session and each receipt's time (epoch ms, the
 * parent's clock too). `close` from the parent disposes them and exits.
 */
interface Options {
  url: string;
  token: string;
  editors: number;
  query: string;
  variables: Record<string, string>;
}

const options = JSON.parse(process.argv[2]!) as Options;
const send = (message: unknown) => process.send!(message);
const now = () => performance.timeOrigin + performance.now();
const receipts = new Map<string, number[]>();
const clients: Client[] = [];
for (let n = 0; n < options.editors; n++) {
  const client = createClient({
    url: options.url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${options.token}`, siteid: '4', language: 'en' },
    retryAttempts: 0,
  });
  clients.push(client);
  client.subscribe<{ editPermitChanged: { holder: { session: string } | null } }>(
    { query: options.query, variables: options.variables },
    {
      next: ({ data }) => {
        const at = now();
        const session = data?.editPermitChanged.holder?.session;
        if (session === undefined) return;
        const times = receipts.get(session) ?? [];
        times.push(at);
        receipts.set(session, times);
        if (times.length === options.editors) {
          receipts.delete(session);
          send({ session, times });
        }
      },
      error: (error) => send({ error: String(error) }),
      complete: () => undefined,
    },
  );
}
process.on('message', async (message) => {
  if (message !== 'close') return;
  await Promise.all(clients.map((client) => client.dispose()));
  process.exit(0);
});

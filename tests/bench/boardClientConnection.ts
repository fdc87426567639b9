import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A board client's connection (headlineBoardClient.ts, storyBoardClient.ts): graphql-ws as the
 * editor of site 4, the headers of its HTTP re-reads, and a 'close' message from the parent ending it.
 */
export function boardClientConnection(options: { baseUrl: string; token: string }): { client: Client; headers: Record<string, string>; now: () => number } {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${options.token}`, siteid: '4', language: 'en' };
  const client = createClient({
    url: `${options.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: headers.authorization, siteid: '4', language: 'en' },
    retryAttempts: 0,
    on: { connected: () => process.send!({ connected: true }) },
  });
  process.on('message', async (message) => {
    if (message !== 'close') return;
    await client.dispose();
    process.exit(0);
  });
  return { client, headers, now: () => performance.timeOrigin + performance.now() };
}

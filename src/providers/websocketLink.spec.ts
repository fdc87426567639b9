import { ApolloLink, gql, toPromise } from '@apollo/client/core/index.js';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { isDisconnected, setDisconnected } from './connectionStatus.ts';
import { createWebSocketLink } from './websocketLink.ts';

const ON_TICK = gql`
  subscription onTick {
    currentTime
  }
`;

/** A graphql-transport-ws peer that answers every subscription with one event naming the connection's site. */
async function startProtocolServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', handleProtocols: () => 'graphql-transport-ws' });
  const connections: Array<Record<string, string>> = [];
  server.on('connection', (socket) => {
    let params: Record<string, string> = {};
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'connection_init') {
        params = message.payload;
        connections.push(params);
        socket.send(JSON.stringify({ type: 'connection_ack' }));
      } else if (message.type === 'subscribe') {
        socket.send(JSON.stringify({ id: message.id, type: 'next', payload: { data: { currentTime: `site ${params.siteid}` } } }));
        socket.send(JSON.stringify({ id: message.id, type: 'complete' }));
      }
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, connections, close: () => server.close() };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  setDisconnected(false);
});

describe('the websocket link', () => {
  it('connects only at the first subscription, then with the connection params of each (re)connection', async () => {
    const server = await startProtocolServer();
    stop = server.close;
    let siteid = '4';
    const webSocket = createWebSocketLink({
      url: server.url,
      connectionParams: async () => ({ authorization: 'Bearer t', siteid, language: 'tr' }),
      webSocketImpl: WebSocket,
    });
    webSocket.restart();
    expect(server.connections).toHaveLength(0);

    const first = await toPromise(ApolloLink.execute(webSocket.link, { query: ON_TICK }));
    expect(first.data).toEqual({ currentTime: 'site 4' });
    expect(server.connections).toEqual([{ authorization: 'Bearer t', siteid: '4', language: 'tr' }]);

    siteid = '1';
    webSocket.restart();
    const next = await toPromise(ApolloLink.execute(webSocket.link, { query: ON_TICK }));
    expect(next.data).toEqual({ currentTime: 'site 1' });
  });

  it('raises the disconnected flag when the browser goes offline before any subscription', () => {
    createWebSocketLink({ url: 'ws://127.0.0.1:9/graphql', connectionParams: async () => ({}) });
    expect(isDisconnected()).toBe(false);
    window.dispatchEvent(new Event('offline'));
    expect(isDisconnected()).toBe(true);
  });
});

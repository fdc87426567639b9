import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { freePort } from '../../support/freePort.ts';

const require = createRequire(import.meta.url);

export interface TestingSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * The npm `web-push-testing` push service, in this process: an implementation of RFC 8030/8291/8292
 * that is not ours (it checks the VAPID token and decrypts), on a free port (it ends the process when
 * it cannot listen).
 */
export async function startWebPushTesting() {
  const TestingServer = require('web-push-testing/src/server.js') as new (model: unknown, port: number) => { startServer(): void; _server: Server };
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => unknown };
  const port = await freePort();
  const service = new TestingServer(new PushApiModel(), port);
  service.startServer();
  if (!service._server.listening) await once(service._server, 'listening');
  // No idle timeout on its kept-alive sockets: a call reusing one the service had just timed out (a
  // slow machine between two calls) failed with "fetch failed"; close() ends them all.
  service._server.keepAliveTimeout = 0;
  const url = `http://localhost:${port}`;
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (response.headers.get('content-type')?.includes('json') ? await response.json() : undefined) as T;
  };
  return {
    url,
    /** A browser's subscription made with our VAPID public key. */
    subscribe: async (applicationServerKey: string) => (await call<{ data: TestingSubscription }>('/subscribe', { applicationServerKey })).data,
    /** The decrypted payloads it received for the subscription, oldest first. */
    messages: async (clientHash: string) => (await call<{ data: { messages: string[] } }>('/get-notifications', { clientHash })).data.messages,
    expire: (clientHash: string) => call<void>(`/expire-subscription/${clientHash}`, {}),
    close: () =>
      new Promise<void>((resolve) => {
        service._server.close(() => resolve());
        service._server.closeAllConnections();
      }),
  };
}

/**
 * A proxy in front of a push service that records each push's headers and answers the queued
 * refusals (status and headers) before it forwards again.
 */
export async function startRecordingProxy(target: string) {
  const received: IncomingHttpHeaders[] = [];
  const refusals: { status: number; headers: Record<string, string> }[] = [];
  const server = createServer((request, response) => {
    received.push(request.headers);
    const refusal = refusals.shift();
    if (refusal) {
      request.resume();
      request.on('end', () => response.writeHead(refusal.status, refusal.headers).end());
      return;
    }
    const forward = httpRequest(new URL(request.url ?? '/', target), { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    refuseNext: (status: number, headers: Record<string, string> = {}) => refusals.push({ status, headers }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers a path's next request with: a status, a status with a body of the test's, or hold it open until `release`. */
export type Answer = number | 'hold' | { status: number; body: string };

/**
 * A real HTTP endpoint for outgoing webhooks, on a free local port: it keeps every request and
 * answers each path's requests from its plan in order (200 once the plan is used up).
 */
export async function startWebhookReceiver() {
  const calls: ReceivedCall[] = [];
  const plans = new Map<string, Answer[]>();
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      calls.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = plans.get(path)?.shift() ?? 200;
      if (answer === 'hold') held.push(response);
      else if (typeof answer === 'object') response.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' }).end(answer.body);
      else response.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'received' : 'receiver broke');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    plan: (path: string, answers: Answer[]) => void plans.set(path, [...answers]),
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    held,
    release: () => held.splice(0).forEach((response) => response.writeHead(200).end('late')),
    close: () =>
      new Promise<void>((resolve) => {
        held.splice(0).forEach((response) => response.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

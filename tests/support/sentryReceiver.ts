import { fork } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

/** One item of an envelope: its header line and its payload (JSON when it parses). */
export interface EnvelopeItem {
  header: { type: string; length?: number; [key: string]: unknown };
  payload: Buffer;
  json?: Record<string, unknown>;
}

export interface ReceivedEnvelope {
  project: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** Everything that came, readable: the decoded body with each compressed replay recording inflated. */
  text: string;
}

export interface SentryReceiver {
  /** A DSN that sends here: `http://public@127.0.0.1:<port>/1`. */
  dsn: string;
  envelopes: ReceivedEnvelope[];
  /** The payloads of every item of `type` (`event`, `transaction`, `replay_event`, …) received so far. */
  items(type: string): Record<string, unknown>[];
  /** All that was received, as text, to search for what must never be sent. */
  allText(): string;
  close(): Promise<void>;
}

const ENVELOPE_PATH = /^\/api\/([^/]+)\/envelope\/?$/;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/** A replay recording's segment: `{"segment_id":N}\n` and the events, deflated by the browser's worker or plain. */
function readableRecording(payload: Buffer): string {
  const newline = payload.indexOf(0x0a);
  const events = newline < 0 ? payload : payload.subarray(newline + 1);
  for (const inflate of [inflateSync, gunzipSync]) {
    try {
      return `${payload.subarray(0, newline + 1).toString('utf8')}${inflate(events).toString('utf8')}`;
    } catch {
      // Not compressed so.
    }
  }
  return payload.toString('utf8');
}

function jsonOf(payload: Buffer): Record<string, unknown> | undefined {
  try {
    return JSON.parse(payload.toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The Sentry envelope format: a header line, then per item a header line and a payload (`length` bytes, or up to the next newline). */
export function parseEnvelope(project: string, body: Buffer): ReceivedEnvelope {
  let offset = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end < 0 ? body.length : end);
    offset = end < 0 ? body.length : end + 1;
    return slice;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  const texts = [body.subarray(0, offset).toString('utf8')];
  while (offset < body.length) {
    const headerLine = line().toString('utf8').trim();
    if (!headerLine) continue;
    const itemHeader = JSON.parse(headerLine) as EnvelopeItem['header'];
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = line();
    }
    items.push({ header: itemHeader, payload, json: jsonOf(payload) });
    texts.push(headerLine, itemHeader.type === 'replay_recording' ? readableRecording(payload) : payload.toString('utf8'));
  }
  return { project, header, items, text: texts.join('\n') };
}

/** Browsers post from the admin's origin: every origin, method and header asked for is allowed. */
function allowCors(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
  response.setHeader('access-control-allow-headers', request.headers['access-control-request-headers'] ?? 'content-type');
  response.setHeader('access-control-max-age', '600');
}

/** The receiving HTTP server: each envelope posted to /api/<project>/envelope/ is handed to `keep`. */
async function serveEnvelopes(keep: (envelope: ReceivedEnvelope) => void): Promise<number> {
  const server = createServer((request, response) => {
    allowCors(request, response);
    const path = ENVELOPE_PATH.exec(new URL(request.url ?? '/', 'http://receiver').pathname);
    if (request.method === 'OPTIONS') return response.writeHead(204).end();
    if (request.method !== 'POST' || !path) return response.writeHead(404).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        keep(parseEnvelope(path[1], decode(Buffer.concat(chunks), request.headers['content-encoding'])));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const SERVE_FLAG = '--serve-sentry-envelopes';

type Relayed = { port: number } | { envelope: Omit<ReceivedEnvelope, 'items'> & { items: { header: EnvelopeItem['header']; payload: string }[] } };

/**
 * A local receiver of the Sentry envelope protocol (POST /api/<project>/envelope/, gzip or deflate
 * bodies, CORS for browsers) that keeps what it gets for the tests to read. It runs in a process of
 * its own: a server reporting from the test's process would otherwise report (and trace) the
 * receiver's own requests too.
 */
export async function startSentryReceiver(): Promise<SentryReceiver> {
  const envelopes: ReceivedEnvelope[] = [];
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the Sentry receiver exited (${code})`)));
    child.on('message', (message: Relayed) => {
      if ('port' in message) return resolve(message.port);
      const { envelope } = message;
      const items = envelope.items.map(({ header, payload }) => {
        const bytes = Buffer.from(payload, 'base64');
        return { header, payload: bytes, json: jsonOf(bytes) };
      });
      envelopes.push({ ...envelope, items });
    });
  });
  child.removeAllListeners('exit');
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    items: (type) => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === type && item.json).map((item) => item.json!)),
    allText: () => envelopes.map((envelope) => envelope.text).join('\n'),
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

if (process.argv.includes(SERVE_FLAG)) {
  const port = await serveEnvelopes((envelope) =>
    process.send!({ envelope: { ...envelope, items: envelope.items.map(({ header, payload }) => ({ header, payload: payload.toString('base64') })) } } satisfies Relayed),
  );
  process.send!({ port } satisfies Relayed);
  process.on('disconnect', () => process.exit(0));
}

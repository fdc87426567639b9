import type { GraphQLServer } from '../../../server/graphql/yoga.ts';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

export interface CallOptions {
  token?: string;
  siteId?: string;
  language?: string;
  variables?: Record<string, unknown>;
}

function headersFor(options: CallOptions, accept: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.siteId ? { siteid: options.siteId } : {}),
    ...(options.language ? { language: options.language } : {}),
  };
}

/** graphqlCall's in-process yoga, standing in for a server's /graphql over HTTP (another process, a load balancer). */
export const graphqlOverHttp = (url: string) => ({ fetch: (_input: string, init: RequestInit) => fetch(`${url}/graphql`, init) }) as unknown as GraphQLServer;

/** One query or mutation through yoga in-process, with the headers the browser sends. */
export async function graphqlCall<T = Record<string, unknown>>(yoga: GraphQLServer, query: string, options: CallOptions = {}): Promise<GraphQLResponse<T>> {
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: headersFor(options, 'application/graphql-response+json, application/json'),
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLResponse<T>, 'status'>) };
}

/** A subscription over yoga's SSE transport: the first result it yields, then the stream is closed. */
export async function firstSubscriptionResult<T = Record<string, unknown>>(
  yoga: GraphQLServer,
  query: string,
  options: CallOptions = {},
): Promise<GraphQLResponse<T>> {
  const controller = new AbortController();
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: headersFor(options, 'text/event-stream'),
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
    signal: controller.signal,
  });
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    return { status: response.status, ...((await response.json()) as Omit<GraphQLResponse<T>, 'status'>) };
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the event stream ended without a result: ${buffered}`);
      buffered += value;
      const data = /^event: next\ndata: (.*)$/m.exec(buffered)?.[1];
      if (data) return { status: response.status, ...(JSON.parse(data) as Omit<GraphQLResponse<T>, 'status'>) };
    }
  } finally {
    controller.abort();
    await reader.cancel().catch(() => undefined);
  }
}

export function errorCodes(response: GraphQLResponse<unknown>): (string | undefined)[] {
  return (response.errors ?? []).map((error) => error.extensions?.code);
}

import { vi } from 'vitest';

/** What the stub answers for one operation: a GraphQL body (200) or a raw HTTP response. */
export type StubAnswer =
  | { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }
  | { status: number; statusText?: string; body?: unknown }
  | { networkFailure: true };

export interface RecordedRequest {
  operationName: string;
  variables: Record<string, unknown>;
  headers: Record<string, string>;
  /** The document's text, when sent (not for a persisted operation sent by its hash alone). */
  query?: string;
}

/**
 * A `fetch` for Apollo's HttpLink that answers by operation name and records what was sent,
 * so tests drive the real link chain (auth, loading, error links) without a server.
 */
export function createGraphQLFetchStub(
  answers: Record<string, StubAnswer | ((request: RecordedRequest) => StubAnswer | Promise<StubAnswer>)>,
) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName: string; variables?: Record<string, unknown>; query?: string };
    const request: RecordedRequest = {
      operationName: body.operationName,
      variables: body.variables ?? {},
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      query: body.query,
    };
    requests.push(request);
    const entry = answers[body.operationName];
    if (!entry) throw new Error(`No stub answer for operation ${body.operationName}`);
    const answer = typeof entry === 'function' ? await entry(request) : entry;
    if ('networkFailure' in answer) throw new TypeError('Failed to fetch');
    if ('status' in answer) {
      return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
        status: answer.status,
        statusText: answer.statusText ?? '',
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetchStub as unknown as typeof fetch, requests };
}

import { gql } from '@apollo/client/core/index.js';
import { describe, expect, it, vi } from 'vitest';
import { GetCurrentTimeDocument } from '../graphql/graphql.ts';
import { createApolloClient } from './apolloClient.ts';

interface SentBody {
  query?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

/** A server that knows the hashes it is given, or none; records every body it was sent. */
function server(knownHashes: string[]) {
  const bodies: SentBody[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as SentBody;
    bodies.push(body);
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    const answer = !body.query && hash && !knownHashes.includes(hash) ? { errors: [{ message: 'PersistedQueryNotFound' }] } : { data: { currentTime: '2030-01-01T00:00:00.000Z' } };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, bodies };
}

const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash.replace('sha256:', '');

describe('persisted queries', () => {
  it('sends a generated document by its hash, without its text', async () => {
    const { fetch, bodies } = server([hashOf(GetCurrentTimeDocument)]);
    const report = vi.fn();
    const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch, report });
    const { data } = await client.query({ query: GetCurrentTimeDocument });
    expect(data.currentTime).toBe('2030-01-01T00:00:00.000Z');
    expect(bodies).toEqual([expect.objectContaining({ extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(GetCurrentTimeDocument) } } })]);
    expect(bodies[0].query).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it('repeats the call with the text when the server does not know the hash, and sends the text from then on', async () => {
    const { fetch, bodies } = server([]);
    const report = vi.fn();
    const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch, report });
    const { data, errors } = await client.query({ query: GetCurrentTimeDocument });
    expect(errors).toBeUndefined();
    expect(data.currentTime).toBe('2030-01-01T00:00:00.000Z');
    await client.query({ query: GetCurrentTimeDocument });
    expect(bodies.map((body) => [!!body.query, !!body.extensions?.persistedQuery])).toEqual([
      [false, true],
      [true, false],
      [true, false],
    ]);
    expect(report).not.toHaveBeenCalled();
  });

  it('sends documents built at run time with their text', async () => {
    const { fetch, bodies } = server([]);
    const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch, report: vi.fn() });
    await client.query({ query: gql`query getCurrentTime { currentTime }` });
    expect(bodies).toHaveLength(1);
    expect(bodies[0].query).toContain('currentTime');
    expect(bodies[0].extensions?.persistedQuery).toBeUndefined();
  });
});

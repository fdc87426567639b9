import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoToken } from '../server/support/demoTokens.ts';
import { startTestApp } from '../server/support/testApp.ts';
import { generateLoad } from './loadGenerator.ts';
import type { BenchRow } from './table';

const QUERY = `query GetPermissions { permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } } }`;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * P7: the permission matrix (the largest platform answer) through the whole stack — Fastify,
 * rate limit, token verification, site check, permission guard, yoga, the database — against a
 * bare node:http server answering the same JSON bytes. Alternating rounds, medians.
 */
export async function measureGraphqlThroughput(rounds = 3, seconds = 4): Promise<BenchRow[]> {
  const app = await startTestApp(process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite', { rateLimitMax: 10_000_000 });
  const bare = createServer();
  try {
    const token = await demoToken(app.baseUrl, 'admin');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: '4' };
    const body = JSON.stringify({ operationName: 'GetPermissions', query: QUERY });
    const sample = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body });
    const payload = await sample.text();
    if (!sample.ok || payload.includes('"errors"')) throw new Error(`GraphQL sample failed: ${payload.slice(0, 200)}`);
    bare.on('request', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(payload);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

    const graphqlRates: number[] = [];
    const bareRates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      graphqlRates.push((await generateLoad({ url: `${app.baseUrl}/graphql`, method: 'POST', headers, body, seconds })).perSecond);
      bareRates.push((await generateLoad({ url: bareUrl, seconds })).perSecond);
    }
    const ratio = median(graphqlRates) / median(bareRates);
    return [
      {
        id: 'P7',
        measure: `GraphQL throughput ÷ bare node:http, same ${(payload.length / 1024).toFixed(1)} kB JSON`,
        figure: `${median(graphqlRates).toFixed(0)} req/s`,
        baseline: `${median(bareRates).toFixed(0)} req/s`,
        ratio,
        goal: '≥ 0.4',
        pass: ratio >= 0.4,
      },
    ];
  } finally {
    bare.close();
    await app.stop();
  }
}

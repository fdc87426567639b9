import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoToken } from '../server/support/demoTokens.ts';
import { startTestApp } from '../server/support/testApp.ts';
import { generateLoad } from './loadGenerator.ts';
import { persistedRequestBody } from './persistedRequest.ts';
import type { BenchRow } from './table';

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * P7: the permission matrix (the largest platform answer) as the admin asks for it — by hash, a
 * persisted operation run compiled on the lean path — through the whole stack: Fastify, rate
 * limit, token verification (answered from its cache, as for every call of a session after the
 * first), site check, permission guard, yoga, the database — against a
 * bare node:http server answering the same JSON bytes. Alternating rounds, medians.
 */
export async function measureGraphqlThroughput(distDir: string, rounds = 5, seconds = 3): Promise<BenchRow[]> {
  const body = persistedRequestBody(distDir, 'GetPermissions');
  const app = await startTestApp((process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL) ? 'postgres' : 'pglite', { rateLimitMax: 10_000_000, distDir });
  const bare = createServer();
  try {
    const token = await demoToken(app.baseUrl, 'admin');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: '4' };
    const sample = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body });
    const payload = await sample.text();
    if (!sample.ok || payload.includes('"errors"')) throw new Error(`GraphQL sample failed: ${payload.slice(0, 200)}`);
    bare.on('request', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(payload);
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

    // Both servers live in this process and take turns, so its CPU time during a round is the
    // serving server's: CPU per request is what the shared machine's noise disturbs least.
    const measure = async (options: Parameters<typeof generateLoad>[0]) => {
      const before = process.cpuUsage();
      const load = await generateLoad(options);
      const cpu = process.cpuUsage(before);
      return { perSecond: load.perSecond, cpuMicros: (cpu.user + cpu.system) / Math.max(1, load.requests) };
    };
    const graphqlRounds: Array<{ perSecond: number; cpuMicros: number }> = [];
    const bareRounds: Array<{ perSecond: number; cpuMicros: number }> = [];
    for (let round = 0; round < rounds; round++) {
      graphqlRounds.push(await measure({ url: `${app.baseUrl}/graphql`, method: 'POST', headers, body, seconds }));
      bareRounds.push(await measure({ url: bareUrl, seconds }));
    }
    const graphqlRate = median(graphqlRounds.map((r) => r.perSecond));
    const bareRate = median(bareRounds.map((r) => r.perSecond));
    const cpu = (list: Array<{ cpuMicros: number }>) => `${median(list.map((r) => r.cpuMicros)).toFixed(0)} µs CPU/req`;
    const ratio = graphqlRate / bareRate;
    return [
      {
        id: 'P7',
        measure: `GraphQL throughput (persisted, compiled) ÷ bare node:http, same ${(payload.length / 1024).toFixed(1)} kB JSON`,
        figure: `${graphqlRate.toFixed(0)} req/s, ${cpu(graphqlRounds)}`,
        baseline: `${bareRate.toFixed(0)} req/s, ${cpu(bareRounds)}`,
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

import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import sharp from 'sharp';
import { resizeStream } from '../../server/storage/resizeImage.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { uploadImage } from '../server/support/storageClient.ts';
import { startTestApp, type TestApp } from '../server/support/testApp.ts';
import { generateLoad } from './loadGenerator.ts';
import type { BenchRow } from './table';

const WIDTH = 600;
const CONNECTIONS = 8;

/**
 * The round whose ratio is the median: each round's pair is measured back to back, so its ratio
 * cancels most of a shared machine's drift, and its figures match the ratio printed.
 */
function medianRound(figures: number[], baselines: number[], ratioOf: (figure: number, baseline: number) => number) {
  const rounds = figures.map((figure, index) => ({ figure, baseline: baselines[index], ratio: ratioOf(figure, baselines[index]) }));
  return rounds.sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
}

/** A 2400 × 1600 photo-like JPEG (noise compresses like detail does), about what editors upload. */
function samplePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The route's own resize (same code, same source file on disk), CONNECTIONS at a time, for `seconds`. */
async function bareSharpPerSecond(file: string, seconds: number): Promise<number> {
  const stopAt = Date.now() + seconds * 1000;
  const started = Date.now();
  let done = 0;
  const worker = async () => {
    while (Date.now() < stopAt) {
      for await (const chunk of resizeStream(createReadStream(file), 'image/jpeg', WIDTH)) void chunk;
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return done / ((Date.now() - started) / 1000);
}

async function uploadSample(app: TestApp, photo: Buffer): Promise<string> {
  const token = await demoToken(app.baseUrl, 'editor');
  const answer = await uploadImage(app.baseUrl, token, 'bench.jpg', photo);
  if (answer.status !== 200) throw new Error(`bench upload failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data!.relativePath;
}

const databaseKind = () => (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite') as 'postgres' | 'pglite';
/** The storage routes' limit per address (3 000 a minute) would answer most of a round 429. */
const UNLIMITED = { storageRateLimitMax: 10_000_000 };

/**
 * P6, two rows. (1) GET /storage/resize with STORAGE_RESIZE_CACHE=false, so every request resizes,
 * against the same sharp resize of the same file in-process, both CONNECTIONS at a time: the
 * route's cost over the work itself (goal ≥ 0.9). (2) a cached resize (every request a hit) against
 * @fastify/static serving the same cached file: the ratio is static ÷ cached throughput (goal ≤ 1.2).
 * Alternating rounds; the row is the round with the median ratio.
 */
export async function measureResize(rounds = 5, seconds = 3): Promise<BenchRow[]> {
  const photo = await samplePhoto();
  const rows: BenchRow[] = [];

  const uncached = await startTestApp(databaseKind(), { ...UNLIMITED, storage: { resizeCache: false } });
  try {
    const relativePath = await uploadSample(uncached, photo);
    const url = `${uncached.baseUrl}/storage/resize?uri=${relativePath}&width=${WIDTH}`;
    const file = path.join(uncached.config.storage.diskRoot, relativePath);
    const routeRates: number[] = [];
    const bareRates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      routeRates.push((await generateLoad({ url, connections: CONNECTIONS, seconds })).perSecond);
      bareRates.push(await bareSharpPerSecond(file, seconds));
    }
    const { figure, baseline, ratio } = medianRound(routeRates, bareRates, (route, bare) => route / bare);
    rows.push({
      id: 'P6',
      measure: `resize route (no cache) ÷ bare sharp, ${(photo.length / 1048576).toFixed(1)} MB 2400 px JPEG → ${WIDTH} px`,
      figure: `${figure.toFixed(1)} req/s`,
      baseline: `${baseline.toFixed(1)} resizes/s`,
      ratio,
      goal: '≥ 0.9',
      pass: ratio >= 0.9,
    });
  } finally {
    await uncached.stop();
  }

  const cached = await startTestApp(databaseKind(), UNLIMITED);
  const staticServer = Fastify({ logger: false });
  try {
    const relativePath = await uploadSample(cached, photo);
    const url = `${cached.baseUrl}/storage/resize?uri=${relativePath}&width=${WIDTH}`;
    const warm = await fetch(url);
    const bytes = (await warm.arrayBuffer()).byteLength;
    if (warm.headers.get('x-resize-cache') !== 'miss' || (await fetch(url)).headers.get('x-resize-cache') !== 'hit') {
      throw new Error('the resize cache did not fill');
    }
    await staticServer.register(fastifyStatic, { root: cached.config.storage.diskRoot, maxAge: '365d', immutable: true });
    await staticServer.listen({ port: 0, host: '127.0.0.1' });
    const staticUrl = `http://127.0.0.1:${(staticServer.server.address() as AddressInfo).port}/cache/${WIDTH}/${relativePath}`;
    const check = await fetch(staticUrl);
    if (check.status !== 200 || (await check.arrayBuffer()).byteLength !== bytes) throw new Error('the static server does not serve the cached file');

    const cachedRates: number[] = [];
    const staticRates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      cachedRates.push((await generateLoad({ url, seconds })).perSecond);
      staticRates.push((await generateLoad({ url: staticUrl, seconds })).perSecond);
    }
    const { figure, baseline, ratio } = medianRound(cachedRates, staticRates, (cachedRate, staticRate) => staticRate / cachedRate);
    rows.push({
      id: 'P6',
      measure: `@fastify/static ÷ cached resize throughput, same ${(bytes / 1024).toFixed(0)} kB file`,
      figure: `${figure.toFixed(0)} req/s`,
      baseline: `${baseline.toFixed(0)} req/s`,
      ratio,
      goal: '≤ 1.2',
      pass: ratio <= 1.2,
    });
  } finally {
    await staticServer.close();
    await cached.stop();
  }
  return rows;
}

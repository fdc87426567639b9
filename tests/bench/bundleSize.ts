import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './table';

const SHELL_REFERENCE_GZIP = 296 * 1024;
const ROUTE_CHUNK_LIMIT_GZIP = 80 * 1024;

async function gzipSize(file: string) {
  return gzipSync(await readFile(file)).length;
}

/** P3: the JS the shell loads before any route (entry + modulepreloads) and every lazily loaded chunk. */
export async function measureBundle(distDir: string): Promise<BenchRow[]> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const shellFiles = new Set(
    [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
  );
  const allChunks = (await readdir(path.join(distDir, 'assets'))).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  let shell = 0;
  for (const file of shellFiles) shell += await gzipSize(path.join(distDir, file));
  let largestRoute = 0;
  let largestName = '-';
  for (const file of allChunks.filter((f) => !shellFiles.has(f))) {
    const size = await gzipSize(path.join(distDir, file));
    if (size > largestRoute) [largestRoute, largestName] = [size, path.basename(file)];
  }
  return [
    {
      id: 'P3',
      measure: `admin shell JS gzip (${shellFiles.size} files)`,
      figure: `${(shell / 1024).toFixed(1)} kB`,
      baseline: '296 kB',
      ratio: shell / SHELL_REFERENCE_GZIP,
      goal: '≤ 1.1',
      pass: shell / SHELL_REFERENCE_GZIP <= 1.1,
    },
    {
      id: 'P3',
      measure: `largest route chunk gzip (${largestName})`,
      figure: `${(largestRoute / 1024).toFixed(1)} kB`,
      baseline: '80 kB',
      ratio: largestRoute / ROUTE_CHUNK_LIMIT_GZIP,
      goal: '≤ 80 kB',
      pass: largestRoute <= ROUTE_CHUNK_LIMIT_GZIP,
    },
  ];
}

import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** P3's bar (performance.md): the shell ÷ a minimal react-admin app's 296 kB ≤ 1.1, and every other chunk ≤ 80 kB, gzip. */
export const SHELL_REFERENCE_GZIP = 296 * 1024;
export const SHELL_RATIO_GOAL = 1.1;
export const CHUNK_LIMIT_GZIP = 80 * 1024;

export interface ChunkSize {
  /** Its path under the build, `assets/…js`. */
  file: string;
  gzip: number;
}

export interface BundleSizes {
  /** The JS the first screen loads before any route: the scripts and modulepreloads index.html names. */
  shell: ChunkSize[];
  shellGzip: number;
  /** Every other JS chunk, each loaded lazily, largest first. */
  lazy: ChunkSize[];
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

async function gzipSize(distDir: string, file: string): Promise<ChunkSize> {
  return { file, gzip: gzipSync(await readFile(path.join(distDir, file))).length };
}

/** The gzip size (zlib's default level) of each JS file of a vite build in `distDir`. */
export async function measureBundleSizes(distDir: string): Promise<BundleSizes> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const shellFiles = new Set([...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  if (shellFiles.size === 0) throw new Error(`${distDir}/index.html names no script under assets/`);
  const allFiles = (await readdir(path.join(distDir, 'assets'))).filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const shell = await Promise.all([...shellFiles].map((file) => gzipSize(distDir, file)));
  const lazy = await Promise.all(allFiles.filter((file) => !shellFiles.has(file)).map((file) => gzipSize(distDir, file)));
  return { shell, shellGzip: shell.reduce((sum, chunk) => sum + chunk.gzip, 0), lazy: lazy.sort((a, b) => b.gzip - a.gzip) };
}

/** What is over P3's bar, one sentence each naming the chunk, its size and the budget; empty when all is within. */
export function bundleOverruns(sizes: BundleSizes): string[] {
  const overruns: string[] = [];
  const shellBudget = SHELL_REFERENCE_GZIP * SHELL_RATIO_GOAL;
  if (sizes.shellGzip > shellBudget) {
    const files = sizes.shell.map((chunk) => `${chunk.file} ${kB(chunk.gzip)}`).join(', ');
    overruns.push(`the shell (${files}) is ${kB(sizes.shellGzip)} gzip, over its budget of ${kB(shellBudget)} (${SHELL_RATIO_GOAL} × ${kB(SHELL_REFERENCE_GZIP)})`);
  }
  for (const chunk of sizes.lazy.filter((lazyChunk) => lazyChunk.gzip > CHUNK_LIMIT_GZIP)) {
    overruns.push(`the lazy chunk ${chunk.file} is ${kB(chunk.gzip)} gzip, over its budget of ${kB(CHUNK_LIMIT_GZIP)}`);
  }
  return overruns;
}

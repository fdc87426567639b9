import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleOverruns, measureBundleSizes } from '../support/bundleSizes.ts';

/**
 * P3's byte budgets (performance.md) as a test: here, in the browser project, because `npm test`
 * builds the admin just before it. `npm run bench -- P3` prints the same measure as a table row.
 */
describe("the admin build within P3's byte budgets", () => {
  it('keeps the shell and every lazily loaded chunk of dist/ within their gzip budgets', async () => {
    const sizes = await measureBundleSizes(path.resolve(import.meta.dirname, '../../dist'));
    expect(sizes.lazy.length).toBeGreaterThan(0);
    expect(bundleOverruns(sizes)).toEqual([]);
  });

  it('names each chunk over its budget with its size and the budget', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'newsroom-bundle-'));
    try {
      await mkdir(path.join(dist, 'assets'));
      await writeFile(path.join(dist, 'index.html'), '<script type="module" src="/assets/shell.js"></script><link rel="modulepreload" href="/assets/vendor.js">');
      // Random bytes do not compress: each file's gzip is a little over its length.
      await writeFile(path.join(dist, 'assets/shell.js'), randomBytes(200 * 1024));
      await writeFile(path.join(dist, 'assets/vendor.js'), randomBytes(130 * 1024));
      await writeFile(path.join(dist, 'assets/screen.js'), randomBytes(90 * 1024));
      await writeFile(path.join(dist, 'assets/small.js'), randomBytes(10 * 1024));
      expect(bundleOverruns(await measureBundleSizes(dist))).toEqual([
        expect.stringMatching(/^the shell \(assets\/shell\.js 200\.\d kB, assets\/vendor\.js 130\.\d kB\) is 330\.\d kB gzip, over its budget of 325\.6 kB \(1\.1 × 296\.0 kB\)$/),
        expect.stringMatching(/^the lazy chunk assets\/screen\.js is 90\.\d kB gzip, over its budget of 80\.0 kB$/),
      ]);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

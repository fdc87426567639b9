import path from 'node:path';
import { CHUNK_LIMIT_GZIP, SHELL_RATIO_GOAL, SHELL_REFERENCE_GZIP, measureBundleSizes } from '../support/bundleSizes.ts';
import type { BenchRow } from './table';

/**
 * P3: the JS the shell loads before any route (entry + modulepreloads) and the largest lazily loaded
 * chunk. tests/e2e/bundleBudget.spec.ts holds `npm test` to the same bar with the same measure.
 */
export async function measureBundle(distDir: string): Promise<BenchRow[]> {
  const { shell, shellGzip, lazy } = await measureBundleSizes(distDir);
  const largest = lazy[0];
  const largestGzip = largest?.gzip ?? 0;
  return [
    {
      id: 'P3',
      measure: `admin shell JS gzip (${shell.length} files)`,
      figure: `${(shellGzip / 1024).toFixed(1)} kB`,
      baseline: `${SHELL_REFERENCE_GZIP / 1024} kB`,
      ratio: shellGzip / SHELL_REFERENCE_GZIP,
      goal: `≤ ${SHELL_RATIO_GOAL}`,
      pass: shellGzip / SHELL_REFERENCE_GZIP <= SHELL_RATIO_GOAL,
    },
    {
      id: 'P3',
      measure: `largest route chunk gzip (${largest ? path.basename(largest.file) : '-'})`,
      figure: `${(largestGzip / 1024).toFixed(1)} kB`,
      baseline: `${CHUNK_LIMIT_GZIP / 1024} kB`,
      ratio: largestGzip / CHUNK_LIMIT_GZIP,
      goal: `≤ ${CHUNK_LIMIT_GZIP / 1024} kB`,
      pass: largestGzip <= CHUNK_LIMIT_GZIP,
    },
  ];
}

import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { measureBundle } from './bundleSize.ts';
import { measureGraphqlThroughput } from './graphqlThroughput.ts';
import { printTable, type BenchRow } from './table.ts';

/** Rows whose subject is not built yet: printed so the table shows what is still to measure. */
const NOT_YET: BenchRow[] = [
  { id: 'P1', measure: 'agency list page through GraphQL ÷ direct SQL (agency desk not built yet)', figure: '-', baseline: '-', ratio: null, goal: '≤ 2.0; p95 ≤ 5 ms', pass: null },
  { id: 'P2', measure: 'agency list page 10 000 ÷ page 1 (agency desk not built yet)', figure: '-', baseline: '-', ratio: null, goal: '≤ 2', pass: null },
  { id: 'P4', measure: 'first list row in Chromium ÷ minimal react-admin app (no list screen yet)', figure: '-', baseline: '-', ratio: null, goal: '≤ 1.2', pass: null },
  { id: 'P5', measure: 'permit change to 500 editors (permits not built yet)', figure: '-', baseline: '-', ratio: null, goal: '≤ 150 ms; ≤ 40 KB', pass: null },
  { id: 'P6', measure: 'resize route ÷ bare sharp (storage not built yet)', figure: '-', baseline: '-', ratio: null, goal: '≥ 0.9; ≤ 1.2', pass: null },
];

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  }
  const rows: BenchRow[] = [...(await measureBundle(dist)), ...(await measureGraphqlThroughput())];
  printTable([...rows, ...NOT_YET].sort((a, b) => a.id.localeCompare(b.id)));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { measureAgencyPaging } from './agencyPaging.ts';
import { measureBundle } from './bundleSize.ts';
import { measureFirstListRow } from './firstListRow.ts';
import { measureGraphqlThroughput } from './graphqlThroughput.ts';
import { measureResize } from './resize.ts';
import { printTable, type BenchRow } from './table.ts';

/** Rows whose subject is not built yet: printed so the table shows what is still to measure. */
const NOT_YET: BenchRow[] = [
  { id: 'P5', measure: 'permit change to 500 editors (permits not built yet)', figure: '-', baseline: '-', ratio: null, goal: '≤ 150 ms; ≤ 40 KB', pass: null },
];

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  }
  const rows: BenchRow[] = [...(await measureAgencyPaging()), ...(await measureBundle(dist)), ...(await measureFirstListRow(dist)), ...(await measureGraphqlThroughput()), ...(await measureResize())];
  printTable([...rows, ...NOT_YET].sort((a, b) => a.id.localeCompare(b.id)));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

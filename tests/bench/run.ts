import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { measureAgencyPaging } from './agencyPaging.ts';
import { measureBundle } from './bundleSize.ts';
import { measureFirstListRow } from './firstListRow.ts';
import { measureGraphqlThroughput } from './graphqlThroughput.ts';
import { measureRealtimeFanOut } from './realtimeFanOut.ts';
import { measureResize } from './resize.ts';
import { printTable, type BenchRow } from './table.ts';

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  }
  const rows: BenchRow[] = [...(await measureAgencyPaging()), ...(await measureBundle(dist)), ...(await measureFirstListRow(dist)), ...(await measureGraphqlThroughput()), ...(await measureResize()), ...(await measureRealtimeFanOut())];
  printTable(rows.sort((a, b) => a.id.localeCompare(b.id)));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

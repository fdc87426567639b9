import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { measureAgencyPaging } from './agencyPaging.ts';
import { measureBundle } from './bundleSize.ts';
import { measureContentEditing } from './contentEditing.ts';
import { measureContentPaging } from './contentPaging.ts';
import { measureDraftAutosave } from './draftAutosave.ts';
import { measureDraftList } from './draftList.ts';
import { measureFirstListRow } from './firstListRow.ts';
import { measureGraphqlThroughput } from './graphqlThroughput.ts';
import { measureHeadlineMove } from './headlineMove.ts';
import { measureHostileInput } from './hostileInput.ts';
import { measurePermitHandOver } from './permitHandOver.ts';
import { measureRealtimeFanOut } from './realtimeFanOut.ts';
import { measureResize } from './resize.ts';
import { printTable, type BenchRow } from './table.ts';

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  }
  // `npm run bench -- P4 P7` measures only those rows (P5b: `P5b` or `p5b`); no argument measures them all.
  const wanted = process.argv.slice(2).map((id) => id.toUpperCase());
  const measures: Array<[string[], () => Promise<BenchRow[]>]> = [
    [['P1', 'P2'], () => measureAgencyPaging()],
    [['P3'], () => measureBundle(dist)],
    [['P8'], () => measureContentPaging(dist)],
    [['P4'], () => measureFirstListRow(dist)],
    [['P9'], () => measureContentEditing(dist)],
    [['P11'], () => measureDraftAutosave(dist)],
    [['P12'], () => measureDraftList(dist)],
    [['P7'], () => measureGraphqlThroughput(dist)],
    [['P5'], () => measureRealtimeFanOut()],
    [['P5B'], () => measurePermitHandOver()],
    [['P10'], () => measureHeadlineMove()],
    [['P6'], () => measureResize()],
    [['P20'], () => measureHostileInput()],
  ];
  const rows: BenchRow[] = [];
  for (const [ids, measure] of measures) {
    if (wanted.length === 0 || ids.some((id) => wanted.includes(id))) rows.push(...(await measure()));
  }
  printTable(rows.sort((a, b) => a.id.localeCompare(b.id)));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

import { existsSync } from 'node:fs';
import { execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import { measureAgencyPaging } from './agencyPaging.ts';
import { measureBundle } from './bundleSize.ts';
import { measureCluster } from './clusterThroughput.ts';
import { measureContentEditing } from './contentEditing.ts';
import { measureContentPaging } from './contentPaging.ts';
import { measureDraftAutosave } from './draftAutosave.ts';
import { measureDraftList } from './draftList.ts';
import { measureEditorReport } from './editorReport.ts';
import { measureFirstListRow } from './firstListRow.ts';
import { measureGlobalSearch } from './globalSearch.ts';
import { measureGraphqlThroughput } from './graphqlThroughput.ts';
import { measureHeadlineMove } from './headlineMove.ts';
import { measureHostileInput } from './hostileInput.ts';
import { measureMailingSend } from './mailingSend.ts';
import { measureMenuDelivery } from './menuDelivery.ts';
import { measureNotificationSend } from './notificationSend.ts';
import { measurePermitHandOver } from './permitHandOver.ts';
import { measureRealtimeFanOut } from './realtimeFanOut.ts';
import { measureResize } from './resize.ts';
import { measureStoryMove } from './storyMove.ts';
import { printTable, type BenchRow } from './table.ts';
import { measureVideoLadder } from './videoLadder.ts';

interface Measure {
  ids: string[];
  measure: () => Promise<BenchRow[]>;
  /** The row reads the process's own memory: it runs in a fresh process (with --expose-gc), not after other rows' leftovers. */
  ownProcess?: true;
}

const OWN_PROCESS = '--own-process';
const inOwnProcess = process.argv[2] === OWN_PROCESS;

/** A figure no measurement can give (zero throughput, a ratio of 0 or ∞) means the row measured something else. */
function assertPlausible(row: BenchRow) {
  if (row.ratio !== null && !(Number.isFinite(row.ratio) && row.ratio > 0)) {
    throw new Error(`${row.id} (${row.measure}): ratio ${row.ratio} from ${row.figure} ÷ ${row.baseline} is not a measurement`);
  }
}

function measureInOwnProcess(ids: string[]): Promise<BenchRow[]> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [OWN_PROCESS, ...ids], { execArgv: [...process.execArgv, '--expose-gc'] });
    let rows: BenchRow[] | undefined;
    child.on('message', (message) => (rows = message as BenchRow[]));
    child.on('error', reject);
    child.on('exit', (code) => (rows ? resolve(rows) : reject(new Error(`${ids.join(', ')}: its process ended (exit ${code}) without a row`))));
  });
}

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  }
  // `npm run bench -- P4 P7` measures only those rows (P5b: `P5b` or `p5b`); no argument measures them all.
  const wanted = process.argv.slice(inOwnProcess ? 3 : 2).map((id) => id.toUpperCase());
  const measures: Measure[] = [
    { ids: ['P1', 'P2'], measure: () => measureAgencyPaging(dist) },
    { ids: ['P3'], measure: () => measureBundle(dist) },
    { ids: ['P8'], measure: () => measureContentPaging(dist) },
    { ids: ['P16'], measure: () => measureEditorReport(dist) },
    { ids: ['P21'], measure: () => measureGlobalSearch(dist) },
    { ids: ['P4'], measure: () => measureFirstListRow(dist) },
    { ids: ['P9'], measure: () => measureContentEditing(dist) },
    { ids: ['P11'], measure: () => measureDraftAutosave(dist) },
    { ids: ['P12'], measure: () => measureDraftList(dist) },
    { ids: ['P7'], measure: () => measureGraphqlThroughput(dist) },
    { ids: ['P5'], measure: () => measureRealtimeFanOut(), ownProcess: true },
    { ids: ['P5B'], measure: () => measurePermitHandOver() },
    { ids: ['P10'], measure: () => measureHeadlineMove() },
    { ids: ['P17'], measure: () => measureStoryMove() },
    { ids: ['P18'], measure: () => measureMenuDelivery() },
    { ids: ['P6'], measure: () => measureResize() },
    { ids: ['P20'], measure: () => measureHostileInput() },
    { ids: ['P13'], measure: () => measureMailingSend() },
    { ids: ['P14'], measure: () => measureNotificationSend() },
    { ids: ['P15'], measure: () => measureVideoLadder() },
    { ids: ['P19'], measure: () => measureCluster(dist) },
  ];
  const rows: BenchRow[] = [];
  for (const { ids, measure, ownProcess } of measures) {
    if (wanted.length > 0 && !ids.some((id) => wanted.includes(id))) continue;
    const measured = ownProcess && !inOwnProcess ? await measureInOwnProcess(ids) : await measure();
    measured.forEach(assertPlausible);
    rows.push(...measured);
  }
  if (inOwnProcess) process.send!(rows, () => process.exit());
  else printTable(rows.sort((a, b) => a.id.localeCompare(b.id)));
}

main().catch((error) => {
  console.error(error);
  if (inOwnProcess) process.exit(1);
  process.exitCode = 1;
});

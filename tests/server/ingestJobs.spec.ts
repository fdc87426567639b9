import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContents } from '../../server/db/agencyTables.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { copyPgliteTemplate } from '../support/databaseTemplates.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import type { IngestReport } from '../../server/ingest/ingestFiles.ts';
import { DROP_FOLDER_JOB, dropDirOf, startIngestWatcher } from '../../server/ingest/dropFolder.ts';

const OUTCOME = { timeout: 30_000, interval: 50 };

describe('the drop folder as a recurring job', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ingest-jobs-'));
    await copyPgliteTemplate(dataDir);
    database = await openDatabase({ dataDir });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('two servers watching one folder take a dropped file once, through one job row', async () => {
    const config = { root: path.join(dataDir, 'ingest'), dropIntervalMs: 40, feedIntervalMs: 300_000, maxFileBytes: 20 * 1024 * 1024, demoAgencyItems: 0 };
    const reports: IngestReport[] = [];
    const options = { pollMs: 20, log: () => {}, onIngested: (report: IngestReport) => reports.push(report) };
    const watchers = [await startIngestWatcher(database.db, config, options), await startIngestWatcher(database.db, config, options)];
    try {
      const item = { $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json', uri: 'urn:jobs:1', type: 'text', headlines: [{ value: 'Through the queue' }], versionCreated: '2026-11-20T10:00:00Z' };
      await writeFile(path.join(dropDirOf(config), 'queued.json'), JSON.stringify(item));
      await expect.poll(async () => (await readdir(path.join(config.root, 'done')).catch(() => [])).length, OUTCOME).toBe(1);
    } finally {
      await Promise.all(watchers.map((watcher) => watcher.stop()));
    }
    expect(reports.map((report) => report.added)).toEqual([1]);
    const stored = await database.db.select({ n: sql<number>`count(*)::int` }).from(agencyContents).where(like(agencyContents.agencyContentId, 'urn:jobs:%'));
    expect(stored[0]!.n).toBe(1);
    const rows = await database.db.select().from(jobs).where(eq(jobs.name, DROP_FOLDER_JOB));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: DROP_FOLDER_JOB, state: 'pending', lastError: null });
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { migrationsFolder } from '../../server/db/client.ts';
import * as schema from '../../server/allTables.ts';
import { tableFor } from '../../server/engine/tables.ts';

describe('the generated tables and the committed migrations', () => {
  it('exports the table of every resource from server/allTables.ts (run `npm run resources:sync`)', () => {
    const exported = Object.values(schema).filter((value) => is(value, PgTable));
    const missing = RESOURCES.filter((resource) => !exported.includes(tableFor(resource))).map((resource) => resource.name);
    expect(missing).toEqual([]);
  });

  it('has a migration for every table server/allTables.ts names (run `npm run db:generate`)', async () => {
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
    const last = journal.entries.at(-1)!.idx;
    const snapshot = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', `${String(last).padStart(4, '0')}_snapshot.json`), 'utf8'));
    const pending = await generateMigration(snapshot, generateDrizzleJson(schema as Record<string, unknown>));
    expect(pending).toEqual([]);
  });
});

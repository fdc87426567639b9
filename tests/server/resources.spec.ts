import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../resources/defineResource.ts';
import type { Field } from '../../resources/fields.ts';
import { RESOURCES } from '../../resources/index.ts';
import { users } from '../../server/db/schema.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { tableFor } from '../../server/engine/tables.ts';
import { demoToken } from './support/demoTokens.ts';
import { resourceCalls, type ResourceRecord } from './support/resourceCalls.ts';
import { filterCases } from './support/resourceFilters.ts';
import { expectedValues, refusedValues, sampleInput, writableValues, type ReferenceId } from './support/resourceSamples.ts';
import { expectedText } from './support/resourceTexts.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Every resource of resources/index.ts through its generated operations: create, read, every
 * filter, paging, update, a stale update refused, status, refused input with its field messages in
 * both languages and nothing written, unique groups, the audit rows and the site boundary.
 */
const SITE = '4';
const OTHER_SITE = '1';
const CONFLICT_TEXT = {
  en: 'This record was changed by someone else. Reload it and apply your changes again.',
  tr: 'Bu kayıt başka biri tarafından değiştirildi. Kaydı yeniden yükleyip değişikliklerinizi tekrar uygulayın.',
};

/**
 * Resources whose records the server creates from what it stores, which no sample input can be:
 * a library row needs a stored file and keeps its path (tests/server/mediaLibrary.spec.ts covers it).
 */
const SERVER_FED = ['mediaItems'];

const isIso = (value: unknown) => typeof value === 'string' && new Date(value).toISOString() === value;
const fieldValues = (resource: Resource, record: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(resource.fields).map((name) => [name, record[name]]));

describe.each(testDatabaseKinds())('resources on %s', (database) => {
  let server: TestApp;
  let adminToken: string;
  let adminId: string;

  /** A record of the target resource on `siteId`, created through its own save operation. */
  const referenceIdOn =
    (siteId: string): ReferenceId =>
    async (name) => {
      const target = RESOURCES.find((resource) => resource.name === name);
      if (!target) throw new Error(`no resource ${name} to reference`);
      const calls = resourceCalls(server.yoga, target, { token: adminToken, siteId, language: 'en' });
      const saved = await calls.save(await sampleInput(target, referenceIdOn(siteId)));
      if (!saved.data) throw new Error(`could not create a ${name} to reference: ${JSON.stringify(saved.errors)}`);
      return saved.data[target.operations.save].id;
    };
  const referenceId = referenceIdOn(SITE);

  beforeAll(async () => {
    server = await startTestApp(database);
    adminToken = await demoToken(server.baseUrl, 'admin');
    const [admin] = await server.db.select().from(users).where(eq(users.email, 'admin@newsroom.example'));
    adminId = String(admin.id);
  });
  afterAll(() => server?.stop());

  describe.each(RESOURCES.filter((resource) => !SERVER_FED.includes(resource.name)).map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
    const { operations } = resource;
    const calls = () => resourceCalls(server.yoga, resource, { token: adminToken, siteId: SITE, language: 'en' });
    const table = () => tableFor(resource);
    const rowCount = async () => (await server.db.select({ n: count() }).from(table()))[0].n;
    const auditCount = async () => (await server.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, resource.name)))[0].n;
    let first: ResourceRecord;
    let second: ResourceRecord;
    let firstInput: Record<string, unknown>;

    it('creates a record with who and when, and reads it back', async () => {
      firstInput = await sampleInput(resource, referenceId);
      const saved = await calls().save(firstInput);
      expect(saved.errors).toBeUndefined();
      first = saved.data![operations.save];
      expect(fieldValues(resource, first)).toEqual(await expectedValues(resource, firstInput));
      expect(first).toMatchObject({ version: 1, createdUserId: adminId, updatedUserId: null, updatedDate: null });
      expect(isIso(first.createdDate)).toBe(true);
      if (resource.siteScoped) expect(first.siteId).toBe(SITE);
      expect((await calls().one(first.id)).data?.[operations.one]).toEqual(first);

      const booleansFlipped = Object.fromEntries(
        Object.entries(resource.fields)
          .filter(([, field]) => (field.kind === 'boolean' || field.kind === 'approval') && !field.readOnly)
          .map(([name]) => [name, false]),
      );
      const other = await calls().save({ ...(await sampleInput(resource, referenceId)), ...booleansFlipped });
      expect(other.errors).toBeUndefined();
      second = other.data![operations.save];
    });

    it('lists by every filter, by search and by ids, one page at a time', async () => {
      for (const { filter, finds, misses } of filterCases(resource, first, second)) {
        const response = await calls().list({ filter, limit: 1000 });
        expect(response.errors, JSON.stringify(filter)).toBeUndefined();
        const ids = response.data![operations.list].map((record) => record.id);
        expect(ids, JSON.stringify(filter)).toEqual(expect.arrayContaining(finds));
        for (const id of misses) expect(ids, JSON.stringify(filter)).not.toContain(id);
      }

      const page = async (number: number) => (await calls().list({ page: number, limit: 1 })).data![operations.list];
      const [one, two, both] = [await page(1), await page(2), (await calls().list({ limit: 2 })).data![operations.list]];
      expect(one).toHaveLength(1);
      expect(two).toHaveLength(1);
      expect(both).toEqual([...one, ...two]);
      const refused = await calls().list({ page: 0 });
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('updates with the version it was based on, and refuses a stale version without writing', async () => {
      const changes = await sampleInput(resource, referenceId);
      const updated = await calls().save({ ...changes, id: first.id, version: 1 });
      expect(updated.errors).toBeUndefined();
      const record = updated.data![operations.save];
      expect(fieldValues(resource, record)).toEqual(await expectedValues(resource, changes));
      expect(record).toMatchObject({ id: first.id, version: 2, createdUserId: adminId, createdDate: first.createdDate, updatedUserId: adminId });
      expect(isIso(record.updatedDate)).toBe(true);

      for (const language of ['en', 'tr'] as const) {
        const stale = await calls().save({ ...firstInput, id: first.id, version: 1 }, { language });
        expect(stale.data).toBeNull();
        expect(stale.errors?.[0]).toMatchObject({ message: CONFLICT_TEXT[language], extensions: { code: 'CONFLICT' } });
      }
      expect((await calls().one(first.id)).data![operations.one]).toEqual(record);

      const withoutVersion = await calls().save({ ...changes, id: first.id });
      expect(withoutVersion.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const unchanged = await calls().save({ id: first.id, version: 2 });
      expect(unchanged.data![operations.save]).toEqual(record);
      first = record;
    });

    it.skipIf(!resource.hasStatus)('changes the status: true when it changed, false when it already had it', async () => {
      const before = first.status as number;
      // A declared status field takes its enum's values only: another one of them.
      const statusField = resource.fields.status;
      const next = statusField?.kind === 'enum' ? (statusField.enum.values.find((entry) => entry.value !== before)!.value as number) : before + 1;
      const changed = await calls().status(first.id, next);
      expect(changed.data).toEqual({ [operations.status!]: true });
      expect(await calls().status(first.id, next)).toMatchObject({ data: { [operations.status!]: false } });
      const after = (await calls().one(first.id)).data![operations.one]!;
      expect(after).toMatchObject({ status: next, version: first.version + 1, updatedUserId: adminId });
      first = after;
    });

    const refused = refusedValues(resource);
    it.skipIf(refused.length === 0)('refuses invalid input with a message per field, in English and Turkish, writing nothing', async () => {
      const invalid = Object.fromEntries(refused.map(({ field, value }) => [field, value]));
      // Sampled before counting: a sample may create the records it refers to (a category's parent).
      const fresh = await sampleInput(resource, referenceId);
      const [rows, audits] = [await rowCount(), await auditCount()];
      for (const language of ['en', 'tr'] as const) {
        for (const input of [{ ...fresh, ...invalid }, { ...invalid, id: first.id, version: first.version }]) {
          const response = await calls().save(input, { language });
          expect(response.data).toBeNull();
          const error = response.errors?.[0];
          expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
          const expected = Object.fromEntries(refused.map(({ field, message, params }) => [field, expectedText(resource, field, message, params, language)]));
          expect(error?.extensions?.fields).toEqual(expected);
          for (const { field, message } of refused) {
            expect(error?.extensions?.fieldKeys?.[field]).toEqual({ message, params: expect.objectContaining({ name: resource.labelKey(field) }) });
          }
        }
      }
      expect([await rowCount(), await auditCount()]).toEqual([rows, audits]);
      expect((await calls().one(first.id)).data![operations.one]).toEqual(first);
    });

    it.skipIf(!resource.unique?.length)('refuses a second record with the values of a unique group', async () => {
      const fresh = await sampleInput(resource, referenceId);
      const [rows, audits] = [await rowCount(), await auditCount()];
      for (const group of resource.unique ?? []) {
        const taken = Object.fromEntries(group.map((field) => [field, first[field]]));
        for (const language of ['en', 'tr'] as const) {
          const created = await calls().save({ ...fresh, ...taken }, { language });
          const updated = await calls().save({ ...taken, id: second.id, version: second.version }, { language });
          for (const response of [created, updated]) {
            expect(response.errors?.[0].extensions).toMatchObject({
              code: 'BAD_USER_INPUT',
              fields: { [group[0]]: expectedText(resource, group[0], 'saveErrors.unique', {}, language) },
            });
          }
        }
      }
      expect([await rowCount(), await auditCount()]).toEqual([rows, audits]);
    });

    it('wrote one audit row per write: who, where, what changed', async () => {
      const rows = await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, resource.name), eq(auditLog.recordId, first.id)))
        .orderBy(asc(auditLog.id));
      expect(rows.map((row) => row.action)).toEqual(['create', 'update', ...(resource.hasStatus ? ['status'] : [])]);
      for (const row of rows) expect(row).toMatchObject({ userId: Number(adminId), siteId: Number(SITE) });
      // A create records every field it gave a value (a field left empty is no change).
      const given = Object.entries(await expectedValues(resource, firstInput)).filter(([, to]) => to !== null);
      expect(rows[0].changes).toMatchObject(Object.fromEntries(given.map(([name, to]) => [name, { from: null, to }])));
      const changedByUpdate = Object.keys(rows[1].changes);
      expect(changedByUpdate.length).toBeGreaterThan(0);
      for (const name of changedByUpdate) expect(rows[1].changes[name].from).not.toEqual(rows[1].changes[name].to);
    });

    it.skipIf(!resource.siteScoped)('keeps each site’s records to that site', async () => {
      const elsewhere = resourceCalls(server.yoga, resource, { token: adminToken, siteId: OTHER_SITE, language: 'en' });
      expect((await elsewhere.list({ limit: 1000 })).data![operations.list].map((record) => record.id)).not.toContain(first.id);
      expect((await elsewhere.one(first.id)).data).toEqual({ [operations.one]: null });
      const update = await elsewhere.save({ id: first.id, version: first.version });
      expect(update.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      // The same values on another site, references aside, a list's too (they must point at that site's records).
      const holdsReference = (field: Field): boolean =>
        field.kind === 'reference' || ((field.kind === 'list' || field.kind === 'object') && Object.values(field.fields).some(holdsReference));
      const sameValues = Object.fromEntries(Object.entries(writableValues(resource, first)).filter(([name]) => !holdsReference(resource.fields[name])));
      const copy = await elsewhere.save({ ...(await sampleInput(resource, referenceIdOn(OTHER_SITE))), ...sameValues });
      expect(copy.errors).toBeUndefined();
    });
  });
});

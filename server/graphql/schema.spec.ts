import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { operations } from './operations.ts';
import { printedSchema, schemaFile } from './printSchema.ts';
import { buildSchema } from './schema.ts';

describe('the GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after changing the API)', async () => {
    expect(await readFile(schemaFile, 'utf8')).toBe(printedSchema());
  });

  it('builds with the operations registry as it is', () => {
    expect(() => buildSchema()).not.toThrow();
  });

  it('refuses to build when a root field declares no permission', () => {
    const { roles: _roles, ...queryWithoutRoles } = operations.Query;
    expect(() => buildSchema({ ...operations, Query: queryWithoutRoles })).toThrow('Query.roles declares no permission');
    const { currentTime: _tick, ...noSubscription } = operations.Subscription;
    expect(() => buildSchema({ ...operations, Subscription: noSubscription })).toThrow('Subscription.currentTime declares no permission');
  });

  it('refuses a registry entry without a field, a permission outside the catalogue, or a permission without a site', () => {
    expect(() => buildSchema({ ...operations, Mutation: { saveNothing: { permission: 'signedIn', siteScoped: false } } })).toThrow(
      'declares Mutation.saveNothing, which the schema lacks',
    );
    expect(() => buildSchema({ ...operations, Query: { ...operations.Query, roles: { permission: 'role.fly', siteScoped: true } } })).toThrow(
      "'role.fly' is not in resources/permissionCatalogue.ts",
    );
    expect(() => buildSchema({ ...operations, Query: { ...operations.Query, roles: { permission: 'userview', siteScoped: true } } })).toThrow(
      'Invalid permission request.',
    );
    expect(() => buildSchema({ ...operations, Query: { ...operations.Query, roles: { permission: 'user.view', siteScoped: false } } })).toThrow(
      'must be siteScoped',
    );
  });
});

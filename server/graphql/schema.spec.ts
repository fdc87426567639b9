import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { MODULES } from './modules.ts';
import type { OperationRule, RootTypeName } from '../contract/operationRule.ts';
import { printedSchema, schemaFile } from './printSchema.ts';
import { buildSchema } from './schema.ts';

/** The modules with one root field's rule replaced (or removed when `rule` is undefined) in the module that declares it. */
function withRule(rootType: RootTypeName, field: string, rule: OperationRule | undefined): GraphQLModule[] {
  return MODULES.map((module) => {
    const rules = module.operations[rootType];
    if (!rules?.[field]) return module;
    const { [field]: _dropped, ...others } = rules;
    return { ...module, operations: { ...module.operations, [rootType]: rule ? { ...others, [field]: rule } : others } };
  });
}

describe('the GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after changing the API)', async () => {
    expect(await readFile(schemaFile, 'utf8')).toBe(printedSchema());
  });

  it('builds from the modules as they are', () => {
    expect(() => buildSchema()).not.toThrow();
  });

  it('refuses to build when a root field declares no permission', () => {
    expect(() => buildSchema(withRule('Query', 'roles', undefined))).toThrow('Query.roles declares no permission');
    expect(() => buildSchema(withRule('Subscription', 'currentTime', undefined))).toThrow('Subscription.currentTime declares no permission');
  });

  it('refuses an operation declared by two modules', () => {
    const twice: GraphQLModule = { typeDefs: '', resolvers: {}, operations: { Query: { roles: { permission: 'signedIn', siteScoped: true } } } };
    expect(() => buildSchema([...MODULES, twice])).toThrow('Query.roles is declared twice');
  });

  it('refuses a rule without a field, a permission outside the catalogue, or a permission without a site', () => {
    const stray: GraphQLModule = { typeDefs: '', resolvers: {}, operations: { Mutation: { saveNothing: { permission: 'signedIn', siteScoped: false } } } };
    expect(() => buildSchema([...MODULES, stray])).toThrow('declares Mutation.saveNothing, which the schema lacks');
    expect(() => buildSchema(withRule('Query', 'roles', { permission: 'role.fly', siteScoped: true }))).toThrow(
      "'role.fly' is not in resources/permissionCatalogue.ts",
    );
    expect(() => buildSchema(withRule('Query', 'roles', { permission: 'userview', siteScoped: true }))).toThrow('Invalid permission request.');
    expect(() => buildSchema(withRule('Query', 'roles', { permission: 'user.view', siteScoped: false }))).toThrow('must be siteScoped');
  });
});

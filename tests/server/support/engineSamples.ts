/**
 * Test-only resources that use every field kind, a status, a two-field unique group, references
 * and a resource that is not site-scoped, served by a schema of their own beside the real one: the
 * engine is proven on kinds no product resource uses yet.
 */
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { defineResource } from '../../../resources/defineResource.ts';
import { AUTHOR_TYPE, PLATFORM, WEEKDAY } from '../../../resources/enums.ts';
import {
  approval,
  boolean,
  color,
  date,
  dateTime,
  email,
  enumeration,
  html,
  image,
  number,
  object,
  orderedList,
  phone,
  reference,
  references,
  socialHandle,
  text,
  textarea,
  url,
} from '../../../resources/fields.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { readEmbeddedPublicJwks } from '../../../server/auth/embeddedProvider.ts';
import { createTokenVerifier } from '../../../server/auth/tokenVerifier.ts';
import { createContextFactory } from '../../../server/context.ts';
import { modulesWith } from '../../../server/graphql/modules.ts';
import { buildSchema } from '../../../server/graphql/schema.ts';
import { createGraphQLServer, type GraphQLServer } from '../../../server/graphql/yoga.ts';
import { tableFor } from '../../../server/engine/tables.ts';
import type { TestApp } from './testApp.ts';

export const engineSamples = defineResource({
  name: 'engineSamples',
  typeName: 'EngineSample',
  permission: 'program',
  operations: { one: 'engineSample', list: 'engineSamples', save: 'saveEngineSample', status: 'updateStatusToEngineSample' },
  siteScoped: true,
  hasStatus: true,
  fields: {
    title: text({ required: true, maxLength: 50, search: true, filter: true }),
    summary: textarea({ search: true }),
    body: html(),
    count: number({ min: 1, filter: true }),
    ratio: number({ integer: false }),
    featured: boolean({ filter: true }),
    isApproved: approval(),
    type: enumeration(AUTHOR_TYPE, { filter: true }),
    platforms: enumeration(PLATFORM, { multiple: true, filter: true }),
    color: color(),
    link: url('absolute'),
    path: url('relative'),
    email: email(),
    twitter: socialHandle('twitter'),
    phone: phone(),
    day: date({ filter: true }),
    publishAt: dateTime({ filter: true }),
    signature: reference('signatures', { filter: true }),
    sources: references('sources', { filter: true }),
    photo: image({ crops: [{ type: '16:9', width: 1200, height: 675 }], requireDescription: true }),
    options: object('EngineSampleOptions', { isSportsEnabled: boolean(), note: text({ maxLength: 10 }) }),
    slots: orderedList('EngineSampleSlot', { start: text({ required: true }), day: enumeration(WEEKDAY) }, { minItems: 1 }),
    secret: text({ readOnly: true }),
  },
  representation: 'title',
  unique: [['title', 'type']],
  sort: { field: 'count', order: 'DESC' },
});

export const engineGlobals = defineResource({
  name: 'engineGlobals',
  typeName: 'EngineGlobal',
  permission: 'brand',
  operations: { one: 'engineGlobal', list: 'engineGlobals', save: 'saveEngineGlobal' },
  siteScoped: false,
  fields: {
    name: text({ required: true }),
    parent: reference('engineGlobals'),
    isApproved: approval(),
  },
  representation: 'name',
});

export const ENGINE_SAMPLES = [engineSamples, engineGlobals];

/** Creates the sample tables (as drizzle-kit would migrate them) and a yoga serving them beside the real API. */
export async function engineSampleServer(server: TestApp): Promise<GraphQLServer> {
  const all = [...RESOURCES, ...ENGINE_SAMPLES];
  const tables = Object.fromEntries(ENGINE_SAMPLES.map((resource) => [resource.name, tableFor(resource, all)]));
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(tables));
  for (const statement of statements) await server.db.execute(sql.raw(statement));

  const verifyToken = createTokenVerifier({
    issuer: server.config.oidc.issuer,
    audience: server.config.oidc.audience,
    jwks: await readEmbeddedPublicJwks(server.db),
  });
  const createContext = createContextFactory({ db: server.db, events: server.events, lookups: server.lookups, verifyToken, subjectIsUserId: true, services: server.services });
  const schema = buildSchema(modulesWith(all));
  return createGraphQLServer({ schema, createContext, corsOrigins: [], log: server.app.log });
}

/**
 * The GraphQL SDL of the resources: per resource the record type, `<Type>Input`, `<Type>Filter`
 * and the operations `one(id)`, `list(filter, page, limit, language)`, `save(input)` and, with a
 * status, `status(id, status)`; the type and input of each global (resources/defineGlobal.ts); and
 * the sub-object types they use. The shared Image types are the platform's (server/graphql/typeDefs.ts).
 */
import type { Global } from '../../resources/defineGlobal.ts';
import type { Resource } from '../../resources/defineResource.ts';
import type { Field } from '../../resources/fields.ts';
import { filterSdl, kindSdl, type TypeCollector } from './kindGraphql.ts';
import { firstArgument } from './keysetPaging.ts';
import { MAX_REVISION_PAGE_SIZE, REVISION_PAGE_SIZE } from './revisionRows.ts';

/** The largest page a list returns; bigger `limit`s are refused. */
export const MAX_PAGE_SIZE = 1000;

function collector() {
  const declared = new Map<string, string>();
  const blocks: string[] = [];
  const types: TypeCollector = {
    object(typeName, fields) {
      const signature = JSON.stringify(fields);
      const previous = declared.get(typeName);
      if (previous !== undefined) {
        if (previous !== signature) throw new Error(`Sub-object type ${typeName} is declared twice with different fields`);
        return;
      }
      declared.set(typeName, signature);
      const entries = Object.entries(fields).map(([name, field]) => [name, kindSdl(field, types)] as const);
      blocks.push(`type ${typeName} {\n${entries.map(([name, sdl]) => `  ${name}: ${sdl.output}`).join('\n')}\n}`);
      blocks.push(`input ${typeName}Input {\n${entries.map(([name, sdl]) => `  ${name}: ${sdl.input}`).join('\n')}\n}`);
    },
  };
  return { types, sdl: () => blocks.join('\n\n') };
}

const writable = (resource: Resource) => Object.entries(resource.fields).filter(([, field]) => !field.readOnly);

function resourceTypes(resource: Resource, types: TypeCollector): string {
  const { typeName } = resource;
  const fields = Object.entries(resource.fields).map(([name, field]) => [name, field, kindSdl(field, types)] as const);
  const filters = Object.entries(resource.fields)
    .filter(([, field]) => field.filter)
    .flatMap(([name, field]) => filterSdl(name, field));
  const searchable = Object.values(resource.fields).some((field: Field) => field.search);
  const approvalInput = resource.operations.approval
    ? [
        '',
        `"The approval change of a ${typeName}; updatedUserId and updatedDate are the client's view, the server records its own."`,
        `input ${typeName}ApprovalInput {`,
        '  id: ID!',
        '  isApproved: Boolean!',
        '  updatedUserId: ID',
        '  updatedDate: String',
        '}',
      ]
    : [];
  return [
    `type ${typeName} {`,
    '  id: ID!',
    '  "Increases with every save; an update sends the version it was based on."',
    '  version: Int!',
    ...(resource.siteScoped ? ['  siteId: ID!'] : []),
    // A declared `status` field (an enumeration) is the status; otherwise a plain number.
    ...(resource.hasStatus && !resource.fields.status ? ['  status: Int!'] : []),
    ...fields.map(([name, , sdl]) => `  ${name}: ${sdl.output}`),
    '  createdUserId: ID',
    '  "ISO-8601 UTC."',
    '  createdDate: String!',
    '  updatedUserId: ID',
    '  updatedDate: String',
    ...(resource.paging === 'keyset' ? ['  "Where the record stands in the list: the next page starts after it."', '  cursor: String!'] : []),
    '}',
    '',
    `"Without id: a new ${typeName}. With id: an update, which must carry the version it was based on."`,
    `input ${typeName}Input {`,
    '  id: ID',
    '  version: Int',
    ...writable(resource).map(([name]) => `  ${name}: ${fields.find(([fieldName]) => fieldName === name)![2].input}`),
    '}',
    '',
    `input ${typeName}Filter {`,
    '  "Only these records (e.g. the chosen values of a reference input)."',
    '  ids: [ID!]',
    ...(searchable && resource.searchIndex
      ? ['  "Words (or their beginnings) all found in the searchable fields, ignoring case and Turkish letters: \'cagri\' finds \'Çağrı\'."', '  search: String']
      : []),
    ...(searchable && !resource.searchIndex ? ['  "Case-insensitive text contained in any searchable field."', '  search: String'] : []),
    ...filters.map((line) => `  ${line}`),
    ...(resource.editorFilter ? ['  "The users who saved the records last (their creators until someone updates them)."', '  editorId: [ID!]'] : []),
    ...(resource.createdDateFilter ? ['  "Records created at or after / at or before these moments (ISO-8601)."', '  createdDateFrom: String', '  createdDateTo: String'] : []),
    '}',
    ...approvalInput,
  ].join('\n');
}

function revisionSdl(resource: Resource): { types: string[]; query: string[]; mutation: string[] } {
  const { typeName, revisions } = resource;
  if (!revisions) return { types: [], query: [], mutation: [] };
  const id = `${revisions.idArgument}: ID!`;
  return {
    types: [
      `"A saved state of a ${typeName}: who wrote it, when, the version it produced and the fields it changed."`,
      `type ${typeName}Revision {`,
      '  id: ID!',
      '  version: Int!',
      '  "ISO-8601 UTC."',
      '  createdDate: String!',
      '  "Null once the user is gone."',
      '  createdUser: ActiveUser',
      '  "The fields the write changed (every field set on create)."',
      '  changedFields: [String!]!',
      '  "The version a restore wrote back; null for any other write."',
      '  restoredFromVersion: Int',
      `  "Every field as saved (the ${typeName}'s shape); read one revision at a time."`,
      '  snapshot: JSON!',
      '}',
    ],
    query: [
      `  "Newest first; limit defaults to ${REVISION_PAGE_SIZE} (at most ${MAX_REVISION_PAGE_SIZE}); a page shorter than limit is the last. Empty when the record is not on the site."`,
      `  ${revisions.list}(${id}, page: Int = 1, limit: Int): [${typeName}Revision!]!`,
      `  ${revisions.one}(${id}, revisionId: ID!): ${typeName}Revision`,
    ],
    mutation: [
      '  "Saves the revision\'s fields over the record at version (CONFLICT when stale): a new version and revision."',
      `  ${revisions.restore}(${id}, revisionId: ID!, version: Int!): ${typeName}!`,
    ],
  };
}

function resourceOperationsSdl(resource: Resource): string {
  const { typeName, operations } = resource;
  const query = [
    ...(resource.oneOnAnySite
      ? ['  "siteId: read the record on that site instead of the request\'s (you need the same permission there)."', `  ${operations.one}(id: ID!, siteId: ID): ${typeName}`]
      : [`  ${operations.one}(id: ID!): ${typeName}`]),
    ...(resource.paging === 'keyset'
      ? [
          `  "${resource.sort.field} ${resource.sort.order === 'DESC' ? 'newest' : 'oldest'} first (records without one last), then id; limit defaults to ${resource.pageSize} (at most ${MAX_PAGE_SIZE}); a page shorter than limit is the last. after: the cursor of the row the page starts after. ${firstArgument(resource)}: the first page's first ${resource.sort.field}, so rows added meanwhile never shift later pages. page skips whole pages only without after."`,
          `  ${operations.list}(filter: ${typeName}Filter, page: Int = 1, limit: Int, language: String, ${firstArgument(resource)}: String, after: String): [${typeName}!]!`,
        ]
      : [
          `  "Page 1 is the first; limit defaults to ${resource.pageSize} (at most ${MAX_PAGE_SIZE}); a page shorter than limit is the last."`,
          `  ${operations.list}(filter: ${typeName}Filter, page: Int = 1, limit: Int, language: String): [${typeName}!]!`,
        ]),
  ];
  const revisions = revisionSdl(resource);
  query.push(...revisions.query);
  const mutation = [
    `  ${operations.save}(input: ${typeName}Input!): ${typeName}!`,
    ...revisions.mutation,
    ...(resource.hasStatus && operations.status
      ? ['  "False when the record already had that status (or is not found)."', `  ${operations.status}(${resource.statusIdArgument ?? 'id'}: ID!, status: Int!): Boolean!`]
      : []),
    ...(operations.approval
      ? ['  "Sets isApproved alone; the server records the signed-in user and its own time as updatedUserId / updatedDate."', `  ${operations.approval}(input: ${typeName}ApprovalInput!): ${typeName}!`]
      : []),
    ...(operations.delete
      ? ['  "Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was."', `  ${operations.delete}(id: ID!, version: Int!): ${typeName}!`]
      : []),
  ];
  return [...revisions.types, `type Query {\n${query.join('\n')}\n}\n\ntype Mutation {\n${mutation.join('\n')}\n}`].join('\n');
}

/** A global's type (its id, version and fields) and its input, where every field may be left out. */
function globalTypes(global: Global, types: TypeCollector): string {
  const fields = Object.entries(global.fields).map(([name, field]) => [name, kindSdl(field, types)] as const);
  return [
    `"${global.description}"`,
    `type ${global.typeName} {`,
    `  "The ${global.idOf}'s id."`,
    '  id: ID!',
    '  "Goes up by one at every save; a save from an older one is refused (CONFLICT)."',
    '  version: Int!',
    ...fields.map(([name, sdl]) => `  ${name}: ${sdl.output}`),
    '}',
    '',
    `"A save of ${global.typeName}: the fields left out keep their values."`,
    `input ${global.typeName}Input {`,
    `  "The ${global.idOf} whose ${global.typeName} change; the request's when omitted."`,
    '  id: ID',
    `  "${global.typeName}.version as the form loaded it."`,
    '  version: Int!',
    ...fields.map(([name, sdl]) => `  ${name}: ${sdl.input}`),
    '}',
  ].join('\n');
}

/** The SDL of every resource and global; empty when there are none. */
export function resourceTypeDefs(resources: readonly Resource[], globals: readonly Global[] = []): string {
  if (resources.length === 0 && globals.length === 0) return '';
  const { types, sdl } = collector();
  const blocks = resources.flatMap((resource) => [resourceTypes(resource, types), resourceOperationsSdl(resource)]);
  return [...blocks, ...globals.map((global) => globalTypes(global, types)), sdl()].join('\n\n');
}

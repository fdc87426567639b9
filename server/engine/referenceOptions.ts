/**
 * The options operations of the referenced resources (resources/referenceOptions.ts): their SDL,
 * resolvers and guard rules, added to the resource module beside the resources' own operations.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Resource } from '../../resources/defineResource.ts';
import { optionFields, optionsAccess, optionsOperation, optionTypeName, referenceTargets } from '../../resources/referenceOptions.ts';
import { requireAccess } from '../auth/authorize.ts';
import type { RequestContext } from '../context.ts';
import type { OperationRegistry } from '../contract/operationRule.ts';
import { filterSdl, kindSdl, type TypeCollector } from './kindGraphql.ts';
import { listRecords, type ListArgs } from './listRecords.ts';
import { MAX_PAGE_SIZE } from './resourceSdl.ts';

type Resolver = (source: unknown, args: never, context: RequestContext, info: GraphQLResolveInfo) => unknown;

const filterTypeName = (target: Resource) => `${target.typeName}OptionFilter`;

/** An option's name is a plain field (text, a number): it declares no sub-object type. */
const NO_TYPES: TypeCollector = {
  object: (typeName) => {
    throw new Error(`A reference option cannot be named by an object (${typeName})`);
  },
};

export function referenceOptionsSdl(resources: readonly Resource[], types: TypeCollector = NO_TYPES): string {
  return referenceTargets(resources)
    .map(({ target, choiceFields }) => {
      const fields = optionFields(target).filter((name) => name !== 'id');
      return [
        `"A ${target.typeName} as a reference input offers it: its id and name, nothing else of the record."`,
        `type ${optionTypeName(target)} {`,
        '  id: ID!',
        ...fields.map((name) => `  ${name}: ${kindSdl(target.fields[name]!, types).output}`),
        '}',
        '',
        `input ${filterTypeName(target)} {`,
        '  "Only these records (the chosen values of a reference input)."',
        '  ids: [ID!]',
        `  "Case-insensitive text contained in the ${target.representation}."`,
        '  search: String',
        ...choiceFields.flatMap((name) => filterSdl(name, target.fields[name]!)).map((line) => `  ${line}`),
        '}',
        '',
        'type Query {',
        `  "The ${target.name} a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to ${target.pageSize} (at most ${MAX_PAGE_SIZE})."`,
        `  ${optionsOperation(target)}(filter: ${filterTypeName(target)}, page: Int = 1, limit: Int): [${optionTypeName(target)}!]!`,
        '}',
      ].join('\n');
    })
    .join('\n\n');
}

export function referenceOptionsResolvers(resources: readonly Resource[]): Record<string, Resolver> {
  const Query: Record<string, Resolver> = {};
  for (const { target, writers, choiceFields } of referenceTargets(resources)) {
    for (const name of choiceFields) {
      if (!target.fields[name]?.filter) throw new Error(`${target.name}.${name} is a reference choice, so it must be a filter field`);
    }
    const access = optionsAccess(target, writers);
    const fields = new Set(optionFields(target));
    Query[optionsOperation(target)] = async (_source, args: ListArgs, context) => {
      const answer = await requireAccess(access, context);
      const given = args.filter ?? {};
      const filter = Object.fromEntries(['ids', 'search', ...choiceFields].filter((name) => given[name] !== undefined).map((name) => [name, given[name]]));
      return listRecords(context.db, target, { filter, page: args.page, limit: args.limit }, context.siteNumber, {
        fields,
        access: answer,
        output: true,
        searchIn: [target.representation],
      });
    };
  }
  return Query;
}

export function referenceOptionsRules(resources: readonly Resource[]): OperationRegistry['Query'] {
  return Object.fromEntries(
    referenceTargets(resources).map(({ target, writers }) => {
      const access = optionsAccess(target, writers);
      const needs = access.needs.length === 1 ? access.needs[0]! : access.needs;
      return [optionsOperation(target), { permission: needs, siteScoped: true, access: (request) => access(request) }];
    }),
  );
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import type { RequestContext } from '../context.ts';
import type { ExportNames, ListExport } from '../contract/listExports.ts';
import { execute } from '../contract/graphqlRuntime.ts';
import { exportQuery, namesKey, namesQuery } from './exportQuery.ts';

export const EXPORT_BATCH = 500;

type Row = Record<string, unknown>;

/** A refusal or a bad filter from the list's own query, answered before the first byte. */
export class ListQueryError extends Error {
  constructor(readonly error: GraphQLError) {
    super(error.message);
  }
}

async function run(schema: GraphQLSchema, document: Parameters<typeof execute>[0]['document'], context: RequestContext, variables: Record<string, unknown>) {
  const result = await execute({ schema, document, contextValue: context, variableValues: variables });
  const [error] = result.errors ?? [];
  if (error) throw new ListQueryError(error);
  return (result.data ?? {}) as Record<string, unknown>;
}

/** The id → name lists a list's columns show names from; one the role may not read leaves its ids shown. */
export async function readNames(schema: GraphQLSchema, list: ListExport, context: RequestContext): Promise<ExportNames> {
  const lists = await Promise.all(
    (list.names ?? []).map(async (call) => {
      const result = await execute({ schema, document: namesQuery(call), contextValue: context });
      const rows = ((result.data as Record<string, unknown> | null)?.names ?? []) as { id: string; name: string }[];
      return [namesKey(call), new Map(rows.map((row) => [String(row.id), row.name]))] as const;
    }),
  );
  return Object.fromEntries(lists);
}

/**
 * The list's rows as its screen reads them (the same query, filter and permission), EXPORT_BATCH at
 * a time; the next batch is asked for only when the previous one was taken, and never in the same
 * turn of the event loop.
 */
export async function* exportRows(schema: GraphQLSchema, list: ListExport, context: RequestContext, filter: Record<string, unknown> | undefined): AsyncGenerator<Row[]> {
  const query = exportQuery(schema, list);
  const variables: Record<string, unknown> = {};
  if (query.args.has('filter')) variables.filter = filter;
  if (query.args.has('language')) variables.language = context.language;
  const batch = list.batch ?? EXPORT_BATCH;
  if (query.args.has('limit')) variables.limit = batch;
  for (let page = 1; ; page += 1) {
    if (query.paging === 'pages') variables.page = page;
    const rows = ((await run(schema, query.document, context, variables)).rows ?? []) as Row[];
    if (rows.length) yield rows;
    if (query.paging === 'once' || rows.length < batch) return;
    if (query.paging === 'keyset') variables.after = rows.at(-1)!.cursor;
    await nextTurn();
  }
}

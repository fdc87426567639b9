/**
 * The global search (server/globalSearch/README.md): every kind's statement in a short transaction
 * of its own, all at once, each under a statement timeout, so a slow kind answers as failed instead
 * of holding the others.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { malformedRequest } from '../engine/inputErrors.ts';
import type { Db } from '../db/client.ts';
import { searchQuery } from '../engine/searchIndex.ts';
import { SEARCH_KINDS, type HitRow, type SearchKindName } from './searchKinds.ts';

export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 20;
/** How long one kind's statement may run (PostgreSQL cancels it after). */
export const KIND_TIMEOUT_MS = 300;
/** Past these, a query is cut: the box is for a few words, not a text. */
const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;

export interface GlobalSearchHit {
  kind: SearchKindName;
  id: string;
  title: string;
  detail: string | null;
  date: string | null;
  resource: string;
  contentType: number | null;
}

export interface GlobalSearchGroup {
  kind: SearchKindName;
  hits: GlobalSearchHit[];
  more: boolean;
  /** The kind's statement failed or ran out of time: its hits are not known. */
  failed: boolean;
}

/** The tsquery of a typed query: its first words, each a folded prefix; undefined without a word. */
export function typedQuery(query: string): string | undefined {
  const words = searchQuery(query.slice(0, MAX_QUERY_LENGTH));
  return words?.split(' & ').slice(0, MAX_WORDS).join(' & ');
}

/** One statement in a transaction of its own, cancelled by the database after `timeoutMs`. */
export async function runWithTimeout<Row>(db: Db, statement: SQL, timeoutMs: number): Promise<Row[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`);
    const result = (await tx.execute(statement)) as unknown as { rows: Row[] };
    return result.rows;
  });
}

const isoOf = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

function hitOf(kind: SearchKindName, row: HitRow): GlobalSearchHit {
  return { kind, id: String(row.id), title: row.title ?? '', detail: row.detail || null, date: isoOf(row.date), resource: row.resource, contentType: row.content_type };
}

/** The groups of a search: the kinds the caller may read, each with at most `limit` hits. A query without a word finds nothing. */
export async function globalSearch(context: RequestContext, query: string, limit: number | null | undefined): Promise<GlobalSearchGroup[]> {
  const take = limit ?? DEFAULT_LIMIT;
  if (!Number.isInteger(take) || take < 1 || take > MAX_LIMIT) throw malformedRequest(`limit is 1 to ${MAX_LIMIT}`);
  const words = typedQuery(query);
  if (words === undefined) return [];
  const groups = await Promise.all(
    SEARCH_KINDS.map(async ([kind, statementOf]): Promise<GlobalSearchGroup | undefined> => {
      const statement = await statementOf({ context, query: words, take: take + 1 });
      if (!statement) return undefined;
      try {
        const rows = await runWithTimeout<HitRow>(context.db, statement, KIND_TIMEOUT_MS);
        return { kind, hits: rows.slice(0, take).map((row) => hitOf(kind, row)), more: rows.length > take, failed: false };
      } catch (error) {
        console.warn(`globalSearch: ${kind} failed: ${(error as Error).message}`);
        return { kind, hits: [], more: false, failed: true };
      }
    }),
  );
  return groups.filter((group) => group !== undefined);
}

import type { Db } from '../../../server/db/client.ts';

/** Drizzle's logger interface, on the session every query of `db` (outside a transaction) is prepared with. */
type Session = { logger: { logQuery(query: string, params: unknown[]): void } };

/** Pushes the SQL text of every query `db` runs (outside transactions) onto `queries`, still logging them as before. */
export function logQueries(db: Db, queries: string[]): void {
  const session = (db as unknown as { session: Session }).session;
  const logger = session.logger;
  session.logger = { logQuery: (query, params) => (queries.push(query), logger.logQuery(query, params)) };
}

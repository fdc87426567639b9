/**
 * Checks a resource's update must pass inside its transaction, after the write (so they see the
 * result): a refusal rolls the change back. Server-only, so they live here rather than in the
 * declaration; keyed by resource name.
 */
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { Row } from './records.ts';
import { keepSiteAdministrators } from './siteAdministrators.ts';

export type WriteCheck = (tx: Pick<Db, 'select' | 'execute'>, before: Row, after: Row, context: RequestContext) => Promise<void>;

const WRITE_CHECKS: Partial<Record<string, WriteCheck>> = {
  // Users: no change leaves a site without an approved administrator, nobody unapproves themselves.
  users: keepSiteAdministrators,
};

export async function checkWrite(resourceName: string, tx: Pick<Db, 'select' | 'execute'>, before: Row, after: Row, context: RequestContext): Promise<void> {
  await WRITE_CHECKS[resourceName]?.(tx, before, after, context);
}

/**
 * The records that carry an edit permit, by resource name as the API names it: who may hold,
 * request, read and follow a record's permit (the permission its writes need), and who may take
 * it over. A headline (its id) carries one too: the board holds it while an editor edits one of
 * its items at length.
 */
import { and, eq } from 'drizzle-orm';
import { contents } from '../../resources/content.ts';
import { en, tr } from '../../resources/messages/editPermits.ts';
import { en as headlineEn, tr as headlineTr } from '../../resources/messages/headlines.ts';
import { permission, type OperationAccess } from '../../resources/access.ts';
import { requireRecordAccess } from '../auth/authorize.ts';
import type { RequestContext } from '../context.ts';
import { headlines } from '../db/headlinesTable.ts';
import { saveError } from '../engine/inputErrors.ts';
import { scopeOf } from '../engine/listRecords.ts';
import { tableFor } from '../engine/tables.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { OperationRule } from '../contract/operationRule.ts';
import type { PermitKey } from './permitView.ts';

export interface PermitResource {
  /** Who may write the resource's records (true, false or the rows: a content's type), before a record is read. */
  access: OperationAccess;
  /** Throws NOT_FOUND when the record is not on the request's site, FORBIDDEN when the caller may not write it. */
  requireWriter(context: RequestContext, recordId: string): Promise<void>;
  /** The permission ('category.keyword') that takes the permit over from its holder. */
  takeOverPermission: string;
}

/** A content: its type's `<type>.save`, as `saveContent` checks it (resources/content.ts). */
const contentPermits: PermitResource = {
  access: contents.operationAccess.update,
  async requireWriter(context, recordId) {
    const table = tableFor(contents);
    const [row] = /^\d{1,9}$/.test(recordId)
      ? await context.db
          .select({ id: table.id, type: table.type })
          .from(table)
          .where(and(eq(table.id, Number(recordId)), scopeOf(contents, table, context.siteNumber)))
      : [];
    if (!row) throw saveError('NOT_FOUND', 'notFound', context.language);
    await requireRecordAccess(contents.operationAccess.update, context, { id: recordId, type: row.type });
  },
  takeOverPermission: 'content.takeOverPermit',
};

/** A headline of the request's site: `headline.save`; `headline.kick` takes the permit over. */
const headlinePermits: PermitResource = {
  access: permission('headline.save'),
  async requireWriter(context, recordId) {
    const [row] = /^\d{1,9}$/.test(recordId)
      ? await context.db
          .select({ id: headlines.id })
          .from(headlines)
          .where(and(eq(headlines.id, Number(recordId)), eq(headlines.siteId, context.siteNumber as number)))
      : [];
    if (!row) throw apiError('NOT_FOUND', (context.language === 'en' ? headlineEn : headlineTr).headlines.errors.notFound);
  },
  takeOverPermission: 'headline.kick',
};

export const PERMIT_RESOURCES: Readonly<Record<string, PermitResource>> = { [contents.name]: contentPermits, headlines: headlinePermits };

export const permitResourceOf = (name: string): PermitResource | undefined => (Object.hasOwn(PERMIT_RESOURCES, name) ? PERMIT_RESOURCES[name] : undefined);

/** The permit of `resource`/`recordId` on the request's site, once the caller may write that record. */
export async function writablePermit(context: RequestContext, resource: string, recordId: string): Promise<PermitKey> {
  const entry = permitResourceOf(resource);
  if (!entry) throw apiError('BAD_USER_INPUT', (context.language === 'en' ? en : tr).editPermits.errors.unknownResource.replace('{{resource}}', resource));
  await entry.requireWriter(context, recordId);
  // The operations are site-scoped: the guard has checked the site, so it is a number here.
  return { site: context.siteNumber as number, resource, recordId };
}

const accessRule = (access: NonNullable<OperationRule['access']>, needs: readonly string[]): OperationRule => ({
  permission: [...new Set(needs)],
  siteScoped: true,
  access,
});

const entries = Object.values(PERMIT_RESOURCES);

/**
 * The operations' rule: the resource's write access on the request's site (a row filter lets the
 * resolver run, which checks the record against it). An unknown resource passes, to be refused
 * with BAD_USER_INPUT by the resolver.
 */
export const PERMIT_RULE = accessRule(
  (request, args) => permitResourceOf(String(args.resource))?.access(request) ?? true,
  entries.flatMap((entry) => entry.access.needs),
);

/** Take over: the same, and the resource's take-over permission. */
export const TAKE_OVER_RULE = accessRule(
  (request, args) => {
    const entry = permitResourceOf(String(args.resource));
    if (!entry) return true;
    return request.granted(entry.takeOverPermission) && entry.access(request);
  },
  entries.flatMap((entry) => [entry.takeOverPermission, ...entry.access.needs]),
);

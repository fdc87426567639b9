/**
 * A read on a site other than the request's (`author(id, siteId)`): the same guard as the request's
 * own site, run against the named site — the caller must belong to it and hold the permission there.
 */
import { eq } from 'drizzle-orm';
import { parseSiteId, type RequestContext } from '../context.ts';
import { sites } from '../db/schema.ts';
import { authorize } from '../auth/authorize.ts';
import { loadSitePermissions } from '../db/sitePermissions.ts';

function onSite(context: RequestContext, siteId: string): RequestContext {
  const siteNumber = parseSiteId(siteId);
  return {
    ...context,
    siteId,
    siteNumber,
    site: async () => (siteNumber === undefined ? undefined : (await context.db.select().from(sites).where(eq(sites.id, siteNumber)))[0]),
    sitePermissions: () => loadSitePermissions(context.db, siteId),
  };
}

/** The context to read with: the request's own, or that of `siteId` once the guard allows it there. */
export async function readingContext(context: RequestContext, siteId: string | null | undefined, permission: string): Promise<RequestContext> {
  if (siteId === undefined || siteId === null || siteId === context.siteId) return context;
  const other = onSite(context, siteId);
  await authorize({ permission, siteScoped: true }, {}, other);
  return other;
}

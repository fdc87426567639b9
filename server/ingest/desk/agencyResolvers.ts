import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { AccessRequest } from '../../../resources/access.ts';
import type { RequestContext } from '../../context.ts';
import { agencies, agencyArchives, agencyContents, agencyVideos } from '../../db/schema.ts';
import type { AgencyCategoryFilter, QueryAgenciesArgs, Resolvers } from '../../contract/generated/resolverTypes.ts';
import type { OperationRegistry } from '../../contract/operationRule.ts';
import { agencyContentByGuid, activeUsers, listAgencyArchives, listAgencyContents, listAgencyVideos } from './agencyLists.ts';
import { selectedFields } from '../../engine/selectedFields.ts';
import { anyOf, overlaps } from './agencyPaging.ts';
import { changeAgencyStatus, saveAgencyArchive, saveAgencyContent } from './agencyWrites.ts';

/** Agencies with items in a tab (agency contents, archive, video) and of these content types. */
async function listAgencies(context: RequestContext, args: QueryAgenciesArgs) {
  const has =
    args.tabName === 'video'
      ? exists(context.db.select({ one: sql`1` }).from(agencyVideos).where(eq(agencyVideos.agencyId, agencies.id)))
      : args.tabName === 'archive'
        ? exists(context.db.select({ one: sql`1` }).from(agencyArchives).where(eq(agencyArchives.agencyId, agencies.id)))
        : args.contentTypes?.length || args.tabName
          ? exists(context.db.select({ one: sql`1` }).from(agencyContents).where(and(eq(agencyContents.agencyId, agencies.id), overlaps(agencyContents.types, args.contentTypes))))
          : undefined;
  const limit = args.limit ?? 0;
  const query = context.db.select({ agencyId: agencies.id, name: agencies.name }).from(agencies).where(has).orderBy(asc(agencies.name));
  const rows = limit > 0 ? await query.limit(limit).offset(Math.max(0, (args.page ?? 1) - 1) * limit) : await query;
  return rows.map((row) => ({ agencyId: String(row.agencyId), name: row.name }));
}

async function listAgencyCategories(context: RequestContext, filter: AgencyCategoryFilter | null | undefined) {
  const rows = await context.db
    .selectDistinct({ name: agencyContents.agencyCategoryName })
    .from(agencyContents)
    .where(
      and(
        sql`${agencyContents.agencyCategoryName} is not null`,
        overlaps(agencyContents.types, filter?.contentTypes),
        anyOf(agencyContents.agencyId, filter?.agencyIds?.map(Number)),
      ),
    )
    .orderBy(asc(agencyContents.agencyCategoryName));
  return rows.map((row) => row.name!);
}

export const agencyResolvers: Pick<Resolvers, 'Query' | 'Mutation'> = {
  Query: {
    agencyContents: (_, args, context, info) => listAgencyContents(context, args, selectedFields(info)),
    agencyArchives: (_, args, context, info) => listAgencyArchives(context, args, selectedFields(info)),
    agencyVideos: (_, args, context, info) => listAgencyVideos(context, args, selectedFields(info)),
    activeUsersOfAgencyContents: (_, __, context) => activeUsers(context, agencyContents.userId),
    activeUsersOfAgencyArchives: (_, __, context) => activeUsers(context, agencyArchives.createdBy),
    hasAgencyContentBeenUsed: async (_, args, context) => {
      const [row] = await context.db.select({ used: agencyContents.hasItBeenUsed }).from(agencyContents).where(eq(agencyContents.agencyContentId, args.agencyContentId));
      return row?.used ?? false;
    },
    agencyContent: (_, args, context) => agencyContentByGuid(context.db, args.agencyContentId),
    agencies: (_, args, context) => listAgencies(context, args),
    agencyCategories: (_, args, context) => listAgencyCategories(context, args.filter),
  },
  Mutation: {
    saveAgencyContent: (_, args, context) => saveAgencyContent(context, args.input),
    saveAgencyArchive: (_, args, context) => saveAgencyArchive(context, args.input),
    updateStatusToAgencyContent: (_, args, context) => changeAgencyStatus(context, { kind: 'contents', agencyContentId: args.agencyContentId }, args.status),
    updateStatusToAgencyArchive: (_, args, context) => changeAgencyStatus(context, { kind: 'archives', id: Number(args.agencyArchiveId) }, args.status),
    updateStatusToAgencyVideo: (_, args, context) => changeAgencyStatus(context, { kind: 'videos', id: args.agencyVideoId }, args.status),
  },
};

const rule = (permission: string | readonly string[]) => ({ permission, siteScoped: true }) as const;
const agencyView = rule('agency.view');
const archiveView = rule('agencyArchive.view');

/**
 * Editing an item or its flags needs agency.save; making it a draft and nothing else needs only
 * agency.view (a reporter writes stories from the wire), with the type's save permission, which
 * saveAgencyContent checks.
 */
const saveAgencyContentRule = {
  permission: ['agency.save', 'agency.view'],
  siteScoped: true,
  access: ({ granted }: AccessRequest, args: Record<string, unknown>) => {
    const input = (args.input ?? {}) as Record<string, unknown>;
    const onlyDraft = typeof input.createDraft === 'number' && Object.entries(input).every(([name, value]) => ['agencyContentId', 'version', 'createDraft'].includes(name) || value === null || value === undefined);
    return granted('agency.save') || (onlyDraft && granted('agency.view'));
  },
} as const;

export const agencyOperations: OperationRegistry = {
  Query: {
    agencyContents: agencyView,
    agencyVideos: agencyView,
    activeUsersOfAgencyContents: agencyView,
    hasAgencyContentBeenUsed: agencyView,
    agencyContent: agencyView,
    agencyCategories: agencyView,
    agencies: rule(['agency.view', 'agencyArchive.view']),
    agencyArchives: archiveView,
    activeUsersOfAgencyArchives: archiveView,
  },
  Mutation: {
    saveAgencyContent: saveAgencyContentRule,
    updateStatusToAgencyContent: rule('agency.updateStatus'),
    updateStatusToAgencyVideo: rule('agency.updateStatus'),
    saveAgencyArchive: rule('agencyArchive.save'),
    updateStatusToAgencyArchive: rule('agencyArchive.updateStatus'),
  },
  Subscription: {},
};

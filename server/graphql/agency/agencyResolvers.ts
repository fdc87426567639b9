import { and, asc, eq, exists, ne, sql, type SQL } from 'drizzle-orm';
import { MIN_IMAGES } from '../../../resources/featureRules.ts';
import { rules } from '../../../resources/validation.ts';
import { isAgencyStatus, type AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { RequestContext } from '../../context.ts';
import { agencies, agencyArchives, agencyContents, agencyVideos } from '../../db/schema.ts';
import { badInput, saveError } from '../../engine/inputErrors.ts';
import { sanitizeSimpleHtml } from '../../engine/simpleHtml.ts';
import type { AgencyArchiveInput, AgencyCategoryFilter, AgencyContentInput, QueryAgenciesArgs, Resolvers } from '../generated/resolverTypes.ts';
import { GraphQLError } from '../graphqlRuntime.ts';
import type { OperationRegistry } from '../operationRule.ts';
import { selectedFields } from '../../engine/selectedFields.ts';
import { agencyContentByGuid, activeUsers, agencyArchiveById, listAgencyArchives, listAgencyContents, listAgencyVideos } from './agencyLists.ts';
import { anyOf, overlaps } from './agencyPaging.ts';

const EDITABLE = ['title', 'spot', 'content', 'tags'] as const;

function checkStatus(status: string): asserts status is AgencyStatus {
  if (!isAgencyStatus(status)) throw new GraphQLError(`status: one of new, read, inProgress, done, rejected`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** An editor's change: the fields sent are written and remembered, so later wire versions keep them. */
async function saveAgencyContent(context: RequestContext, input: AgencyContentInput) {
  const edits: Record<string, unknown> = Object.fromEntries(EDITABLE.filter((name) => input[name] !== undefined && input[name] !== null).map((name) => [name, input[name]]));
  // The body is simple HTML: stored as the wire's is, by the allow-list the desk renders with.
  if (typeof edits.content === 'string') edits.content = sanitizeSimpleHtml(edits.content);
  const flags = {
    ...(typeof input.hasItBeenUsed === 'boolean' ? { hasItBeenUsed: input.hasItBeenUsed } : {}),
    ...(typeof input.isInappropriate === 'boolean' ? { isInappropriate: input.isInappropriate } : {}),
  };
  const now = new Date();
  const [updated] = await context.db
    .update(agencyContents)
    .set({
      ...edits,
      ...flags,
      editedFields: sql`(select coalesce(array_agg(distinct field), '{}') from unnest(${agencyContents.editedFields} || ${sql.param(Object.keys(edits))}::text[]) as field)`,
      userId: context.user.id,
      ...(Object.keys(edits).length ? { contentUpdatedByUserId: context.user.id, contentUpdatedDate: now } : {}),
      rowVersion: sql`${agencyContents.rowVersion} + 1`,
    })
    .where(and(eq(agencyContents.agencyContentId, input.agencyContentId), eq(agencyContents.rowVersion, input.version)))
    .returning({ id: agencyContents.id });
  if (!updated) {
    const exists = await agencyContentByGuid(context, input.agencyContentId);
    throw saveError(exists ? 'CONFLICT' : 'NOT_FOUND', exists ? 'conflict' : 'notFound', context.language);
  }
  // Read back after the write that just succeeded: it exists.
  return (await agencyContentByGuid(context, input.agencyContentId))!;
}

const archiveImagesRule = rules.minImages(MIN_IMAGES.archive);

async function saveAgencyArchive(context: RequestContext, input: AgencyArchiveInput) {
  const images = input.images.filter((image) => image.path);
  const failures: Record<string, { message: string; params?: Record<string, string | number> }> = {};
  if (!input.title.trim()) failures.title = { message: 'saveErrors.invalid', params: { name: 'resources.agencyArchives.fields.title' } };
  // The same catalogue rule the desk checks before sending (spec 02 §5: an archive holds at least one image).
  const imageRefusal = archiveImagesRule(images, { fieldLabel: 'resources.agencyArchives.fields.archiveImages' });
  if (imageRefusal) failures.images = imageRefusal;
  if (Object.keys(failures).length) throw badInput(failures as never, context.language);

  const source = input.agencyContentId
    ? (await context.db.select({ agencyId: agencyContents.agencyId }).from(agencyContents).where(eq(agencyContents.agencyContentId, input.agencyContentId)))[0]
    : undefined;
  const values = {
    agencyId: input.agencyId ? Number(input.agencyId) : (source?.agencyId ?? null),
    agencyContentId: input.agencyContentId ?? null,
    title: input.title.trim(),
    spot: input.spot ?? '',
    content: sanitizeSimpleHtml(input.content ?? ''),
    tags: input.tags ?? [],
    agencyCategoryName: input.agencyCategoryName ?? null,
    images: images.map((image) => ({
      path: image.path ?? null,
      aiPath: image.aiPath ?? null,
      text: image.text ?? '',
      agencyImageId: image.agencyImageId ?? '',
      width: image.width ?? null,
      height: image.height ?? null,
      fileSize: image.fileSize ?? null,
    })),
    isApproved: input.isApproved ?? true,
    source: input.source ?? null,
    author: input.author ?? null,
    language: input.language ?? context.language,
  };
  const now = new Date();
  let id: number;
  if (input.id) {
    const [updated] = await context.db
      .update(agencyArchives)
      .set({ ...values, updatedDate: now, version: sql`${agencyArchives.version} + 1` })
      .where(and(eq(agencyArchives.id, Number(input.id)), eq(agencyArchives.version, input.version ?? -1)))
      .returning({ id: agencyArchives.id });
    if (!updated) {
      const [found] = await context.db.select({ id: agencyArchives.id }).from(agencyArchives).where(eq(agencyArchives.id, Number(input.id)));
      throw saveError(found ? 'CONFLICT' : 'NOT_FOUND', found ? 'conflict' : 'notFound', context.language);
    }
    id = updated.id;
  } else {
    const [created] = await context.db.insert(agencyArchives).values({ ...values, createdBy: context.user.id, createdDate: now }).returning({ id: agencyArchives.id });
    id = created!.id;
    if (input.agencyContentId) {
      await context.db.update(agencyContents).set({ hasItBeenUsed: true, userId: context.user.id }).where(eq(agencyContents.agencyContentId, input.agencyContentId));
    }
  }
  return (await agencyArchiveById(context, id))!;
}

/** Status changes answer whether anything changed: the same status again is false. */
async function changeStatus(context: RequestContext, table: typeof agencyContents | typeof agencyArchives | typeof agencyVideos, where: SQL, status: string) {
  checkStatus(status);
  const [changed] = await context.db
    .update(table as typeof agencyContents)
    .set(table === agencyContents ? { status, userId: context.user.id, rowVersion: sql`${agencyContents.rowVersion} + 1` } : { status })
    .where(and(where, ne(table.status, status)))
    .returning({ id: table.id });
  return Boolean(changed);
}

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
    agencyContent: (_, args, context) => agencyContentByGuid(context, args.agencyContentId),
    agencies: (_, args, context) => listAgencies(context, args),
    agencyCategories: (_, args, context) => listAgencyCategories(context, args.filter),
  },
  Mutation: {
    saveAgencyContent: (_, args, context) => saveAgencyContent(context, args.input),
    saveAgencyArchive: (_, args, context) => saveAgencyArchive(context, args.input),
    updateStatusToAgencyContent: (_, args, context) => changeStatus(context, agencyContents, eq(agencyContents.agencyContentId, args.agencyContentId), args.status),
    updateStatusToAgencyArchive: (_, args, context) => changeStatus(context, agencyArchives, eq(agencyArchives.id, Number(args.agencyArchiveId)), args.status),
    updateStatusToAgencyVideo: (_, args, context) => changeStatus(context, agencyVideos, eq(agencyVideos.id, args.agencyVideoId), args.status),
  },
};

const rule = (permission: string | readonly string[]) => ({ permission, siteScoped: true }) as const;
const agencyView = rule('agency.view');
const archiveView = rule('agencyArchive.view');

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
    saveAgencyContent: rule('agency.save'),
    updateStatusToAgencyContent: rule('agency.updateStatus'),
    updateStatusToAgencyVideo: rule('agency.updateStatus'),
    saveAgencyArchive: rule('agencyArchive.save'),
    updateStatusToAgencyArchive: rule('agencyArchive.updateStatus'),
  },
  Subscription: {},
};

/** Headlines through the API as the board calls them, and a headline type to work on. */
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { headlineCategories } from '../../../resources/headlineCategory.ts';
import { headlineTypes } from '../../../resources/headlineType.ts';
import type { Db } from '../../../server/db/client.ts';
import { headlineItemHistory, headlineItems, headlines } from '../../../server/db/headlinesTable.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import type { ContentTypeKey } from '../../../resources/contentTypes.ts';
import { contentCalls, contentInput, contentReferences } from './contentSamples.ts';
import { errorCodes, graphqlCall, type CallOptions, type GraphQLResponse } from './graphqlCall.ts';
import { resourceCalls } from './resourceCalls.ts';

export const HEADLINE_ITEM = `id headlineId order state contentId content { id title contentType isApproved publishedAt coverUrl } external provider
  title titleHidden spot spotHidden manualUrl images pin pinnedUntil archive tag { id name isApproved } headlinedAt publishAt auto version updatedAt updatedByName`;
export const HEADLINE = `id headlineType { id name categoryId itemCount supportedContentTypes coverCropWidth coverCropHeight }
  items { ${HEADLINE_ITEM} } pending { ${HEADLINE_ITEM} } autoCategoryId autoContentType autoTotalCount version updatedAt`;

export interface HeadlineItemData {
  id: string;
  order: number;
  state: 'LIVE' | 'PENDING';
  contentId: string | null;
  title: string;
  pin: 'NONE' | 'PINNED' | 'PERMANENT';
  pinnedUntil: string | null;
  publishAt: string | null;
  auto: boolean;
  version: number;
  [field: string]: unknown;
}

export interface HeadlineData {
  id: string;
  headlineType: { id: string; name: string; categoryId: string; itemCount: number; supportedContentTypes: number[] | null };
  items: HeadlineItemData[];
  pending: HeadlineItemData[];
  autoCategoryId: string | null;
  autoContentType: number | null;
  autoTotalCount: number | null;
  version: number;
}

export function headlineCalls(yoga: GraphQLServer, options: CallOptions) {
  const call = <T>(document: string, variables: Record<string, unknown>, override: CallOptions = {}) =>
    graphqlCall<T>(yoga, document, { ...options, ...override, variables });
  return {
    list: (filter: Record<string, unknown>, override?: CallOptions) =>
      call<{ headlines: { data: HeadlineData[]; total: number } }>(`query ($filter: HeadlineFilter) { headlines(filter: $filter) { data { ${HEADLINE} } total } }`, { filter }, override),
    one: (id: string, override?: CallOptions) => call<{ headline: HeadlineData | null }>(`query ($id: ID!) { headline(id: $id) { ${HEADLINE} } }`, { id }, override),
    save: (input: Record<string, unknown>, override?: CallOptions) =>
      call<{ saveHeadline: HeadlineData }>(`mutation ($input: HeadlineInput!) { saveHeadline(input: $input) { ${HEADLINE} } }`, { input }, override),
    move: (args: { headlineId: string; itemId: string; afterItemId: string | null; version: number }, override?: CallOptions) =>
      call<{ moveHeadlineItem: HeadlineData }>(
        `mutation ($headlineId: ID!, $itemId: ID!, $afterItemId: ID, $version: Int!) { moveHeadlineItem(headlineId: $headlineId, itemId: $itemId, afterItemId: $afterItemId, version: $version) { ${HEADLINE} } }`,
        args,
        override,
      ),
    pin: (args: { headlineId: string; itemId: string; pin: string; version: number }, override?: CallOptions) =>
      call<{ pinHeadlineItem: HeadlineData }>(
        `mutation ($headlineId: ID!, $itemId: ID!, $pin: HeadlinePin!, $version: Int!) { pinHeadlineItem(headlineId: $headlineId, itemId: $itemId, pin: $pin, version: $version) { ${HEADLINE} } }`,
        args,
        override,
      ),
    toPending: (args: { headlineId: string; itemId: string; publishAt: string; order: number; version: number }, override?: CallOptions) =>
      call<{ moveHeadlineItemToPending: HeadlineData }>(
        `mutation ($headlineId: ID!, $itemId: ID!, $publishAt: DateTime!, $order: Int!, $version: Int!) { moveHeadlineItemToPending(headlineId: $headlineId, itemId: $itemId, publishAt: $publishAt, order: $order, version: $version) { ${HEADLINE} } }`,
        args,
        override,
      ),
    remove: (args: { headlineId: string; itemId: string; version: number }, override?: CallOptions) =>
      call<{ removeHeadlineItem: HeadlineData }>(
        `mutation ($headlineId: ID!, $itemId: ID!, $version: Int!) { removeHeadlineItem(headlineId: $headlineId, itemId: $itemId, version: $version) { ${HEADLINE} } }`,
        args,
        override,
      ),
  };
}

let names = 0;

/** A new headline category and a type in it (admin); the type's save made the headline. */
export async function newHeadlineType(yoga: GraphQLServer, admin: CallOptions, type: Record<string, unknown> = {}) {
  names += 1;
  const category = await resourceCalls(yoga, headlineCategories, admin).save({ name: `Manşet kategorisi ${process.pid}-${names}` });
  const categoryId = category.data!.saveHeadlineCategory.id;
  const saved = await resourceCalls(yoga, headlineTypes, admin).save({ name: `Ana manşet ${names}`, categoryId, ...type });
  if (!saved.data) throw new Error(`could not create a headline type: ${JSON.stringify(saved.errors)}`);
  const headlines = await headlineCalls(yoga, admin).list({ headlineTypeId: saved.data.saveHeadlineType.id });
  return { categoryId, typeId: saved.data.saveHeadlineType.id, headline: headlines.data!.headlines.data[0]! };
}

/** `count` contents of site 4 (news unless told), made by the admin, for a headline's items. */
export async function newContents(yoga: GraphQLServer, admin: CallOptions, count: number, type: ContentTypeKey = 'news'): Promise<string[]> {
  const references = await contentReferences(yoga, admin);
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const saved = await contentCalls(yoga, admin).save(contentInput(type, references, { title: `Manşet haberi ${n + 1}`, status: 1 }));
    if (!saved.data) throw new Error(`could not create a content: ${JSON.stringify(saved.errors)}`);
    ids.push(saved.data.saveContent.id);
  }
  return ids;
}

/** The item ids in the order shown. */
export const orderOf = (headline: HeadlineData) => headline.items.map((item) => item.contentId ?? item.id);

/** What the database holds of a headline: its row, its items and their history. */
export const storedHeadline = async (db: Db, headlineId: string) => ({
  headline: (await db.select().from(headlines).where(eq(headlines.id, Number(headlineId))))[0],
  items: await db.select().from(headlineItems).where(eq(headlineItems.headlineId, Number(headlineId))).orderBy(asc(headlineItems.id)),
  history: await db.select().from(headlineItemHistory).where(eq(headlineItemHistory.headlineId, Number(headlineId))).orderBy(asc(headlineItemHistory.id)),
});

/** A refused change's field messages (BAD_USER_INPUT), after checking that nothing of the headline was written. */
export async function refusedFields(db: Db, headlineId: string, attempt: () => Promise<GraphQLResponse<unknown>>): Promise<Record<string, string>> {
  const before = await storedHeadline(db, headlineId);
  const response = await attempt();
  expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
  expect(await storedHeadline(db, headlineId)).toEqual(before);
  return (response.errors![0] as unknown as { extensions: { fields: Record<string, string> } }).extensions.fields;
}

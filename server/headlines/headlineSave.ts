/**
 * saveHeadline: the auto settings and items added or edited (by id) in one change; every rule of
 * spec 02 §5 is checked against the headline as it becomes, and any failure writes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CONTENT_TYPE } from '../../resources/enums.ts';
import {
  approvedTag,
  contentRepeated,
  contentSupported,
  cropFitsCover,
  HEADLINE_ITEM_FIELDS,
  HEADLINE_LABELS,
  orderAtLeastOne,
  pendingOrderRepeated,
  publishAtAhead,
  selectedContent,
  totalNotBelowContents,
} from '../../resources/headlineRules.ts';
import { pickerEditFailures } from '../../resources/picker/pickerEditFields.ts';
import { withoutMarkup } from '../../resources/plainText.ts';
import { fail, type RuleFailure } from '../../resources/validationRule.ts';
import { headlines, type HeadlineImages, type HeadlineItemRow } from '../db/headlinesTable.ts';
import { readFieldValues, type Failures } from '../engine/kindValues.ts';
import { MarkupCleaner } from '../engine/markupCleaning.ts';
import { contentsTable, headlineTagsTable } from '../engine/resourceTables.ts';
import { shownOrder } from './headlineOrder.ts';
import { entriesOf, liveOf, placeLive, refuseIfAny } from './headlinePlacement.ts';
import { changeHeadline, itemOf, type ChangeScope, type HeadlineEnv } from './headlineTransaction.ts';
import { schedulePromotion } from './pendingPromotion.ts';
import { keyAt } from './sortKeys.ts';

export interface HeadlineItemInput {
  id?: string | null;
  contentId?: string | null;
  external?: Record<string, unknown> | null;
  provider?: string | null;
  order?: number | null;
  title?: string | null;
  titleHidden?: boolean | null;
  spot?: string | null;
  spotHidden?: boolean | null;
  manualUrl?: string | null;
  images?: Record<string, unknown> | null;
  archive?: boolean | null;
  /** A headline tag of the site (approved); null clears it, absent keeps it. */
  tagId?: string | null;
  publishAt?: string | null;
}

export interface HeadlineInput {
  id: string;
  version: number;
  autoCategoryId?: string | null;
  autoContentType?: number | null;
  autoTotalCount?: number | null;
  items?: readonly HeadlineItemInput[] | null;
}

interface ContentFacts {
  type: number;
  title: string;
  spot: string | null;
}

const idNumber = (id: string | null | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : undefined);

async function contentsOf(scope: ChangeScope, siteId: number, items: readonly HeadlineItemInput[]): Promise<Map<string, ContentFacts>> {
  const ids = items.flatMap((item) => (idNumber(item.contentId) === undefined ? [] : [idNumber(item.contentId)!]));
  if (ids.length === 0) return new Map();
  const table = contentsTable;
  const rows = await scope.tx
    .select({ id: table.id, type: table.type, title: table.title, spot: table.spot })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.siteId, siteId)));
  return new Map(rows.map((row) => [String(row.id), { type: Number(row.type), title: String(row.title ?? ''), spot: (row.spot as string | null) ?? null }]));
}

/** The ids (as text) of the approved headline tags of the site among those the inputs name. */
async function approvedTagsOf(scope: ChangeScope, siteId: number, items: readonly HeadlineItemInput[]): Promise<Set<string>> {
  const ids = items.flatMap((item) => (idNumber(item.tagId) === undefined ? [] : [idNumber(item.tagId)!]));
  if (ids.length === 0) return new Set();
  const table = headlineTagsTable;
  const rows = await scope.tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.siteId, siteId), eq(table.isApproved, true)));
  return new Set(rows.map((row) => String(row.id)));
}

/** The item's texts as declared (HEADLINE_ITEM_FIELDS): plain text, a URL by the spec's rule; a null title keeps the item's. */
function itemTexts(input: HeadlineItemInput, now: Date): { texts: Partial<HeadlineItemRow>; failures: Failures } {
  const failures: Failures = {};
  const given = { title: input.title ?? undefined, spot: input.spot, manualUrl: input.manualUrl };
  const texts = readFieldValues(HEADLINE_ITEM_FIELDS, given, { label: '', subLabel: (name) => `resources.headlines.fields.${name}`, failures, now, markup: MarkupCleaner.strict() });
  return { texts: texts as Partial<HeadlineItemRow>, failures };
}

/** The editable texts and settings of an item input; absent keys keep what the item has. */
function givenValues(input: HeadlineItemInput, texts: Partial<HeadlineItemRow>): Partial<HeadlineItemRow> {
  const values: Partial<HeadlineItemRow> = { ...texts };
  if (input.titleHidden != null) values.titleHidden = input.titleHidden;
  if (input.spotHidden != null) values.spotHidden = input.spotHidden;
  if (input.images != null) values.images = input.images as HeadlineImages;
  if (input.archive != null) values.archive = input.archive;
  if (input.provider != null) values.provider = input.provider;
  if (input.tagId !== undefined) values.tagId = idNumber(input.tagId) ?? null;
  return values;
}

/** The failures of one item input against the headline as it is now (earlier inputs applied). */
function itemFailures(
  scope: ChangeScope,
  input: HeadlineItemInput,
  existing: HeadlineItemRow | undefined,
  content: ContentFacts | undefined,
  pendingAt: string | undefined,
  approvedTags: ReadonlySet<string>,
) {
  const failures: Record<string, RuleFailure | undefined> = {};
  const contentId = input.contentId !== undefined ? input.contentId : existing?.contentId === null ? null : String(existing?.contentId ?? '');
  const external = input.external !== undefined ? input.external : existing?.external;
  const entries = entriesOf(scope.items, scope.now);
  failures.contentId =
    selectedContent(contentId, external) ??
    (contentId && !content && input.contentId !== undefined ? fail('required', { fieldLabel: HEADLINE_LABELS.contentId }) : undefined) ??
    (content ? contentSupported(scope.type.supportedContentTypes, content.type) : undefined) ??
    contentRepeated(entries, contentId, existing && String(existing.id));
  failures.order = orderAtLeastOne(input.order);
  failures.images = cropFitsCover(input.images, scope.type.coverCropWidth, scope.type.coverCropHeight);
  failures.tagId = approvedTag(input.tagId, existing?.tagId, approvedTags);
  if (pendingAt && !failures.order) failures.order = pendingOrderRepeated(entries, pendingAt, input.order ?? existing?.pendingOrder ?? 1, existing && String(existing.id));
  if (input.publishAt && existing?.state === 'PENDING') failures.publishAt = publishAtAhead(input.publishAt, scope.now);
  // An outside item comes as the picker's edit form left it: its links by the form's rules.
  if (input.external) for (const [field, failure] of Object.entries(pickerEditFailures('headline', input.external))) failures[`external.${field}`] = failure;
  return Object.fromEntries(Object.entries(failures).filter(([, failure]) => failure)) as Record<string, RuleFailure>;
}

async function applyItem(
  scope: ChangeScope,
  env: HeadlineEnv,
  input: HeadlineItemInput,
  texts: Partial<HeadlineItemRow>,
  existing: HeadlineItemRow | undefined,
  content: ContentFacts | undefined,
  pendingAt: string | undefined,
) {
  const values = givenValues(input, texts);
  if (input.contentId !== undefined) values.contentId = idNumber(input.contentId) ?? null;
  if (input.external !== undefined) values.external = input.external;
  if (!existing) {
    const external = input.external ?? undefined;
    const live = shownOrder(liveOf(scope.items), scope.now);
    const created = await scope.insert({
      provider: input.provider ?? (external ? String(external.provider ?? 'recipes') : 'contents'),
      title: (texts.title as string | undefined) ?? content?.title ?? withoutMarkup(String(external?.title ?? '')),
      spot: input.spot !== undefined ? (texts.spot ?? null) : (content?.spot ?? (typeof external?.spot === 'string' ? withoutMarkup(external.spot) : null)),
      ...values,
      sortKey: keyAt(live, (input.order ?? 1) - 1, scope.now),
      state: pendingAt ? 'PENDING' : 'LIVE',
      headlinedAt: pendingAt ? null : scope.now,
      publishAt: pendingAt ? new Date(pendingAt) : null,
      pendingOrder: pendingAt ? (input.order ?? 1) : null,
    });
    await schedulePromotion(scope.tx, created);
    return created;
  }
  if (pendingAt) {
    const pending = await scope.update(existing, { ...values, state: 'PENDING', publishAt: new Date(pendingAt), pendingOrder: input.order ?? existing.pendingOrder ?? 1, pin: 'NONE', pinnedOrder: null, pinnedUntil: null, headlinedAt: null });
    await schedulePromotion(scope.tx, pending);
    return pending;
  }
  if (existing.state === 'LIVE' && input.order != null) return placeLive(scope, existing, input.order - 1, env, values);
  return scope.update(existing, existing.state === 'PENDING' && input.order != null ? { ...values, pendingOrder: input.order } : values);
}

/** Auto settings: absent keys keep what the headline has, null clears. */
function autoSettings(scope: ChangeScope, input: HeadlineInput, failures: Failures) {
  const settings = {
    autoCategoryId: input.autoCategoryId !== undefined ? (idNumber(input.autoCategoryId) ?? null) : scope.headline.autoCategoryId,
    autoContentType: input.autoContentType !== undefined ? input.autoContentType : scope.headline.autoContentType,
    autoTotalCount: input.autoTotalCount !== undefined ? input.autoTotalCount : scope.headline.autoTotalCount,
  };
  if (settings.autoContentType != null && !CONTENT_TYPE.values.some((entry) => entry.value === settings.autoContentType)) {
    failures.autoContentType = fail('required', { fieldLabel: 'resources.headlines.fields.autoContentType' });
  }
  const total = totalNotBelowContents(settings.autoTotalCount, liveOf(scope.items).length);
  if (total) failures.autoTotalCount = total;
  return settings;
}

export const saveHeadline = (env: HeadlineEnv, input: HeadlineInput) =>
  changeHeadline(env, { headlineId: input.id, version: input.version, kind: 'saved' }, async (scope) => {
    const items = input.items ?? [];
    const contents = await contentsOf(scope, env.siteId, items);
    const approvedTags = await approvedTagsOf(scope, env.siteId, items);
    const failures: Failures = {};
    let lastItemId: number | null = null;
    for (const [index, itemInput] of items.entries()) {
      const existing = itemInput.id ? itemOf(scope, itemInput.id, env.language) : undefined;
      const contentId = itemInput.contentId !== undefined ? itemInput.contentId : existing?.contentId != null ? String(existing.contentId) : null;
      const content = contentId ? contents.get(contentId) : undefined;
      const pendingAt = itemInput.publishAt && Date.parse(itemInput.publishAt) > scope.now.getTime() ? itemInput.publishAt : undefined;
      const { texts, failures: textFailures } = itemTexts(itemInput, scope.now);
      const found = { ...textFailures, ...itemFailures(scope, itemInput, existing, content, pendingAt ?? (existing?.state === 'PENDING' ? existing.publishAt?.toISOString() : undefined), approvedTags) };
      for (const [field, failure] of Object.entries(found)) failures[`items.${index}.${field}`] = failure;
      if (Object.keys(found).length === 0) lastItemId = (await applyItem(scope, env, itemInput, texts, existing, content, pendingAt)).id;
    }
    const settings = autoSettings(scope, input, failures);
    refuseIfAny(failures, env);
    await scope.tx.update(headlines).set(settings).where(eq(headlines.id, scope.headline.id));
    return { itemId: items.length === 1 ? lastItemId : null };
  });

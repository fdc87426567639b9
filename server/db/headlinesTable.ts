import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A headline: the list of one headline type on one site, exactly one per (site, type), made with
 * the type. `version` rises with every change of the headline or its items: the board's stale
 * check, and every write locks this row first, so writes to one headline run one at a time.
 * The auto settings (all null: a manual headline) fill it on read from the newest approved contents.
 */
export const headlines = pgTable(
  'headlines',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    headlineTypeId: integer('headline_type_id').notNull(),
    autoCategoryId: integer('auto_category_id'),
    autoContentType: integer('auto_content_type'),
    autoTotalCount: integer('auto_total_count'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (table) => [uniqueIndex('headlines_site_type_unique').on(table.siteId, table.headlineTypeId)],
);

export type HeadlinePin = 'NONE' | 'PINNED' | 'PERMANENT';
export type HeadlineItemState = 'LIVE' | 'PENDING';

/** Paths of an item's images and the crop cut from them (the type's cover crop ratio). */
export interface HeadlineImages {
  vertical?: string | null;
  horizontal?: string | null;
  crop?: { x: number; y: number; width: number; height: number } | null;
}

/**
 * An item of a headline: one of our contents (`contentId`) or an outside one (`external`, the
 * picker's headline item). LIVE items are ordered by `sortKey` (fractional keys: a move writes the
 * moved row alone); a pinned one sits at its `pinnedOrder` slot until `pinnedUntil`. PENDING items
 * wait for `publishAt` and then go in at `pendingOrder`. An item may carry one headline tag (`tagId`).
 */
export const headlineItems = pgTable(
  'headline_items',
  {
    id: serial('id').primaryKey(),
    headlineId: integer('headline_id')
      .notNull()
      .references(() => headlines.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    contentId: integer('content_id'),
    external: jsonb('external').$type<Record<string, unknown>>(),
    provider: text('provider').notNull().default('contents'),
    sortKey: text('sort_key').notNull(),
    pin: text('pin').$type<HeadlinePin>().notNull().default('NONE'),
    pinnedOrder: integer('pinned_order'),
    pinnedUntil: timestamptz('pinned_until'),
    title: text('title').notNull().default(''),
    titleHidden: boolean('title_hidden').notNull().default(false),
    spot: text('spot'),
    spotHidden: boolean('spot_hidden').notNull().default(false),
    manualUrl: text('manual_url'),
    images: jsonb('images').$type<HeadlineImages>().notNull().default(sql`'{}'::jsonb`),
    archive: boolean('archive').notNull().default(true),
    /** One of the site's headline tags (checked approved on save); null: none. */
    tagId: integer('tag_id'),
    headlinedAt: timestamptz('headlined_at'),
    state: text('state').$type<HeadlineItemState>().notNull().default('LIVE'),
    publishAt: timestamptz('publish_at'),
    pendingOrder: integer('pending_order'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (table) => [
    index('headline_items_headline_index').on(table.headlineId, table.state, table.sortKey),
    check('headline_items_pin', sql`${table.pin} in ('NONE', 'PINNED', 'PERMANENT')`),
    check('headline_items_state', sql`${table.state} in ('LIVE', 'PENDING')`),
    check('headline_items_source', sql`(${table.contentId} is null) <> (${table.external} is null)`),
  ],
);

/** Every change of an item, its whole state after it (`removed` when it left): old headlines are rebuilt from these. */
export const headlineItemHistory = pgTable(
  'headline_item_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: integer('item_id').notNull(),
    headlineId: integer('headline_id').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    removed: boolean('removed').notNull().default(false),
    state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('headline_item_history_headline_at_index').on(table.headlineId, table.at)],
);

export type HeadlineRow = typeof headlines.$inferSelect;
export type HeadlineItemRow = typeof headlineItems.$inferSelect;

/**
 * A channel's readers on a site, as editors manage them (issue 29, "Real delivery"; server/mailing/README.md,
 * "Subscribers"): the list, adding one address, importing a CSV file in batches, unsubscribing. The
 * public sign-up, confirmation and unsubscribe routes (mailingPublic.ts) write the same rows.
 */
import { Readable } from 'node:stream';
import { parse, CsvError } from 'csv-parse';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { en, tr } from '../../resources/messages/mailing.ts';
import type { RequestContext } from '../context.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { Language } from '../contract/language.ts';
import type { Db } from '../db/client.ts';
import { mailingChannelsTable } from '../engine/resourceTables.ts';
import { mailingSubscribers } from './mailingTables.ts';
import { containsPattern } from '../db/likePattern.ts';

export const SUBSCRIBER_STATUSES = ['pending', 'subscribed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export type SubscriberRow = typeof mailingSubscribers.$inferSelect;

/** How much one import may hold, and how many addresses are written per statement (each batch awaits the database, so the event loop is never held for the whole file). */
export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 50_000, batch: 500, maxInvalidListed: 1000, chunkChars: 64 * 1024 } as const;

const subscriberErrors = (language: Language) => (language === 'en' ? en : tr).mailing.subscribers.errors;
type SubscriberError = keyof ReturnType<typeof subscriberErrors>;

function subscriberError(code: 'BAD_USER_INPUT' | 'NOT_FOUND', name: SubscriberError, language: Language, params: Record<string, string | number> = {}) {
  const message = Object.entries(params).reduce((text, [key, value]) => text.replaceAll(`{{${key}}}`, String(value)), subscriberErrors(language)[name]);
  return apiError(code, message, { messageKey: `mailing.subscribers.errors.${name}`, ...(name === 'invalidEmail' ? { fields: { email: message } } : {}) });
}

/** Something that reads as one mailbox (local@domain.tld, no spaces, brackets or quotes), at most 254 characters. */
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** The address as stored (trimmed, lower case) when it is one, else undefined. */
export function normalizeEmail(value: string): string | undefined {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : undefined;
}

export function requireEmail(value: string, language: Language): string {
  const email = normalizeEmail(value);
  if (!email) throw subscriberError('BAD_USER_INPUT', 'invalidEmail', language);
  return email;
}

/** The channel's number when it is a channel of this site, else NOT_FOUND. */
async function channelOfSite(db: Db, context: RequestContext, channelId: string): Promise<number> {
  const id = /^\d{1,9}$/.test(channelId) ? Number(channelId) : -1;
  const [channel] = await db
    .select({ id: mailingChannelsTable.id })
    .from(mailingChannelsTable)
    .where(and(eq(mailingChannelsTable.id, id), eq(mailingChannelsTable.siteId, context.siteNumber ?? -1)));
  if (!channel) throw subscriberError('NOT_FOUND', 'channelNotFound', context.language);
  return id;
}

/** A row as the API answers it (the status as the enum's name). */
export const subscriberOutput = (row: SubscriberRow) => ({ ...row, status: row.status.toUpperCase() as Uppercase<SubscriberStatus> });

interface ListArgs {
  filter?: { channelId?: string | null; status?: readonly string[] | null; search?: string | null } | null;
  page?: number | null;
  limit?: number | null;
}

/** One page of the site's readers, newest first; `total` counts every match. */
export async function listSubscribers(context: RequestContext, args: ListArgs) {
  const { filter } = args;
  const conditions: SQL[] = [eq(mailingSubscribers.siteId, context.siteNumber ?? -1)];
  if (filter?.channelId) conditions.push(eq(mailingSubscribers.channelId, /^\d{1,9}$/.test(filter.channelId) ? Number(filter.channelId) : -1));
  if (filter?.status?.length) conditions.push(sql`${mailingSubscribers.status} in ${filter.status.map((status) => status.toLowerCase())}`);
  const search = filter?.search?.trim().toLowerCase();
  if (search) conditions.push(ilike(mailingSubscribers.email, containsPattern(search)));
  const where = and(...conditions);
  const limit = Math.min(Math.max(args.limit ?? 25, 1), 500);
  const page = Math.max(args.page ?? 1, 1);
  const [data, [total]] = await Promise.all([
    context.db.select().from(mailingSubscribers).where(where).orderBy(desc(mailingSubscribers.createdDate), desc(mailingSubscribers.id)).limit(limit).offset((page - 1) * limit),
    context.db.select({ count: sql<number>`count(*)::integer` }).from(mailingSubscribers).where(where),
  ]);
  return { data: data.map(subscriberOutput), total: Number(total?.count ?? 0) };
}

/**
 * An editor adds one address: subscribed at once (source `admin`). An address already there stays one
 * row: subscribed as it was, or subscribed again when it was pending, unsubscribed or bounced (the
 * editor vouches for the reader's consent; its source stays where it first came from).
 */
export async function addSubscriber(context: RequestContext, args: { channelId: string; email: string }) {
  const email = requireEmail(args.email, context.language);
  const channelId = await channelOfSite(context.db, context, args.channelId);
  const s = mailingSubscribers;
  const [row] = await context.db
    .insert(s)
    .values({ siteId: context.siteNumber!, channelId, email, status: 'subscribed', source: 'admin', subscribedAt: new Date() })
    .onConflictDoUpdate({
      target: [s.siteId, s.channelId, s.email],
      set: {
        status: 'subscribed',
        subscribedAt: sql`case when ${s.status} = 'subscribed' then ${s.subscribedAt} else now() end`,
        unsubscribedAt: null,
      },
    })
    .returning();
  return subscriberOutput(row!);
}

/** An editor unsubscribes a reader: the row stays (status unsubscribed, with the date), so a later send skips it and the report counts it. */
export async function removeSubscriber(context: RequestContext, args: { id: string }) {
  const id = /^\d{1,9}$/.test(args.id) ? Number(args.id) : -1;
  const s = mailingSubscribers;
  const [row] = await context.db
    .update(s)
    .set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(case when ${s.status} = 'unsubscribed' then ${s.unsubscribedAt} end, now())` })
    .where(and(eq(s.id, id), eq(s.siteId, context.siteNumber ?? -1)))
    .returning();
  if (!row) throw subscriberError('NOT_FOUND', 'notFound', context.language);
  return subscriberOutput(row);
}

export interface ImportResult {
  added: number;
  alreadyThere: number;
  invalid: { line: number; value: string }[];
  /** Every invalid row, also those past the listed ones. */
  invalidCount: number;
}

const HEADER_NAMES = new Set(['email', 'e-mail', 'mail', 'e-posta', 'eposta']);

/**
 * Imports a CSV text into a channel: the column named email (e-mail, e-posta) or else the first one.
 * A first row that names no such column and holds no address is taken as a header. New addresses are
 * subscribed (source `import`); an address already there, whatever its state, is left as it is and
 * counted in `alreadyThere` (an import never subscribes again someone who left); a value that is no
 * address is listed with its line. The text is read in slices and written in batches of
 * IMPORT_LIMITS.batch, each in its own statement.
 */
export async function importSubscribers(context: RequestContext, args: { channelId: string; csv: string }): Promise<ImportResult> {
  const { language } = context;
  const tooLarge = () => subscriberError('BAD_USER_INPUT', 'importTooLarge', language, { maxRows: IMPORT_LIMITS.maxRows, maxMb: IMPORT_LIMITS.maxBytes / 1024 / 1024 });
  if (Buffer.byteLength(args.csv) > IMPORT_LIMITS.maxBytes) throw tooLarge();
  let newlines = 0;
  for (let at = args.csv.indexOf('\n'); at !== -1; at = args.csv.indexOf('\n', at + 1)) newlines += 1;
  if (newlines > IMPORT_LIMITS.maxRows + 1) throw tooLarge();
  const channelId = await channelOfSite(context.db, context, args.channelId);
  const siteId = context.siteNumber!;

  const result: ImportResult = { added: 0, alreadyThere: 0, invalid: [], invalidCount: 0 };
  const seen = new Set<string>();
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map((email) => ({ siteId, channelId, email, status: 'subscribed', source: 'import', subscribedAt: new Date() }));
    batch = [];
    const inserted = await context.db.insert(mailingSubscribers).values(values).onConflictDoNothing().returning({ id: mailingSubscribers.id });
    result.added += inserted.length;
    result.alreadyThere += values.length - inserted.length;
  };

  const slices: string[] = [];
  for (let at = 0; at < args.csv.length; at += IMPORT_LIMITS.chunkChars) slices.push(args.csv.slice(at, at + IMPORT_LIMITS.chunkChars));
  const parser = Readable.from(slices).pipe(parse({ bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, info: true }));
  let column: number | undefined;
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines - record.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
      if (column === undefined) {
        const named = record.findIndex((cell) => HEADER_NAMES.has(cell.trim().toLowerCase()));
        column = named === -1 ? 0 : named;
        if (named !== -1 || !(record[0] ?? '').includes('@')) continue;
      }
      rows += 1;
      if (rows > IMPORT_LIMITS.maxRows) throw tooLarge();
      const value = record[column] ?? '';
      const email = normalizeEmail(value);
      if (!email) {
        result.invalidCount += 1;
        if (result.invalid.length < IMPORT_LIMITS.maxInvalidListed) result.invalid.push({ line, value: value.slice(0, 200) });
      } else if (seen.has(email)) {
        result.alreadyThere += 1;
      } else {
        seen.add(email);
        batch.push(email);
        if (batch.length >= IMPORT_LIMITS.batch) await flush();
      }
    }
  } catch (error) {
    if (error instanceof CsvError) throw subscriberError('BAD_USER_INPUT', 'invalidCsv', language, { line: Number((error as { lines?: number }).lines ?? 0) });
    throw error;
  }
  await flush();
  return result;
}

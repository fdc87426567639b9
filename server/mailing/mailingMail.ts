/**
 * A mailing as its readers get it: the one rendering the send stores (mailingSend.ts) and the editor's
 * preview and test send show (mailingPreview.ts), so what is previewed is what goes out. It reads the
 * site (display name, address, language) and, when the mailing asks for them, the articles of the day.
 */
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { contentTypeByKey } from '../../resources/contentTypes.ts';
import { contentUrl } from '../../resources/picker/providers/contents.ts';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import { authorsTable, contentsTable } from '../engine/resourceTables.ts';
import { renderMailing, type MailingMailArticle, type MailingMailInput, type MailingMailItem, type RenderedMail } from './delivery/renderMailing.tsx';

/** The columns listed under "articles of the day": at most this many, the latest published first. */
export const ARTICLES_OF_THE_DAY_MAX = 10;
/** The newsroom's day: a send's "day" is its calendar day here (spec 02 keeps dates in Istanbul time). */
export const NEWSROOM_TIME_ZONE = 'Europe/Istanbul';

/** What of a mailing the e-mail shows: a saved row or the editor's unsaved form. */
export interface MailingMailSource {
  siteId: number;
  title: string;
  userSpecificTitle?: string | null;
  items: readonly MailingMailItem[];
  articlesOfTheDay?: boolean | null;
  /** The send date; the articles of the day are that day's (today's when unset). */
  sendDate?: Date | string | null;
}

type Reader = Pick<Db, 'select'>;

/** The start and end of the calendar day of `at` in the newsroom's time zone. */
export function newsroomDay(at: Date): { from: Date; to: Date } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: NEWSROOM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset = /GMT([+-]\d\d:\d\d)/.exec(parts.timeZoneName ?? '')?.[1] ?? 'Z';
  const from = new Date(`${parts.year}-${parts.month}-${parts.day}T00:00:00${offset}`);
  return { from, to: new Date(from.getTime() + 24 * 3600 * 1000) };
}

/**
 * Articles of the day (ours, the spec names the field only): the site's published columns (content
 * type column) whose publish date falls on the send's day, the latest first, at most
 * ARTICLES_OF_THE_DAY_MAX, each with its author.
 */
export async function articlesOfTheDay(db: Reader, siteId: number, day: Date): Promise<MailingMailArticle[]> {
  const { from, to } = newsroomDay(day);
  const rows = await db
    .select({ id: contentsTable.id, type: contentsTable.type, title: contentsTable.title, spot: contentsTable.spot, seoUrlTitle: contentsTable.seoUrlTitle, authorId: contentsTable.authorId })
    .from(contentsTable)
    .where(
      and(
        eq(contentsTable.siteId, siteId),
        eq(contentsTable.type, contentTypeByKey('column').value),
        eq(contentsTable.isPublished, true),
        gte(contentsTable.publishDate, from),
        lt(contentsTable.publishDate, to),
      ),
    )
    .orderBy(desc(contentsTable.publishDate), asc(contentsTable.id))
    .limit(ARTICLES_OF_THE_DAY_MAX);
  const authorIds = [...new Set(rows.map((row) => row.authorId).filter((id): id is number => typeof id === 'number'))];
  const authors = authorIds.length
    ? new Map((await db.select({ id: authorsTable.id, fullName: authorsTable.fullName }).from(authorsTable).where(inArray(authorsTable.id, authorIds))).map((row) => [row.id, row.fullName as string | null]))
    : new Map<unknown, string | null>();
  return rows.map((row) => ({
    title: String(row.title ?? ''),
    spot: (row.spot as string | null) ?? null,
    contentUrl: contentUrl({ id: String(row.id), type: row.type as number, title: row.title as string, seoUrlTitle: row.seoUrlTitle as string | null }),
    author: authors.get(row.authorId) ?? null,
  }));
}

/** The items in their order (`order`, then as given). */
export const itemsInOrder = (items: readonly MailingMailItem[]) => items.slice().sort((a, b) => a.order - b.order);

/** What the renderer needs of a mailing: its site's name, address and language, and the articles of the day when asked for. */
export async function mailingInputOf(db: Reader, mailing: MailingMailSource): Promise<MailingMailInput> {
  const [site] = await db.select({ name: sites.displayName, url: sites.url, language: sites.language }).from(sites).where(eq(sites.id, mailing.siteId));
  const language = site?.language === 'en' ? 'en' : 'tr';
  const day = mailing.sendDate ? new Date(mailing.sendDate) : new Date();
  const articles = mailing.articlesOfTheDay ? await articlesOfTheDay(db, mailing.siteId, Number.isNaN(day.getTime()) ? new Date() : day) : [];
  return {
    siteName: site?.name ?? '',
    siteUrl: site?.url ?? '',
    title: mailing.title,
    subject: mailing.userSpecificTitle || undefined,
    items: itemsInOrder(mailing.items),
    articles,
    language,
  };
}

/** The mailing rendered for all its readers (the unsubscribe link left as the placeholder). */
export async function renderMailingOf(db: Reader, mailing: MailingMailSource): Promise<RenderedMail> {
  return renderMailing(await mailingInputOf(db, mailing));
}

/** The mailing as the send stores it: the mail for all its readers and its web version, from one reading. */
export async function renderMailingAndWebVersionOf(db: Reader, mailing: MailingMailSource): Promise<{ mail: RenderedMail; web: RenderedMail }> {
  const input = await mailingInputOf(db, mailing);
  const [mail, web] = await Promise.all([renderMailing(input), renderMailing({ ...input, mode: 'web' })]);
  return { mail, web };
}

/**
 * People in the delivery API (docs/delivery-api.md, "People"): a site's approved people, one
 * (`GET /api/public/:siteId/people/:id`) with every public field, and a page of them
 * (`GET /api/public/:siteId/people?after=&limit=`, A to Z by full name then id, keyset pages); and
 * the small teasers a delivered content carries of its people (`personTeasers`, one query for a
 * content's people). Only public fields go out, texts as plain text; an unknown or unapproved site or
 * person answers 404. Same caching, CORS and rate limit as the rest of the API.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MARITAL_STATUS } from '../../resources/enums.ts';
import { ageInYears, dayOf, publisherToday } from '../../resources/personRules.ts';
import { withoutMarkup } from '../../resources/plainText.ts';
import { slugOf } from '../../resources/turkishText.ts';
import { imageOf, type FileOrigin, type StoredImage } from '../contract/deliveryFiles.ts';
import { encodeKeyCursor, laterThan } from '../contract/deliveryPages.ts';
import { pageLimit, single, type Query } from '../contract/deliveryReplies.ts';
import { registerDeliveryScope, siteGet } from '../contract/deliveryRoutes.ts';
import type { Db } from '../db/client.ts';
import { peopleTable as t } from '../engine/resourceTables.ts';

export const PEOPLE_ROUTE = '/:siteId/people';
export const PERSON_ROUTE = '/:siteId/people/:id';

const ID = /^\d{1,9}$/;
const LISTS = ['children', 'parents', 'siblings', 'descendants', 'foundedOrganizations', 'awards', 'books'] as const;

/** What a content's teaser of a person carries: enough to show and link them. */
const TEASER_COLUMNS = { id: t.id!, fullName: t.fullName!, linkName: t.linkName!, profilePhoto: t.profilePhoto! };

/** The columns a website may read: no editor ids, versions, approval or dates of the edits. */
const PUBLIC_COLUMNS = {
  ...TEASER_COLUMNS,
  name: t.name!,
  surname: t.surname!,
  nickName: t.nickName!,
  birthDate: t.birthDate!,
  deathDate: t.deathDate!,
  burialPlace: t.burialPlace!,
  job: t.job!,
  education: t.education!,
  mission: t.mission!,
  nationality: t.nationality!,
  maritalStatus: t.maritalStatus!,
  marriageDate: t.marriageDate!,
  divorceDate: t.divorceDate!,
  ...Object.fromEntries(LISTS.map((name) => [name, t[name]!])),
  about: t.about!,
};

type Row = Record<string, unknown>;

const plain = (value: unknown) => (typeof value === 'string' ? withoutMarkup(value) : '');
const plainOrNull = (value: unknown) => plain(value) || null;
const namesOf = (value: unknown) => (Array.isArray(value) ? value.map(plain).filter((name) => name !== '') : []);
/** Where the site links the person: the stored link name, else the slug of the full name. */
const linkNameOf = (row: Row) => plain(row.linkName) || slugOf(plain(row.fullName));

/** A person as a content carries them: `{ id, fullName, linkName, profilePhoto }`. */
export function personTeaser(origin: FileOrigin, row: Row) {
  return { id: Number(row.id), fullName: plain(row.fullName), linkName: linkNameOf(row), profilePhoto: imageOf(origin, row.profilePhoto as StoredImage | null) };
}

/** A person as their page reads them: dates as days (`yyyy-MM-dd`), the age to today in the publisher's day, the marital status by key. */
export function deliveredPerson(origin: FileOrigin, row: Row, today = publisherToday()) {
  return {
    ...personTeaser(origin, row),
    name: plain(row.name),
    surname: plainOrNull(row.surname),
    nickName: plainOrNull(row.nickName),
    birthDate: dayOf(row.birthDate) ?? null,
    deathDate: dayOf(row.deathDate) ?? null,
    age: ageInYears(row.birthDate, row.deathDate, today),
    burialPlace: plainOrNull(row.burialPlace),
    job: plainOrNull(row.job),
    education: plainOrNull(row.education),
    mission: plainOrNull(row.mission),
    nationality: plainOrNull(row.nationality),
    maritalStatus: MARITAL_STATUS.values.find((entry) => entry.value === row.maritalStatus)?.key ?? null,
    marriageDate: dayOf(row.marriageDate) ?? null,
    divorceDate: dayOf(row.divorceDate) ?? null,
    ...Object.fromEntries(LISTS.map((name) => [name, namesOf(row[name])])),
    about: plainOrNull(row.about),
  };
}

const approvedOn = (siteId: number) => and(eq(t.siteId!, siteId), eq(t.isApproved!, true));

/** The teasers of those of these people who are approved on the site, by id: one query whatever their number. */
export async function personTeasers(db: Db, origin: FileOrigin, siteId: number, ids: readonly number[]): Promise<Map<number, ReturnType<typeof personTeaser>>> {
  if (ids.length === 0) return new Map();
  const rows = (await db.select(TEASER_COLUMNS).from(t).where(and(approvedOn(siteId), inArray(t.id!, [...new Set(ids)])))) as Row[];
  return new Map(rows.map((row) => [Number(row.id), personTeaser(origin, row)]));
}

/** One approved person of the site, else undefined. */
export async function deliveredPersonById(db: Db, origin: FileOrigin, siteId: number, id: string) {
  if (!ID.test(id)) return undefined;
  const [row] = (await db.select(PUBLIC_COLUMNS).from(t).where(and(approvedOn(siteId), eq(t.id!, Number(id))))) as Row[];
  return row ? deliveredPerson(origin, row) : undefined;
}

/** A page of the site's approved people, A to Z by full name then id (one row more than the page, to tell whether another follows). */
export async function deliveredPeople(db: Db, origin: FileOrigin, siteId: number, query: Query) {
  const limit = pageLimit(query);
  const cursor = single(query, 'after');
  const rows = (await db
    .select(PUBLIC_COLUMNS)
    .from(t)
    .where(and(approvedOn(siteId), cursor === undefined ? undefined : laterThan(t.fullName!, t.id!, cursor)))
    .orderBy(asc(t.fullName!), asc(t.id!))
    .limit(limit + 1)) as Row[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const today = publisherToday();
  return {
    items: page.map((row) => deliveredPerson(origin, row, today)),
    next: rows.length > limit && last ? encodeKeyCursor(String(last.fullName ?? ''), Number(last.id)) : null,
  };
}

/** The routes, rate limited per address per minute like the rest of the delivery API (needs @fastify/rate-limit registered). */
export async function registerPeopleDelivery(app: FastifyInstance, options: { db: Db; publicUrl: string; rateLimitMax: number }): Promise<void> {
  const { db } = options;
  const origin = { publicUrl: options.publicUrl };
  await registerDeliveryScope(app, options.rateLimitMax, (scope) => {
    siteGet(scope, db, PEOPLE_ROUTE, (site, request) => deliveredPeople(db, origin, site.id, request.query));
    siteGet(scope, db, PERSON_ROUTE, (site, request) => deliveredPersonById(db, origin, site.id, request.params.id));
  });
}

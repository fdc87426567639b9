/**
 * What the delivery API's routes (contents, newsletters' web versions, live transfers) share besides
 * their replies: the approved site a path names, and keyset pages newest first by a date then id
 * (or in a board's order: a text key then id), whose `next` cursor is opaque to the sites.
 */
import { and, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import { BadRequest } from './deliveryReplies.ts';

const ID = /^\d{1,9}$/;

/** The last row of a page: its date (null for a row without one) and id. */
export interface KeysetCursor {
  date: string | null;
  id: number;
}

export const encodeCursor = (date: Date | null, id: number): string => Buffer.from(JSON.stringify([date?.toISOString() ?? null, id])).toString('base64url');

const refused = () => new BadRequest('after: not a cursor this API gave');

/** A cursor's two parts (a key and a row id), else a 400. */
function cursorParts(text: string): [unknown, number] {
  if (text.length > 200) throw refused();
  try {
    const parts = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown;
    if (Array.isArray(parts) && parts.length === 2 && Number.isInteger(parts[1]) && (parts[1] as number) > 0) return [parts[0], parts[1] as number];
  } catch {
    // Falls through to the refusal.
  }
  throw refused();
}

/** `after` as this API gave it, else a 400. */
export function decodeCursor(text: string): KeysetCursor {
  const [date, id] = cursorParts(text);
  if (date === null || (typeof date === 'string' && Number.isFinite(Date.parse(date)))) return { date, id };
  throw refused();
}

/** The rows after the cursor, newest first by `date` (a column never empty) then `id`. */
export function olderThan(date: AnyPgColumn, id: AnyPgColumn, text: string): SQL {
  const cursor = decodeCursor(text);
  if (cursor.date === null) throw refused();
  const at = new Date(cursor.date);
  return or(lt(date, at), and(eq(date, at), lt(id, cursor.id)))!;
}

/** The last row of a page ordered by a text key (a board's position) then id. */
export const encodeKeyCursor = (key: string, id: number): string => Buffer.from(JSON.stringify([key, id])).toString('base64url');

/** The rows after the cursor, in the order of `key` (a text column never empty) then `id`, both ascending. */
export function laterThan(key: AnyPgColumn, id: AnyPgColumn, text: string): SQL {
  const [after, afterId] = cursorParts(text);
  if (typeof after !== 'string') throw refused();
  return or(gt(key, after), and(eq(key, after), gt(id, afterId)))!;
}

/** The site a path names when it exists and is approved, with its settings; a website cannot tell a missing site from a closed one. */
export async function openDeliverySite(db: Db, siteText: string | undefined) {
  if (!siteText || !ID.test(siteText)) return undefined;
  const [site] = await db.select({ id: sites.id, isApproved: sites.isApproved, settings: sites.settings, url: sites.url }).from(sites).where(eq(sites.id, Number(siteText)));
  return site?.isApproved ? site : undefined;
}

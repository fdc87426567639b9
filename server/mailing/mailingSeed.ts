/**
 * The demo's newsletter channels (spec 02 §3): morning notes, what should we watch, sunday
 * supplement and book supplement on each demo site, named in the site's language (English on the
 * English edition, Turkish elsewhere), each with a few readers at reserved example addresses, so a
 * newsletter sent on the default run reaches someone (the embedded receiver keeps what they get, the
 * sent-mail viewer shows it). Once: a site with any channel is left as its editors keep it.
 */
import { inArray } from 'drizzle-orm';
import { MAILING_CHANNEL_NAMES } from '../../resources/mailingChannel.ts';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import { mailingChannelsTable } from '../engine/resourceTables.ts';
import { mailingSubscribers } from './mailingTables.ts';

/** The demo channels' readers (RFC 2606 example addresses: nothing could reach a real person). */
export const DEMO_MAILING_READERS = ['okur1@okurlar.example', 'okur2@okurlar.example', 'okur3@okurlar.example'] as const;

export async function seedMailingChannels(db: Db, siteIds: readonly number[]): Promise<void> {
  if (siteIds.length === 0) return;
  const withChannels = new Set((await db.selectDistinct({ siteId: mailingChannelsTable.siteId }).from(mailingChannelsTable)).map((row) => row.siteId));
  const demoSites = await db.select({ id: sites.id, language: sites.language }).from(sites).where(inArray(sites.id, [...siteIds]));
  const rows = demoSites
    .filter((site) => !withChannels.has(site.id))
    .flatMap((site) => MAILING_CHANNEL_NAMES.map((names) => ({ siteId: site.id, name: site.language === 'en' ? names.en : names.tr, isApproved: true })));
  if (rows.length === 0) return;
  const channels = await db.insert(mailingChannelsTable).values(rows).onConflictDoNothing().returning({ id: mailingChannelsTable.id, siteId: mailingChannelsTable.siteId });
  const readers = channels.flatMap((channel) =>
    DEMO_MAILING_READERS.map((email) => ({ siteId: Number(channel.siteId), channelId: Number(channel.id), email, status: 'subscribed', source: 'demo', subscribedAt: new Date() })),
  );
  if (readers.length > 0) await db.insert(mailingSubscribers).values(readers).onConflictDoNothing();
}

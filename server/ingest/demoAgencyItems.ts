import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencyContents, type AgencyImageData } from '../db/agencyTables.ts';
import { announceAgencyItemsAdded } from '../events/agencyItemsAdded.ts';
import type { EventBus } from '../events/eventBus.ts';
import { noteAdded } from './addedItems.ts';
import { agencyIdsOf } from './agencyIdentity.ts';
import { ingestFiles } from './ingestFiles.ts';

// The agencies' own examples; the ninjs schema test suites (test_suite/) are not news.
const SAMPLE_DIRS = ['newsml-g2', 'ninjs/1.x', 'ninjs/2.1', 'ninjs/3.0'].map((dir) => path.join(import.meta.dirname, 'samples', dir));

const AGENCIES = ['Anadolu Ajansı', 'Demirören Haber Ajansı', 'İhlas Haber Ajansı', 'Reuters', 'AFP', 'Associated Press'];
const CATEGORIES = ['Gündem', 'Ekonomi', 'Spor', 'Dünya', 'Politika', 'Kültür Sanat', 'Sağlık', 'Teknoloji'];
const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Trabzon', 'Londra', 'Berlin', 'Brüksel', 'Washington'];
const SUBJECTS = [
  'belediye meclisi yeni ulaşım planını onayladı',
  'merkez bankası faiz kararını açıkladı',
  'deprem tatbikatı okullarda yapıldı',
  'liderler zirvesi ortak bildiriyle sona erdi',
  'yerel takım deplasmanda üç puanı aldı',
  'kültür festivali binlerce ziyaretçiyi ağırladı',
  'hastanelerde yeni randevu sistemi başladı',
  'yerli teknoloji girişimi yatırım aldı',
  'kar yağışı nedeniyle bazı yollar kapandı',
  'ihracat rakamları rekor kırdı',
];

/** A deterministic spread (no Math.random): the same demo on every fresh data dir. */
const pick = <T>(list: readonly T[], n: number, salt: number) => list[(n * 7919 + salt * 104729) % list.length]!;

/**
 * The demo desk on an empty database: every usable IPTC sample (their media are not fetched: the
 * samples point at hosts this machine may not reach), then `count` generated items (a third of them
 * with drawn pictures when `photos` is given) over the past
 * 30 days across six agencies, eight categories and the four news types, so lists, filters and
 * "show more" have something to work on. Does nothing when the desk already has items. With
 * `events`, announces what it added, as an ingest does.
 */
export async function seedAgencyDemo(
  db: Db,
  count: number,
  options: {
    now?: Date;
    events?: EventBus;
    log?: (message: string) => void;
    /** Stores the demo pictures; every third generated item gets one, every ninth (a gallery) three. */
    photos?: () => Promise<AgencyImageData[]>;
  } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  if (count <= 0) return;
  const [{ items }] = await db.select({ items: sql<number>`count(*)::int` }).from(agencyContents).limit(1);
  if (items > 0) return;
  const { addedByTab } = await ingestFiles(db, SAMPLE_DIRS);
  const photos = (await options.photos?.()) ?? [];
  const imagesOf = (n: number) => {
    if (photos.length === 0 || n % 3 !== 0) return [];
    const count = n % 9 === 0 ? 3 : 1;
    return Array.from({ length: count }, (_, offset) => photos[(n + offset) % photos.length]!);
  };

  const agencyIdOf = await agencyIdsOf(db, AGENCIES.map((name) => ({ name })));
  const agencyIds = AGENCIES.map((name) => agencyIdOf({ name }));
  const spanMs = 30 * 24 * 3600 * 1000;
  const rows = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const city = pick(CITIES, n, 1);
    const subject = pick(SUBJECTS, n, 2);
    const created = new Date(now.getTime() - spanMs + Math.floor((spanMs * n) / (count + 1)));
    return {
      agencyId: pick(agencyIds, n, 3),
      agencyContentId: `urn:newsroom:demo:${n}`,
      title: `${city}: ${subject.charAt(0).toLocaleUpperCase('tr')}${subject.slice(1)}`,
      spot: `${city} kaynaklı haber: ${subject}.`,
      content: `<p>${city} kaynaklı haber: ${subject}. Ayrıntılar geliyor.</p>`,
      city,
      country: CITIES.indexOf(city) < 6 ? 'TR' : null,
      tags: [pick(CATEGORIES, n, 4).toLocaleLowerCase('tr')],
      types: [n % 9 === 0 ? 'photo-gallery' : 'news'],
      images: imagesOf(n),
      priority: n % 23 === 0 ? 2 : n % 11 === 0 ? 1 : n % 5 === 0 ? 3 : 4,
      agencyCategoryName: pick(CATEGORIES, n, 4),
      source: null,
      author: null,
      createdDate: created,
      wireCreatedDate: created,
      ingestedAt: created,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(agencyContents).values(rows.slice(start, start + 500)).onConflictDoNothing({ target: agencyContents.agencyContentId });
  }
  if (!options.events) return;
  noteAdded(addedByTab, 'contents', rows.at(-1)!.createdDate, rows.length);
  const failure = await announceAgencyItemsAdded(db, options.events, addedByTab);
  if (failure) options.log?.(`seed: the demo agency items were not announced: ${failure}`);
}

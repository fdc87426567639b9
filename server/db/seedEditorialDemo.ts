import { eq, sql } from 'drizzle-orm';
import { AUTHOR_TYPE, CATEGORY_HIERARCHY, CONTENT_TYPE, WEEKDAY } from '../../resources/enums.ts';
import {
  authorsTable,
  cartoonistsTable,
  categoriesTable,
  headlineCategoriesTable,
  headlineTagsTable,
  headlineTypesTable,
  programsTable,
  signaturesTable,
  sourcesTable,
} from '../engine/resourceTables.ts';
import type { Db } from './client.ts';

const [MAIN, SUB] = CATEGORY_HIERARCHY.values.map(({ value }) => value as number);
const type = (key: string) => CONTENT_TYPE.values.find((value) => value.key === key)!.value as number;
const weekday = (key: string) => WEEKDAY.values.find((value) => value.key === key)!.value as number;
const authorType = (key: string) => AUTHOR_TYPE.values.find((value) => value.key === key)!.value as number;
const ALL_TYPES = ['news', 'video', 'photoGallery', 'infographic'].map(type);

/** Main categories, each with its sub-categories; the last main one is unapproved (listed in red). */
const CATEGORIES: { name: string; linkName: string; color: string; approved?: false; subs?: string[][] }[] = [
  { name: 'Gündem', linkName: 'gundem', color: '#D32F2F' },
  { name: 'Ekonomi', linkName: 'ekonomi', color: '#388E3C', subs: [['Borsa', 'borsa'], ['Enerji', 'enerji']] },
  { name: 'Spor', linkName: 'spor', color: '#1976D2', subs: [['Futbol', 'futbol'], ['Basketbol', 'basketbol']] },
  { name: 'Dünya', linkName: 'dunya', color: '#7B1FA2' },
  { name: 'Teknoloji', linkName: 'teknoloji', color: '#FBC02D' },
  { name: 'Eski Ekler', linkName: 'eski-ekler', color: '#8D6E63', approved: false },
];

const named = (siteId: number, names: string[]) => names.map((name) => ({ siteId, name, isApproved: true }));

/**
 * The editorial settings of a demo site, written once when the site has no category yet: categories
 * (two levels, one unapproved), authors (without photos: an editor adds one before the first save,
 * as the profile-photo rule asks), signatures, sources, cartoonists, a program and the headline
 * settings. An administrator's later edits are never overwritten.
 */
export async function seedEditorialDemo(db: Db, siteId: number): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(categoriesTable).where(eq(categoriesTable.siteId, siteId));
  if (count > 0) return;

  for (const [order, category] of CATEGORIES.entries()) {
    const [main] = await db
      .insert(categoriesTable)
      .values({
        siteId,
        name: category.name,
        displayName: category.name,
        linkName: category.linkName,
        hierarchy: MAIN,
        contentTypes: ALL_TYPES,
        color: category.color,
        order: order + 1,
        options: { isSportsEnabled: category.linkName === 'spor' },
        isApproved: category.approved ?? true,
      })
      .returning({ id: categoriesTable.id });
    for (const [subOrder, [name, linkName]] of (category.subs ?? []).entries()) {
      await db.insert(categoriesTable).values({
        siteId,
        name,
        displayName: name,
        linkName,
        parentId: main.id,
        hierarchy: SUB,
        contentTypes: [type('news'), type('video')],
        order: subOrder + 1,
        options: { isSportsEnabled: category.linkName === 'spor' },
        isApproved: true,
      });
    }
  }

  await db.insert(authorsTable).values([
    { siteId, name: 'Selin', surname: 'Aydın', fullName: 'Selin Aydın', linkName: 'selin-aydin', authorType: authorType('opinion'), email: 'selin.aydin@newsroom.example', twitter: 'selinaydin', order: 1, isApproved: true },
    { siteId, name: 'Murat', surname: 'Kaya', fullName: 'Murat Kaya', linkName: 'murat-kaya', authorType: authorType('newspaper'), email: 'murat.kaya@newsroom.example', order: 2, isApproved: true },
    { siteId, name: 'Elif', surname: 'Demir', fullName: 'Elif Demir', linkName: 'elif-demir', authorType: authorType('internet'), order: 3, isApproved: false },
  ]);
  await db.insert(signaturesTable).values(named(siteId, ['Haber Merkezi', 'Ankara Bürosu', 'Spor Servisi']));
  await db.insert(sourcesTable).values(named(siteId, ['Anadolu Ajansı', 'DHA', 'Reuters', 'AFP']));
  await db.insert(cartoonistsTable).values(named(siteId, ['Cem Çizer']));
  await db.insert(programsTable).values({
    siteId,
    name: 'Akşam Bülteni',
    slots: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day: weekday(day), start: '19:00', end: '20:00' })),
    isApproved: true,
  });
  await db.insert(headlineTagsTable).values(named(siteId, ['Son Dakika', 'Özel Haber', 'Canlı']));
  const [homepage] = await db.insert(headlineCategoriesTable).values({ siteId, name: 'Ana Sayfa', isApproved: true }).returning({ id: headlineCategoriesTable.id });
  await db.insert(headlineTypesTable).values([
    { siteId, name: 'Manşet', categoryId: homepage.id, isApproved: true },
    { siteId, name: 'Sürmanşet', categoryId: homepage.id, isApproved: true },
  ]);
}

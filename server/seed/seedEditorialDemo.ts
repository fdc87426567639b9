import { eq, sql } from 'drizzle-orm';
import { authors } from '../../resources/author.ts';
import { cartoonists } from '../../resources/cartoonist.ts';
import { categories } from '../../resources/category.ts';
import type { Resource } from '../../resources/defineResource.ts';
import { AUTHOR_TYPE, CONTENT_TYPE, WEEKDAY } from '../../resources/enums.ts';
import { headlineCategories } from '../../resources/headlineCategory.ts';
import { headlineTags } from '../../resources/headlineTag.ts';
import { headlineTypes } from '../../resources/headlineType.ts';
import { RESOURCES } from '../../resources/index.ts';
import { programs } from '../../resources/program.ts';
import { signatures } from '../../resources/signature.ts';
import { sources } from '../../resources/source.ts';
import type { Db } from '../db/client.ts';
import { categoriesTable } from '../engine/resourceTables.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { systemContext } from '../engine/systemActor.ts';
import type { DemoImages } from './demoImages.ts';
import { seedContentDemo } from './seedContentDemo.ts';

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

/** An author's drawn photo, cut as the author declaration asks. */
const photo = (images: DemoImages, linkName: string, fullName: string) =>
  images.image(`author-${linkName}`, fullName, { width: 1200, height: 1200 }, [
    { type: 'square', width: 600, height: 600 },
    { type: 'horizontal', width: 1200, height: 675 },
  ]);

const named = (names: string[]) => names.map((name) => ({ name, isApproved: true }));

/**
 * The editorial settings of a demo site, written once when the site has no category yet, through
 * the engine's save (checked, derived by the hooks, audited) as the system: categories (two
 * levels, one unapproved; the hook sets each one's hierarchy), authors (the hook sets their full
 * name), signatures, sources, cartoonists, a program, the headline settings and a content of
 * every type (seedContentDemo.ts). An administrator's later edits are never overwritten.
 */
export async function seedEditorialDemo(db: Db, siteId: number, images: DemoImages): Promise<void> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(categoriesTable).where(eq(categoriesTable.siteId, siteId));
  if (count > 0) return;
  const context = systemContext(db, siteId);
  const save = async (resource: Resource, input: Record<string, unknown>) => String((await saveRecord(resource, input, context, RESOURCES)).id);
  const saveAll = async (resource: Resource, inputs: Record<string, unknown>[]) => {
    const ids: string[] = [];
    for (const input of inputs) ids.push(await save(resource, input));
    return ids;
  };

  const mainIds: Record<string, string> = {};
  for (const [order, category] of CATEGORIES.entries()) {
    const mainId = await save(categories, {
      name: category.name,
      displayName: category.name,
      linkName: category.linkName,
      contentTypes: ALL_TYPES,
      color: category.color,
      order: order + 1,
      options: { isSportsEnabled: category.linkName === 'spor' },
      isApproved: category.approved ?? true,
    });
    mainIds[category.linkName] = mainId;
    for (const [subOrder, [name, linkName]] of (category.subs ?? []).entries()) {
      await save(categories, {
        name,
        displayName: name,
        linkName,
        parentId: mainId,
        contentTypes: [type('news'), type('video')],
        order: subOrder + 1,
        options: { isSportsEnabled: category.linkName === 'spor' },
        isApproved: true,
      });
    }
  }

  const authorInputs = [
    { name: 'Selin', surname: 'Aydın', linkName: 'selin-aydin', authorType: authorType('opinion'), email: 'selin.aydin@newsroom.example', twitter: 'selinaydin', order: 1, isApproved: true },
    { name: 'Murat', surname: 'Kaya', linkName: 'murat-kaya', authorType: authorType('newspaper'), email: 'murat.kaya@newsroom.example', order: 2, isApproved: true },
    { name: 'Elif', surname: 'Demir', linkName: 'elif-demir', authorType: authorType('internet'), order: 3, isApproved: false },
  ];
  const authorIds: string[] = [];
  for (const author of authorInputs) {
    authorIds.push(await save(authors, { ...author, profilePhoto: await photo(images, author.linkName, `${author.name} ${author.surname}`) }));
  }
  const [authorId] = authorIds;
  const [signatureId] = await saveAll(signatures, named(['Haber Merkezi', 'Ankara Bürosu', 'Spor Servisi']));
  const [sourceId] = await saveAll(sources, named(['Anadolu Ajansı', 'DHA', 'Reuters', 'AFP']));
  const [cartoonistId] = await saveAll(cartoonists, named(['Cem Çizer']));
  const programId = await save(programs, {
    name: 'Akşam Bülteni',
    slots: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day: weekday(day), start: '19:00', end: '20:00' })),
    isApproved: true,
  });
  await saveAll(headlineTags, named(['Son Dakika', 'Özel Haber', 'Canlı']));
  const homepage = await save(headlineCategories, { name: 'Ana Sayfa', isApproved: true });
  await saveAll(headlineTypes, [
    { name: 'Manşet', categoryId: homepage, isApproved: true, itemCount: 8, coverCropWidth: 1200, coverCropHeight: 675 },
    { name: 'Sürmanşet', categoryId: homepage, isApproved: true, itemCount: 4, supportedContentTypes: [type('news'), type('video')] },
  ]);
  await seedContentDemo(context, {
    categories: { gundem: mainIds.gundem, ekonomi: mainIds.ekonomi, spor: mainIds.spor, dunya: mainIds.dunya, teknoloji: mainIds.teknoloji },
    authorId,
    cartoonistId,
    programId,
    sourceId,
    signatureId,
  }, images);
}

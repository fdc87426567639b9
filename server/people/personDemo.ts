/**
 * The demo's people: three made-up public figures on each demo site, each with a drawn profile photo
 * (a historic figure with a date of death and a burial place, a living married writer, a divorced
 * athlete), written through the engine as the system (checked, full and link names made, audited),
 * and the newest demo content of the site is linked to the first of them (in place: a content's save
 * needs an editor holding its edit permit). Once per site: a site
 * with any person is left as its editors keep it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ImageData } from '../../resources/fields.ts';
import { RESOURCES } from '../../resources/index.ts';
import { people } from '../../resources/person.ts';
import { slugOf } from '../../resources/turkishText.ts';
import type { Db } from '../db/client.ts';
import { contentsTable, peopleTable } from '../engine/resourceTables.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { systemContext } from '../engine/systemActor.ts';
import type { DemoImages } from '../seed/demoImages.ts';

export const DEMO_PEOPLE = [
  {
    name: 'Halil Rıfat',
    surname: 'Erdemoğlu',
    job: 'Mimar',
    nationality: 'Türk',
    birthDate: '1871-03-12',
    deathDate: '1938-11-02',
    burialPlace: 'İstanbul, Zincirlikuyu',
    maritalStatus: 2,
    marriageDate: '1899-05-20',
    children: ['Nermin Erdemoğlu', 'Sabri Erdemoğlu'],
    books: ['Taş ve Işık'],
    about: 'Cumhuriyetin ilk yıllarının kamu yapılarını tasarlayan mimar.',
  },
  {
    name: 'Ayşe Nur',
    surname: 'Karaca',
    job: 'Yazar',
    nationality: 'Türk',
    birthDate: '1968-09-04',
    maritalStatus: 2,
    marriageDate: '1995-06-17',
    education: 'Ankara Üniversitesi, Dil ve Tarih-Coğrafya Fakültesi',
    awards: ['Orhan Kemal Roman Ödülü'],
    books: ['Kıyıdaki Ev', 'Sonbahar Defteri'],
  },
  {
    name: 'Deniz',
    surname: 'Aksoylu',
    job: 'Milli yüzücü',
    nationality: 'Türk',
    birthDate: '1990-01-23',
    maritalStatus: 3,
    marriageDate: '2015-08-08',
    divorceDate: '2021-02-14',
    awards: ['Avrupa Şampiyonası bronz madalya'],
  },
] as const;

const PROFILE_SIZE = { width: 600, height: 600 };

export async function seedPeopleDemo(db: Db, siteIds: readonly number[], images: DemoImages): Promise<void> {
  // One photo per person, drawn and stored once, whatever the number of sites.
  const photos = new Map<string, Promise<ImageData>>();
  const photoOf = (fullName: string) => {
    if (!photos.has(fullName)) photos.set(fullName, images.image(`person-${slugOf(fullName)}`, fullName, PROFILE_SIZE, people.fields.profilePhoto.kind === 'image' ? people.fields.profilePhoto.crops : undefined));
    return photos.get(fullName)!;
  };
  for (const siteId of siteIds) {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(peopleTable).where(eq(peopleTable.siteId!, siteId));
    if (count > 0) continue;
    const context = systemContext(db, siteId);
    const saved = [];
    for (const person of DEMO_PEOPLE) {
      const profilePhoto = await photoOf(`${person.name} ${person.surname}`);
      saved.push(await saveRecord(people, { ...person, profilePhoto, isApproved: true }, context, RESOURCES));
    }
    // The newest content about nobody yet is about the historic figure.
    const [content] = await db
      .select({ id: contentsTable.id })
      .from(contentsTable)
      .where(and(eq(contentsTable.siteId, siteId), sql`cardinality(coalesce(${contentsTable.personIds}, '{}')) = 0`))
      .orderBy(desc(contentsTable.id))
      .limit(1);
    // Written in place: a content's save needs an editor holding its edit permit, which the system is not.
    if (content && saved[0]) await db.update(contentsTable).set({ personIds: [Number(saved[0].id)] }).where(eq(contentsTable.id, content.id));
  }
}

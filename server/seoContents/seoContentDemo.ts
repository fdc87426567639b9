/**
 * The demo's SEO contents: on each demo site, a few subject titles of each kind (main ones with
 * their sub titles) and two items of each kind in Turkish (two well-known hadiths with their
 * number, collection, narrator and book, two dream interpretations, two duas from the Qur'an with
 * their Arabic words, two fatwas with their questions). Written through the engine as the system
 * (checked, link names made, audited), once: a site with any subject title is left as its editors keep it.
 */
import { eq, sql } from 'drizzle-orm';
import { RESOURCES } from '../../resources/index.ts';
import { subjectTitles } from '../../resources/subjectTitle.ts';
import type { Db } from '../db/client.ts';
import { subjectTitlesTable } from '../engine/resourceTables.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { systemContext } from '../engine/systemActor.ts';
import type { SeoContentKind } from '../../resources/seoContentFields.ts';
import { SEO_KINDS } from './seoContentKinds.ts';

interface DemoItem extends Record<string, unknown> {
  title: string;
  /** The main subject's name and the sub title's under it. */
  subjects: [string, string];
  text: string;
}

/** Per kind: main titles with their sub titles, then the items. */
export const SEO_DEMO: Record<SeoContentKind, { titles: Record<string, string[]>; items: DemoItem[] }> = {
  hadith: {
    titles: { İbadetler: ['Niyet', 'Namaz'], Ahlâk: ['Dil ve Söz', 'Komşuluk'] },
    items: [
      {
        title: 'Ameller niyetlere göredir',
        subjects: ['İbadetler', 'Niyet'],
        number: 1,
        source: 'Buhârî',
        narrator: 'Hz. Ömer',
        book: "Bed'ü'l-vahy",
        text: '<p>«Ameller ancak niyetlere göredir. Herkese ancak niyet ettiği şey vardır. Kimin hicreti dünyaya ulaşmak ya da evleneceği bir kadına kavuşmak için ise, onun hicreti de hicret ettiği şeye göredir.»</p>',
      },
      {
        title: 'Müslüman, elinden ve dilinden emin olunan kimsedir',
        subjects: ['Ahlâk', 'Dil ve Söz'],
        number: 10,
        source: 'Buhârî',
        narrator: 'Abdullah b. Amr',
        book: 'Îmân',
        text: '<p>«Müslüman, Müslümanların elinden ve dilinden emin olduğu kimsedir. Muhacir de Allah’ın yasakladıklarını terk edendir.»</p>',
      },
    ],
  },
  dreamInterpretation: {
    titles: { Doğa: ['Su', 'Hayvanlar'], 'Ev ve Eşya': ['Ev'] },
    items: [
      {
        title: 'Rüyada su görmek',
        subjects: ['Doğa', 'Su'],
        text: '<p>Rüyada berrak su görmek bereket, huzur ve helal kazanca yorumlanır. Bulanık su ise kısa süren sıkıntılara ve dikkat edilmesi gereken işlere işaret sayılır.</p>',
      },
      {
        title: 'Rüyada ev görmek',
        subjects: ['Ev ve Eşya', 'Ev'],
        text: '<p>Rüyada ferah ve aydınlık bir ev görmek aile içinde huzura, yeni bir ev görmek ise hayatta başlayacak yeni bir döneme yorumlanır.</p>',
      },
    ],
  },
  dua: {
    titles: { "Kur'an'dan Dualar": ['Rabbenâ Duaları', 'Peygamberlerin Duaları'], 'Günlük Dualar': ['Sabah ve Akşam'] },
    items: [
      {
        title: 'Rabbenâ âtinâ duası',
        subjects: ["Kur'an'dan Dualar", 'Rabbenâ Duaları'],
        arabicText: 'رَبَّنَا آتِنَا فِي الدُّنْيَا حَسَنَةً وَفِي الْآخِرَةِ حَسَنَةً وَقِنَا عَذَابَ النَّارِ',
        text: '<p>«Rabbimiz! Bize dünyada iyilik ver, ahirette de iyilik ver ve bizi ateş azabından koru.» (Bakara, 2/201)</p>',
      },
      {
        title: 'Rabbi’şrah duası',
        subjects: ["Kur'an'dan Dualar", 'Peygamberlerin Duaları'],
        arabicText: 'رَبِّ اشْرَحْ لِي صَدْرِي وَيَسِّرْ لِي أَمْرِي وَاحْلُلْ عُقْدَةً مِنْ لِسَانِي يَفْقَهُوا قَوْلِي',
        text: '<p>Hz. Mûsâ’nın duası: «Rabbim! Göğsümü genişlet, işimi kolaylaştır, dilimdeki düğümü çöz ki sözümü anlasınlar.» (Tâhâ, 20/25-28)</p>',
      },
    ],
  },
  fatwa: {
    titles: { Oruç: ['Orucu Bozan Durumlar'], Namaz: ['Yolculukta Namaz'] },
    items: [
      {
        title: 'Unutarak yiyip içmek orucu bozar mı?',
        subjects: ['Oruç', 'Orucu Bozan Durumlar'],
        question: 'Oruçlu olduğumu unutarak bir şeyler yiyip içtim. Orucum bozuldu mu?',
        text: '<p>Oruçlu olduğunu unutarak yiyen ya da içen kişinin orucu bozulmaz. Hatırladığı anda yemeyi bırakır ve orucunu tamamlar; kaza ya da kefaret gerekmez.</p>',
      },
      {
        title: 'Yolculukta namaz nasıl kılınır?',
        subjects: ['Namaz', 'Yolculukta Namaz'],
        question: 'Uzun bir yolculuğa çıkacağım. Yolculuk sırasında farz namazları nasıl kılmalıyım?',
        text: '<p>Seferî sayılan yolcu, dört rekâtlı farz namazları iki rekât olarak kılar; sabah ve akşam namazlarının farzları ile vitir namazı değişmez.</p>',
      },
    ],
  },
};

export async function seedSeoContentDemo(db: Db, siteIds: readonly number[]): Promise<void> {
  for (const siteId of siteIds) {
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(subjectTitlesTable).where(eq(subjectTitlesTable.siteId!, siteId));
    if (count > 0) continue;
    const context = systemContext(db, siteId);
    for (const kind of SEO_KINDS) {
      const { titles, items } = SEO_DEMO[kind.kind];
      const ids = new Map<string, string>();
      const add = async (name: string, parent?: string) => {
        const row = await saveRecord(subjectTitles, { kind: kind.value, name, parentId: parent ? ids.get(parent) : null, isApproved: true }, context, RESOURCES);
        ids.set(name, String(row.id));
      };
      for (const [main, subs] of Object.entries(titles)) {
        await add(main);
        for (const sub of subs) await add(sub, main);
      }
      for (const { subjects: [main, sub], ...item } of items) {
        await saveRecord(kind.resource, { ...item, mainSubjectId: ids.get(main), subjectId: ids.get(sub), isApproved: true }, context, RESOURCES);
      }
    }
  }
}

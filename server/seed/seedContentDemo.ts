/**
 * Demo content of every type on a demo site, saved through the engine as the system like the other
 * demo records (checked, derived by the hooks, audited), each on behalf of a demo editor in turn
 * (who wrote it, as the content list's editor column shows): most approved and published, one
 * scheduled for tomorrow (its publish job waits in the queue), one unapproved. Covers (with their
 * crops) and gallery pictures are drawn, and the video and the announcement's PDF read from
 * server/seed/files/ (scripts/makeSeedMedia.ts), all stored as uploads are (demoImages.ts).
 */
import { inArray } from 'drizzle-orm';
import { CONTENT_COVER_CROPS, contents } from '../../resources/content.ts';
import { typeValues, type ContentTypeKey } from '../../resources/contentTypes.ts';
import { RESOURCES } from '../../resources/index.ts';
import type { RequestContext } from '../context.ts';
import type { ImageData } from '../../resources/fields.ts';
import { users } from '../db/schema.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { onBehalfOf } from '../engine/systemActor.ts';
import type { DemoImages } from './demoImages.ts';
import demoMedia from './files/demoMedia.json' with { type: 'json' };

/** The records the demo content refers to, by the demo's names. */
export interface DemoContentReferences {
  categories: Record<'gundem' | 'ekonomi' | 'spor' | 'dunya' | 'teknoloji', string>;
  authorId: string;
  cartoonistId: string;
  programId: string;
  sourceId: string;
  signatureId: string;
}

const HOUR = 3600 * 1000;
const APPROVED = 1;
const UNAPPROVED = 2;

const COVER_SIZE = { width: 1600, height: 900 };
const GALLERY_SIZE = { width: 1600, height: 1067 };
const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

interface DemoItem {
  type: ContentTypeKey;
  slug: string;
  title: string;
  spot?: string;
  /** Hours ago it was written (negative: a publish date ahead). */
  hoursAgo: number;
  status?: number;
  scheduled?: boolean;
  /** Gallery pictures: a key and its caption. */
  gallery?: [string, string][];
  fields: (references: DemoContentReferences, cover: ImageData, files: DemoFiles) => Record<string, unknown>;
}

/** The committed demo files, stored: the video (with its length) and the announcement's PDF. */
interface DemoFiles {
  video: { path: string; width: number | null; height: number | null; duration: number };
  announcementPdf: string;
}

const ITEMS: DemoItem[] = [
  {
    type: 'news',
    slug: 'merkez-bankasi-faiz-karari',
    title: 'Merkez Bankası politika faizini yüzde 42,5’te sabit tuttu',
    spot: 'Para Politikası Kurulu, enflasyondaki düşüş eğilimine rağmen sıkı duruşun süreceğini vurguladı.',
    hoursAgo: 2,
    fields: ({ categories, sourceId, signatureId }) => ({
      categoryId: categories.ekonomi,
      sourceId,
      signatureId,
      tags: ['Merkez Bankası', 'faiz', 'enflasyon'],
      text: paragraphs(
        'Türkiye Cumhuriyet Merkez Bankası Para Politikası Kurulu, bugünkü toplantısında politika faizini değiştirmedi.',
        'Kurul açıklamasında, aylık enflasyonun ana eğiliminde belirgin bir düşüş görüldüğü, ancak fiyat istikrarı sağlanana kadar sıkı para politikasının sürdürüleceği belirtildi.',
        'Ekonomistler, ilk faiz indiriminin yılın son çeyreğinde gelebileceğini öngörüyor.',
      ),
      isNewsWorthy: true,
      showInHomepage: true,
    }),
  },
  {
    type: 'news',
    slug: 'istanbul-saganak-uyarisi',
    title: 'İstanbul için sağanak uyarısı: AKOM saat verdi',
    spot: 'Afet Koordinasyon Merkezi, akşam saatlerinden itibaren kuvvetli yağış ve yer yer dolu beklendiğini duyurdu.',
    hoursAgo: 4,
    fields: ({ categories, signatureId }) => ({
      categoryId: categories.gundem,
      signatureId,
      tags: ['İstanbul', 'hava durumu', 'AKOM'],
      text: paragraphs(
        'AKOM’dan yapılan açıklamaya göre yağışların saat 18.00’den itibaren Avrupa Yakası’nda etkili olması bekleniyor.',
        'Vatandaşların su baskını ve ani sel riskine karşı dikkatli olmaları istendi.',
      ),
      incident: 'İstanbul sağanak yağış',
    }),
  },
  {
    type: 'news',
    slug: 'egitim-takvimi',
    title: 'Yeni eğitim-öğretim yılı takvimi yarın açıklanıyor',
    spot: 'Millî Eğitim Bakanlığı, okulların açılış ve ara tatil tarihlerini yarın saat 10.00’da duyuracak.',
    hoursAgo: -20,
    scheduled: true,
    fields: ({ categories, signatureId }) => ({
      categoryId: categories.gundem,
      signatureId,
      tags: ['eğitim', 'okullar'],
      text: paragraphs('Bakanlıktan yapılan açıklamada, takvimin tüm illerde aynı anda uygulanacağı belirtildi.'),
    }),
  },
  {
    type: 'news',
    slug: 'ulasim-zammi',
    title: 'Belediye meclisi toplu ulaşım zammını görüşecek',
    spot: 'Ulaşım Koordinasyon Merkezi’nin önerisi gelecek hafta meclis gündemine gelecek.',
    hoursAgo: 1,
    status: UNAPPROVED,
    fields: ({ categories }) => ({
      categoryId: categories.gundem,
      tags: ['ulaşım', 'belediye'],
      text: paragraphs('Öneriye göre tam bilet ücretinde yüzde 25 artış planlanıyor; öğrenci biletleri artıştan muaf tutulacak.'),
    }),
  },
  {
    type: 'video',
    slug: 'derbi-son-antrenman',
    title: 'Derbi öncesi son antrenman: Teknik direktörden kadro sinyali',
    spot: 'Hafta sonu oynanacak derbi öncesi takım son çalışmasını taraftarlara açık yaptı.',
    hoursAgo: 6,
    fields: ({ categories, programId }, cover, { video }) => ({
      categoryId: categories.spor,
      programId,
      tags: ['derbi', 'futbol'],
      text: paragraphs('Antrenmanın ilk bölümü basına açık yapıldı; sakatlığı süren iki oyuncu bireysel çalıştı.'),
      coverVideo: { ...video, caption: 'Son antrenmandan görüntüler', posterPath: cover.path },
      series: 'Derbi Günlüğü',
    }),
  },
  {
    type: 'photoGallery',
    slug: 'kapadokya-balon-festivali',
    title: 'Kapadokya’da balon festivali renkli görüntülere sahne oldu',
    spot: 'Üç gün süren festivalde yüzlerce sıcak hava balonu gün doğumunda havalandı.',
    hoursAgo: 9,
    gallery: [
      ['balon-1', 'Göreme vadisi üzerinde gün doğumu'],
      ['balon-2', 'Peribacaları arasında alçak uçuş'],
      ['balon-3', 'Festival alanında gece gösterisi'],
    ],
    fields: ({ categories }) => ({
      categoryId: categories.gundem,
      tags: ['Kapadokya', 'festival', 'turizm'],
      text: paragraphs('Festivale yurt içinden ve yurt dışından on binlerce ziyaretçi katıldı.'),
    }),
  },
  {
    type: 'column',
    slug: 'enflasyonla-mucadelede-ikinci-perde',
    title: 'Enflasyonla mücadelede ikinci perde',
    spot: 'Faiz artık tek başına yetmiyor; sıra arz tarafındaki yapısal adımlarda.',
    hoursAgo: 12,
    fields: ({ categories, authorId }) => ({
      categoryId: categories.ekonomi,
      authorId,
      tags: ['ekonomi', 'enflasyon'],
      text: paragraphs(
        'Para politikasının enflasyonu düşürmedeki rolü tartışılmaz; ancak gıda ve enerji fiyatlarındaki kırılganlık, yalnızca talep tarafıyla çözülemeyecek kadar derin.',
        'Önümüzdeki dönemin asıl sınavı, tarımda verimlilik ve enerjide yerli kaynak payının artırılması olacak.',
      ),
    }),
  },
  {
    type: 'cartoon',
    slug: 'haftanin-karikaturu-trafik',
    title: 'Haftanın karikatürü: Köprüde bayram trafiği',
    hoursAgo: 20,
    fields: ({ categories, cartoonistId }) => ({ categoryId: categories.gundem, cartoonistId, tags: ['karikatür'] }),
  },
  {
    type: 'infographic',
    slug: 'rakamlarla-butce',
    title: 'Rakamlarla 2027 yılı bütçesi',
    spot: 'Bütçede en büyük pay eğitim ve sağlığa ayrıldı; faiz giderleri ise yüzde 18 arttı.',
    hoursAgo: 26,
    gallery: [['butce-infografik', 'Bakanlıklara göre bütçe payları']],
    fields: ({ categories, sourceId }) => ({
      categoryId: categories.ekonomi,
      sourceId,
      tags: ['bütçe', 'infografik'],
    }),
  },
  {
    type: 'promotion',
    slug: 'dijital-abonelik-kampanyasi',
    title: 'Yaz kampanyası: Dijital aboneliğe yüzde 50 indirim',
    spot: 'Tüm haberlere reklamsız erişim ve e-gazete, ilk üç ay yarı fiyatına.',
    hoursAgo: 30,
    fields: ({ categories }) => ({
      categoryId: categories.teknoloji,
      promotionType: 1,
      externalLink: 'https://abonelik.example.com/yaz-kampanyasi',
      externalLinkRel: 'nofollow',
      startDate: new Date(Date.now() - 2 * 24 * HOUR).toISOString(),
      endDate: new Date(Date.now() + 28 * 24 * HOUR).toISOString(),
    }),
  },
  {
    type: 'podcast',
    slug: 'gundem-ozeti-12',
    title: 'Gündem Özeti, 12. bölüm: Haftanın öne çıkanları',
    spot: 'Ekonomiden spora, haftanın en çok konuşulan başlıkları yirmi dakikada.',
    hoursAgo: 34,
    fields: ({ categories }) => ({
      categoryId: categories.gundem,
      podcastEmbed: '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/100000012"></iframe>',
      series: 'Gündem Özeti',
      podcastSeason: 1,
      podcastEpisode: 12,
    }),
  },
  {
    type: 'officialAnnouncement',
    slug: 'kamulastirma-ilani',
    title: 'Kamulaştırma ilanı: Çevre yolu güzergâhındaki taşınmazlar',
    spot: 'Karayolları Genel Müdürlüğü, proje kapsamındaki taşınmazlar için ilan yayımladı.',
    hoursAgo: 40,
    fields: ({ categories }, _cover, { announcementPdf }) => ({
      categoryId: categories.gundem,
      announcementNumber: 'ILN2026000123',
      announcementOrder: 1,
      text: paragraphs('Taşınmaz malikleri, ilan tarihinden itibaren otuz gün içinde bölge müdürlüğüne başvurabilir.'),
      pdfs: [{ path: announcementPdf, name: 'İlan metni' }],
    }),
  },
];

/** The demo accounts that write the demo's contents, in turn (the list's editor column names them). */
const WRITERS = ['editor@newsroom.example', 'chief@newsroom.example', 'reporter@newsroom.example'];

async function demoWriters(context: RequestContext): Promise<RequestContext[]> {
  const rows = await context.db.select({ id: users.id, name: users.name, username: users.username, email: users.email }).from(users).where(inArray(users.email, WRITERS));
  return WRITERS.flatMap((email) => rows.filter((row) => row.email === email)).map((row) => onBehalfOf(context, row));
}

export async function seedContentDemo(context: RequestContext, references: DemoContentReferences, images: DemoImages, now = new Date()): Promise<void> {
  const video = await images.file(demoMedia.video.file);
  const files: DemoFiles = {
    video: { path: video.relativePath, width: video.width, height: video.height, duration: demoMedia.video.durationSeconds },
    announcementPdf: (await images.file(demoMedia.announcement.file)).relativePath,
  };
  const writers = await demoWriters(context);
  for (const [index, item] of ITEMS.entries()) {
    const at = new Date(now.getTime() - item.hoursAgo * HOUR).toISOString();
    const cover = await images.image(item.slug, item.title, COVER_SIZE, CONTENT_COVER_CROPS);
    const gallery = [];
    for (const [key, caption] of item.gallery ?? []) gallery.push({ image: { ...(await images.image(key, caption, GALLERY_SIZE)), text: caption }, caption });
    const input = {
      type: typeValues(item.type)[0],
      status: item.status ?? APPROVED,
      title: item.title,
      spot: item.spot ?? null,
      coverImages: [{ image: { ...cover, text: item.title }, isSelected: true }],
      ...(gallery.length > 0 ? { images: gallery } : {}),
      contentDate: item.scheduled ? now.toISOString() : at,
      publishDate: at,
      seoUrlTitle: item.slug,
      ...item.fields(references, cover, files),
    };
    await saveRecord(contents, input, writers.length > 0 ? writers[index % writers.length]! : context, RESOURCES);
  }
}

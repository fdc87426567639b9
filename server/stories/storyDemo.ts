/**
 * The demo's stories and reels on each demo site, so a fresh start shows full boards and a filled
 * delivery API: four stories (one pinned, an advertisement of no category, one waiting for tomorrow,
 * the pinned one ending on a video frame) with drawn portrait pictures, and two reels of the content demo's video
 * (their save queues it for the site, so the queue makes its renditions and poster). Saved through
 * the engine as the system (checked, audited, state and order computed by the board's save), once
 * per board and site: a site whose story or reel board was ever written is left as its editors keep it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { RESOURCES } from '../../resources/index.ts';
import { reels } from '../../resources/reel.ts';
import { stories } from '../../resources/story.ts';
import type { Db } from '../db/client.ts';
import { everWrittenOnSite } from '../engine/auditLog.ts';
import { categoriesTable } from '../engine/resourceTables.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { systemContext } from '../engine/systemActor.ts';
import type { DemoImages } from '../seed/demoImages.ts';
import { moveOnBoard } from './boardMoves.ts';
import { BOARDS } from './boards.ts';
import demoMedia from '../seed/files/demoMedia.json' with { type: 'json' };

const HOUR = 3_600_000;
const PORTRAIT = { width: 720, height: 1280 };
const NORMAL = 1;
const ADVERTISEMENT = 2;

interface DemoFrame {
  /** A drawn picture's key and caption; none: the demo video. */
  picture?: [string, string];
  text: string;
  externalLink?: string;
  duration?: number;
}

interface DemoStory {
  title: string;
  type: number;
  /** A demo category's name; none: every category. */
  category?: string;
  /** Hours ago it was published (negative: ahead, pending). */
  hoursAgo: number;
  pinned?: boolean;
  frames: DemoFrame[];
}

/** Saved in this order: each published one goes on top of the unpinned ones, so the last saved shows first after the pinned. */
export const DEMO_STORIES: readonly DemoStory[] = [
  {
    title: 'Piyasalarda gün',
    type: NORMAL,
    category: 'Ekonomi',
    hoursAgo: 6,
    frames: [
      { picture: ['story-piyasa-borsa', 'Borsa güne yükselişle başladı'], text: 'Borsa İstanbul güne yükselişle başladı.', duration: 5 },
      { picture: ['story-piyasa-doviz', 'Dolar ve avroda son durum'], text: 'Dolar ve avroda günün son durumu.', externalLink: 'https://www.example.com/ekonomi' },
    ],
  },
  {
    title: 'Bayram kampanyası',
    type: ADVERTISEMENT,
    hoursAgo: 4,
    frames: [
      { picture: ['story-kampanya-1', 'Bayrama özel yüzde 30 indirim'], text: 'Bayrama özel yüzde 30 indirim.', externalLink: 'https://www.example.com/kampanya' },
      { picture: ['story-kampanya-2', 'Kampanya pazar gününe kadar'], text: 'Kampanya pazar gününe kadar sürüyor.', externalLink: 'https://www.example.com/kampanya' },
    ],
  },
  {
    title: 'Derbi heyecanı',
    type: NORMAL,
    category: 'Spor',
    hoursAgo: 2,
    pinned: true,
    frames: [
      { picture: ['story-derbi-1', 'Derbi günü geldi'], text: 'Derbi günü geldi: iki takım da eksiksiz.' },
      { picture: ['story-derbi-2', 'Tribünler doldu'], text: 'Tribünler maçtan üç saat önce doldu.', duration: 6 },
      { picture: ['story-derbi-3', 'İlk 11’ler açıklandı'], text: 'İlk 11’ler açıklandı.', externalLink: 'https://www.example.com/spor/derbi' },
      { text: 'Son antrenmandan görüntüler.' },
    ],
  },
  {
    title: 'Yarın: seçim özel',
    type: NORMAL,
    category: 'Gündem',
    hoursAgo: -24,
    frames: [{ picture: ['story-secim-ozel', 'Seçim gecesi canlı yayında'], text: 'Seçim gecesi sonuçlar canlı yayında.' }],
  },
];

interface DemoReel {
  title: string;
  type: number;
  category?: string;
  hoursAgo: number;
  text: string;
  externalLink: string;
}

export const DEMO_REELS: readonly DemoReel[] = [
  { title: 'Derbi öncesi son antrenman', type: NORMAL, category: 'Spor', hoursAgo: 5, text: 'Takım derbi öncesi son antrenmanını yaptı.', externalLink: '/spor' },
  { title: 'Antrenmandan kareler', type: NORMAL, hoursAgo: 1, text: 'Son antrenmanın en güzel anları.', externalLink: 'https://www.example.com/spor' },
];

async function categoryIds(db: Db, siteId: number): Promise<Map<string, string>> {
  const names = [...new Set([...DEMO_STORIES, ...DEMO_REELS].flatMap((item) => (item.category ? [item.category] : [])))];
  const rows = await db
    .select({ id: categoriesTable.id!, name: categoriesTable.name! })
    .from(categoriesTable)
    .where(and(eq(categoriesTable.siteId!, siteId), inArray(categoriesTable.name!, names)));
  return new Map(rows.map((row) => [String(row.name), String(row.id)]));
}

export async function seedStoryDemo(db: Db, siteIds: readonly number[], images: DemoImages, now = new Date()): Promise<void> {
  const video = await images.file(demoMedia.video.file);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  for (const siteId of siteIds) {
    const context = systemContext(db, siteId);
    const categories = await categoryIds(db, siteId);
    const inCategory = (name: string | undefined) => (name && categories.has(name) ? [categories.get(name)!] : []);
    if (!(await everWrittenOnSite(db, stories.name, siteId))) {
      for (const story of DEMO_STORIES) {
        const frames = [];
        for (const frame of story.frames) {
          const image = frame.picture ? (await images.image(frame.picture[0], frame.picture[1], PORTRAIT)).path : null;
          frames.push({ image, video: image ? null : video.relativePath, duration: frame.duration ?? null, text: frame.text, externalLink: frame.externalLink ?? null });
        }
        const saved = await saveRecord(stories, { title: story.title, type: story.type, categoryIds: inCategory(story.category), publishDate: at(story.hoursAgo), frames }, context, RESOURCES);
        if (story.pinned) await moveOnBoard(BOARDS.stories, context, String(saved.id), { pinned: true });
      }
    }
    if (!(await everWrittenOnSite(db, reels.name, siteId))) {
      for (const reel of DEMO_REELS) {
        const input = {
          title: reel.title,
          type: reel.type,
          categoryIds: inCategory(reel.category),
          publishDate: at(reel.hoursAgo),
          video: { path: video.relativePath, posterPath: null, duration: demoMedia.video.durationSeconds, width: video.width, height: video.height },
          text: reel.text,
          externalLink: reel.externalLink,
        };
        await saveRecord(reels, input, context, RESOURCES);
      }
    }
  }
}

import { typeValues } from '../../../../resources/contentTypes.ts';
import type { GetMediaItemQuery } from '../../../graphql/graphql.ts';

export type MediaItemSample = NonNullable<GetMediaItemQuery['mediaItem']>;

const CAPTIONS = ['Meclis genel kurulunda bütçe görüşmeleri', 'Boğaz köprüsünde gün batımı', 'Derbi öncesi stat', 'İstanbul’da yoğun kar yağışı', 'Çiftçiler hasatta', 'Işıklar söndü, şehir karanlıkta'];
const REPORTERS = ['Ayşe Yılmaz', 'Mehmet Demir', null];
const SOURCES = ['AA', 'DHA', 'Muhabirimiz'];
const [NEWS, VIDEO] = typeValues('news', 'video');

/**
 * `count` library files, newest first, one every 23 minutes back from 2026-11-20 10:00 UTC: every
 * fifth a video; the first used as a news cover and in a video's gallery, with two crops; every fourth without a caption.
 */
export function mediaLibrarySamples(count: number): MediaItemSample[] {
  const newest = Date.parse('2026-11-20T10:00:00Z');
  return Array.from({ length: count }, (_, index) => {
    const id = String(500 - index);
    const video = index % 5 === 4;
    const createdDate = new Date(newest - index * 23 * 60_000).toISOString();
    const usages =
      index === 0
        ? [
            { resource: 'contents', recordId: '1000', title: 'Bütçe görüşmeleri sürüyor', contentType: NEWS!, field: 'coverImages' },
            { resource: 'contents', recordId: '998', title: 'Meclisten kareler', contentType: VIDEO!, field: 'images' },
          ]
        : [];
    return {
      __typename: 'MediaItem' as const,
      id,
      version: 1,
      path: video ? `videos/2026/11/clip-${id}.mp4` : `images/2026/11/photo-${id}.jpg`,
      // Every sixth was stored before names were kept.
      name: index % 6 === 5 ? null : video ? `Klip ${index + 1}.mp4` : `Fotoğraf ${index + 1}.jpg`,
      mediaType: video ? 2 : 1,
      mimeType: video ? 'video/mp4' : 'image/jpeg',
      size: 850_000 + index * 37_001,
      width: video ? 1920 : 2400 - (index % 3) * 400,
      height: video ? 1080 : 1600,
      reporter: REPORTERS[index % REPORTERS.length] ?? null,
      source: SOURCES[index % SOURCES.length] ?? null,
      text: index % 4 === 3 ? null : `${CAPTIONS[index % CAPTIONS.length]} (${index + 1})`,
      createdDate,
      usageCount: usages.length,
      usages,
      crops:
        index === 0
          ? [
              { type: 'horizontal', path: `images/2026/11/photo-${id}-yatay.jpg`, width: 1200, height: 675 },
              { type: 'square', path: `images/2026/11/photo-${id}-kare.jpg`, width: 600, height: 600 },
            ]
          : [],
      cursor: `${Date.parse(createdDate) * 1000}.${id}`,
    };
  });
}

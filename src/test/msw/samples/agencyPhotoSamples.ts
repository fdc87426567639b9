import type { GetAgencyPhotosQuery, GetArchivePhotosQuery } from '../../../graphql/graphql.ts';

export type AgencyPhotoSample = GetAgencyPhotosQuery['agencyContents'][number] | GetArchivePhotosQuery['agencyArchives'][number];

const AGENCIES = ['Anadolu Ajansı', 'Reuters', 'AFP', 'Demirören Haber Ajansı'];
const SUBJECTS = ['Boğaz köprüsünde gün batımı', 'Meclis genel kurulu', 'Derbi maçından kareler', 'Kapalıçarşı esnafı', 'Hasat zamanı', 'Kar altında Erzurum', 'Limanda konteyner gemisi', 'Festival kalabalığı'];

/**
 * `count` agency or archive items as the photo picker's queries answer, newest first from a fixed
 * instant: every third has two images, every seventh one more whose file the ingest could not fetch.
 */
export function agencyPhotoSamples(count: number, tab: 'agency' | 'archive' = 'agency'): AgencyPhotoSample[] {
  const newest = Date.parse('2026-11-20T09:30:00Z');
  return Array.from({ length: count }, (_, index) => {
    const title = `${SUBJECTS[index % SUBJECTS.length]} ${index + 1}`;
    const image = (n: number) => ({
      path: `agency/${tab}/${index + 1}-${n}.jpg`,
      text: n === 1 ? `${title}: fotoğraf` : `${title}: ikinci kare`,
      width: 1920,
      height: n === 1 ? 1080 : 1280,
      fileSize: 1_300_000 + index * 7_001,
      missing: false,
      agencyImageId: `${tab}-${index + 1}-${n}`,
    });
    const item = {
      title,
      agency: { name: AGENCIES[index % AGENCIES.length]! },
      author: index % 2 === 0 ? 'Ayşe Yılmaz' : null,
      source: null,
      createdDate: new Date(newest - index * 17 * 60_000).toISOString(),
      images: [image(1), ...(index % 3 === 2 ? [image(2)] : []), ...(index % 7 === 6 ? [{ ...image(3), path: null, missing: true }] : [])],
      cursor: `${tab}:${index + 1}`,
    };
    return tab === 'agency' ? { ...item, agencyContentId: `urn:${tab}:${index + 1}` } : { ...item, id: String(index + 1) };
  });
}

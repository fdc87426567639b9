import type { AgencyPhotoRow, AgencyPhotoTab, AgencyPhotoTransport } from './agencyPhotoTransport.ts';

/** Stories and specs: an in-memory agency and archive, answering like the API (title search, keyset pages). */
export function createMemoryAgencyPhotoTransport(rows: Record<AgencyPhotoTab, readonly AgencyPhotoRow[]>): AgencyPhotoTransport {
  return {
    async list(tab, { filter, limit, firstCreatedDate, after }) {
      const words = filter.search?.toLocaleLowerCase('tr');
      const matching = rows[tab].filter(
        (row) => (!words || row.title.toLocaleLowerCase('tr').includes(words)) && (!firstCreatedDate || row.createdDate <= firstCreatedDate),
      );
      const start = after === undefined ? 0 : matching.findIndex((row) => row.cursor === after) + 1;
      return matching.slice(start, start + limit);
    },
    thumbnailUrl: sketchOf,
  };
}

const AGENCIES = ['Anadolu Ajansı', 'Reuters', 'AFP', 'Demirören Haber Ajansı'];
const SUBJECTS = ['Boğaz köprüsünde gün batımı', 'Meclis genel kurulu', 'Derbi maçından kareler', 'Kapalıçarşı esnafı', 'Hasat zamanı', 'Kar altında Erzurum', 'Limanda konteyner gemisi', 'Festival kalabalığı'];
const SKIES = ['#f4a261', '#90caf9', '#b39ddb', '#80cbc4', '#ffcc80', '#cfd8dc'];

/**
 * `count` items of a tab, newest first from a fixed instant: every third has two images, every
 * seventh one more whose file the ingest could not fetch (not offered).
 */
export function memoryAgencyPhotoRows(count: number, tab: AgencyPhotoTab = 'agency'): AgencyPhotoRow[] {
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
    return {
      key: `${tab}-${index + 1}`,
      title,
      agencyName: AGENCIES[index % AGENCIES.length],
      author: index % 2 === 0 ? 'Ayşe Yılmaz' : null,
      createdDate: new Date(newest - index * 17 * 60_000).toISOString(),
      images: [
        image(1),
        ...(index % 3 === 2 ? [image(2)] : []),
        ...(index % 7 === 6 ? [{ ...image(3), path: null, missing: true }] : []),
      ],
      cursor: `${tab}:${index + 1}`,
    };
  });
}

/** A drawn landscape per path, so the cards have something to show without a storage. */
function sketchOf(path: string): string {
  const hash = [...path].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const sky = SKIES[hash % SKIES.length];
  const sun = 40 + (hash % 220);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">` +
    `<rect width="300" height="200" fill="${sky}"/><circle cx="${sun}" cy="60" r="22" fill="#fff59d"/>` +
    `<path d="M0 200 L80 ${110 + (hash % 30)} L150 170 L220 ${100 + (hash % 40)} L300 160 L300 200 Z" fill="#546e7a"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

import { Readable } from 'node:stream';
import sharp from 'sharp';
import { UPLOAD_MEDIA_TYPE } from '../../resources/uploadRules.ts';
import type { UploadLimits } from '../config.ts';
import type { AgencyImageData } from '../db/agencyTables.ts';
import type { MediaFiles } from '../storage/mediaFiles.ts';
import type { StorageBackend } from '../storage/storageBackend.ts';
import { storeUpload } from '../storage/storeUpload.ts';

/** Sky, ground and sun colours of the demo pictures: drawn, so the demo needs no network and no licence. */
const SCENES: [string, string, string][] = [
  ['#87CEEB', '#3B7D3B', '#FFD54F'],
  ['#FF9E80', '#5D4037', '#FFF176'],
  ['#1A237E', '#263238', '#ECEFF1'],
  ['#B3E5FC', '#0277BD', '#FFFFFF'],
  ['#F8BBD0', '#6A1B9A', '#FFE082'],
  ['#CFD8DC', '#455A64', '#FFAB40'],
  ['#C5E1A5', '#33691E', '#FFEE58'],
  ['#FFE0B2', '#BF360C', '#FFF9C4'],
];

const CAPTIONS = ['Şehirden genel görünüm', 'Olay yerinden bir kare', 'Toplantıdan bir an', 'Kıyı şeridi', 'Akşam saatlerinde meydan', 'Sanayi bölgesi', 'Kırsal kesimde hasat', 'Gün batımında liman'];

function sceneSvg([sky, ground, sun]: [string, string, string], index: number): Buffer {
  const hills = Array.from({ length: 4 }, (_, hill) => {
    const x = ((index * 97 + hill * 331) % 1200) - 200;
    return `<ellipse cx="${x + 300}" cy="${760 - hill * 20}" rx="${260 + hill * 40}" ry="${150 + ((index + hill) % 3) * 40}" fill="${ground}" opacity="${0.55 + hill * 0.1}"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#sky)"/>
      <circle cx="${200 + ((index * 131) % 800)}" cy="${160 + ((index * 53) % 120)}" r="${70 + (index % 3) * 15}" fill="${sun}"/>
      ${hills}
      <rect y="700" width="1200" height="100" fill="${ground}"/>
    </svg>`,
  );
}

/**
 * The demo desk's pictures: drawn as JPEGs and stored through the upload path (sniffed, hashed,
 * deduplicated), so the desk, the archive and the photo picker show real images on a fresh start.
 * A picture that cannot be stored is left out.
 */
export async function storeDemoAgencyPhotos(backend: StorageBackend, media: MediaFiles, limits: UploadLimits): Promise<AgencyImageData[]> {
  const photos: AgencyImageData[] = [];
  for (const [index, scene] of SCENES.entries()) {
    const bytes = await sharp(sceneSvg(scene, index)).jpeg({ quality: 82 }).toBuffer();
    try {
      const stored = await storeUpload(backend, media, limits, {
        stream: Readable.from([bytes]),
        fileName: `demo-${index + 1}.jpg`,
        typeFlags: UPLOAD_MEDIA_TYPE.image,
        userId: null,
        siteId: null,
        signal: AbortSignal.timeout(10_000),
      });
      photos.push({
        path: stored.relativePath,
        text: CAPTIONS[index]!,
        agencyImageId: `urn:newsroom:demo:photo:${index + 1}`,
        width: stored.width ?? null,
        height: stored.height ?? null,
        fileSize: stored.size,
      });
    } catch {
      // The demo goes on without this picture.
    }
  }
  return photos;
}

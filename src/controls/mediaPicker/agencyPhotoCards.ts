import { imageInfoFromAgency } from './imageInfo.ts';
import type { PhotoCardData } from './PhotoCard.tsx';

/** What the picker reads of an agency or archive item with photos (the data provider's `getAgencyPhotos`). */
export interface AgencyPhotoRow {
  key: string;
  title: string;
  agencyName: string | null;
  author: string | null;
  createdDate: string;
  images: readonly { path?: string | null; missing?: boolean | null; text?: string | null; width?: number | null; height?: number | null; fileSize?: number | null }[];
}

/**
 * A card per stored image of each item, in the list's order. An image whose file the ingest could
 * not fetch (no path, or marked missing) has nothing to hand back and is left out.
 */
export function photoCardsOf(rows: readonly AgencyPhotoRow[]): PhotoCardData[] {
  return rows.flatMap((row) =>
    row.images.flatMap((image, index) => {
      if (!image.path || image.missing) return [];
      const caption = image.text?.trim() || row.title;
      const [width, height] = [image.width ?? null, image.height ?? null];
      return [
        {
          key: `${row.key}#${index}`,
          path: image.path,
          caption,
          credit: row.agencyName,
          createdDate: row.createdDate,
          width,
          height,
          fileSize: image.fileSize ?? null,
          info: imageInfoFromAgency({ path: image.path, width, height, text: caption }, row),
        },
      ];
    }),
  );
}

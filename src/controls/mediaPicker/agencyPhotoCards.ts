import { imageInfoFromAgency, type ImageInfo } from './imageInfo.ts';
import type { AgencyPhotoRow } from '../../workflows/agencyDesk/agencyMethods.ts';

/** One pickable image: a card of the agency photo picker. */
export interface AgencyPhotoCardData {
  key: string;
  path: string;
  caption: string;
  agencyName: string | null;
  createdDate: string;
  width: number | null;
  height: number | null;
  fileSize: number | null;
  info: ImageInfo;
}

/**
 * A card per stored image of each item, in the list's order. An image whose file the ingest could
 * not fetch (no path, or marked missing) has nothing to hand back and is left out.
 */
export function photoCardsOf(rows: readonly AgencyPhotoRow[]): AgencyPhotoCardData[] {
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
          agencyName: row.agencyName,
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

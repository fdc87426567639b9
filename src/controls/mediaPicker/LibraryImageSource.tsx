import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useKeysetList } from '../list/useKeysetList.ts';
import { AGENCY_PHOTO_PAGE_SIZE, AGENCY_PHOTO_SEARCH_DEBOUNCE_MS } from './agencyPhotoConstants.ts';
import { imageInfoFromLibrary, type ImageInfo } from './imageInfo.ts';
import type { PhotoCardData } from './PhotoCard.tsx';
import { PhotoCardGrid, useSearchWords } from './PhotoCardGrid.tsx';

/** What the picker reads of a library row (the data provider's `getMediaItems`). */
export interface LibraryPhotoRow {
  id: string;
  path: string;
  name?: string | null;
  text?: string | null;
  source?: string | null;
  reporter?: string | null;
  createdDate: string;
  width?: number | null;
  height?: number | null;
  size?: number | null;
}

/** A library image as a picker card: its caption, source and reporter as the credit. */
export function libraryPhotoCard(row: LibraryPhotoRow): PhotoCardData {
  return {
    key: row.id,
    path: row.path,
    caption: row.text?.trim() || row.name?.trim() || null,
    credit: [row.source, row.reporter].filter(Boolean).join(' · ') || null,
    createdDate: row.createdDate,
    width: row.width ?? null,
    height: row.height ?? null,
    fileSize: row.size ?? null,
    info: imageInfoFromLibrary(row),
  };
}

/**
 * The "from the library" source: the site's library images (no videos), newest first, searched
 * over caption, reporter and source; cards and paging as the agency source's.
 */
export function LibraryImageSource({ onPick }: { onPick: (image: ImageInfo) => void }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const search = useSearchWords(AGENCY_PHOTO_SEARCH_DEBOUNCE_MS);
  const { words } = search;
  const filter = { mediaType: [UPLOAD_MEDIA_TYPE.image], ...(words ? { search: words } : {}) };
  const list = useKeysetList(['libraryPhotos', filter], (page) => dataProvider.getMediaItems(filter, page), { limit: AGENCY_PHOTO_PAGE_SIZE });
  const cards = useMemo(() => list.rows.map(libraryPhotoCard), [list.rows]);
  return <PhotoCardGrid searchLabel={translate('media.picker.photos.searchLibrary')} search={search} cards={cards} list={list} onPick={onPick} />;
}

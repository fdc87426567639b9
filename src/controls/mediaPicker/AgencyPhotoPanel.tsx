import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useKeysetList } from '../list/useKeysetList.ts';
import { AGENCY_PHOTO_FILTER_TYPES, AGENCY_PHOTO_PAGE_SIZE, AGENCY_PHOTO_SEARCH_DEBOUNCE_MS, type AgencyPhotoTab } from './agencyPhotoConstants.ts';
import { photoCardsOf } from './agencyPhotoCards.ts';
import type { ImageInfo } from './imageInfo.ts';
import { PhotoCardGrid, useSearchWords } from './PhotoCardGrid.tsx';

export interface AgencyPhotoPanelProps {
  tab: AgencyPhotoTab;
  onPick: (image: ImageInfo) => void;
}

/** One tab of the agency photo picker: the search box over the tab's photo cards. */
export function AgencyPhotoPanel({ tab, onPick }: AgencyPhotoPanelProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const search = useSearchWords(AGENCY_PHOTO_SEARCH_DEBOUNCE_MS);
  const { words } = search;
  const filter = { contentTypes: AGENCY_PHOTO_FILTER_TYPES, ...(words ? { search: words } : {}) };
  const list = useKeysetList(['agencyPhotos', tab, filter], (page) => dataProvider.getAgencyPhotos(tab, filter, page), { limit: AGENCY_PHOTO_PAGE_SIZE });
  const cards = useMemo(() => photoCardsOf(list.rows), [list.rows]);
  return <PhotoCardGrid searchLabel={translate('media.picker.photos.searchTitles')} search={search} cards={cards} list={list} onPick={onPick} />;
}

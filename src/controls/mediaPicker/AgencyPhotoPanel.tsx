import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PREVIEW_IMAGE_WIDTH } from '../../../resources/uploadRules.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useKeysetList } from '../../providers/useKeysetList.ts';
import { resizeUrl } from '../upload/storageUrls.ts';
import {
  AGENCY_PHOTO_FILTER_TYPES,
  AGENCY_PHOTO_PAGE_SIZE,
  AGENCY_PHOTO_PLACEHOLDER_CARDS,
  AGENCY_PHOTO_SEARCH_DEBOUNCE_MS,
  type AgencyPhotoTab,
} from './agencyPhotoConstants.ts';
import { photoCardsOf } from './agencyPhotoCards.ts';
import { AgencyPhotoCard, AgencyPhotoCardPlaceholder } from './AgencyPhotoCard.tsx';
import type { ImageInfo } from './imageInfo.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: 1.5,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

export interface AgencyPhotoPanelProps {
  tab: AgencyPhotoTab;
  onPick: (image: ImageInfo) => void;
}

/** One tab of the agency photo picker: the search box over the tab's photo cards. */
export function AgencyPhotoPanel({ tab, onPick }: AgencyPhotoPanelProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { previewUrl = resizeUrl } = useLowcodeEnvironment();
  const [search, setSearch] = useState('');
  const words = useDebouncedValue(search, AGENCY_PHOTO_SEARCH_DEBOUNCE_MS).trim();
  const filter = { contentTypes: AGENCY_PHOTO_FILTER_TYPES, ...(words ? { search: words } : {}) };
  const list = useKeysetList(['agencyPhotos', tab, filter], (page) => dataProvider.getAgencyPhotos(tab, filter, page), AGENCY_PHOTO_PAGE_SIZE);
  const cards = useMemo(() => photoCardsOf(list.rows), [list.rows]);
  const firstPageLoading = list.loading && list.rows.length === 0;

  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        label={translate('media.picker.agencyPhotos.search')}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      />
      {firstPageLoading ? (
        <Box component="ul" sx={GRID} role="status" aria-label={translate('media.picker.agencyPhotos.loading')}>
          {Array.from({ length: AGENCY_PHOTO_PLACEHOLDER_CARDS }, (_, index) => (
            <AgencyPhotoCardPlaceholder key={index} />
          ))}
        </Box>
      ) : (
        cards.length > 0 && (
          <Box component="ul" sx={GRID} aria-label={translate('media.picker.agencyPhotos.list')}>
            {cards.map((card) => (
              <AgencyPhotoCard key={card.key} card={card} thumbnailUrl={previewUrl(card.path, PREVIEW_IMAGE_WIDTH)} onPick={() => onPick(card.info)} />
            ))}
          </Box>
        )
      )}
      {!list.loading && !list.failed && cards.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('media.picker.agencyPhotos.noData')}
        </Typography>
      )}
      {list.failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.retry}>
              {translate('media.picker.agencyPhotos.retry')}
            </Button>
          }
        >
          {translate('media.picker.agencyPhotos.failed')}
        </Alert>
      )}
      {!list.complete && !list.failed && !firstPageLoading && (
        <Button onClick={list.showMore} loading={list.loading} sx={{ alignSelf: 'center' }}>
          {translate('media.picker.agencyPhotos.showMore')}
        </Button>
      )}
    </Stack>
  );
}

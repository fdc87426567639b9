import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PREVIEW_IMAGE_WIDTH } from '../../../resources/uploadRules.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { resizeUrl } from '../upload/storageUrls.ts';
import { AGENCY_PHOTO_PLACEHOLDER_CARDS } from './agencyPhotoConstants.ts';
import type { ImageInfo } from './imageInfo.ts';
import { PhotoCard, PhotoCardPlaceholder, type PhotoCardData } from './PhotoCard.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: 1.5,
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** What the grid shows of a keyset list (useKeysetList's answer). */
export interface PhotoListState {
  rows: readonly unknown[];
  loading: boolean;
  failed: boolean;
  complete: boolean;
  retry: () => void;
  showMore: () => void;
}

/** The search box's words once typing has paused `delayMs`, trimmed. */
export function useSearchWords(delayMs: number) {
  const [search, setSearch] = useState('');
  return { search, setSearch, words: useDebouncedValue(search, delayMs).trim() };
}

export interface PhotoCardGridProps {
  searchLabel: string;
  search: Pick<ReturnType<typeof useSearchWords>, 'search' | 'setSearch'>;
  cards: readonly PhotoCardData[];
  list: PhotoListState;
  onPick: (image: ImageInfo) => void;
}

/** A picker source's page: the search box over its photo cards, placeholders, "no data", a retry and "show more". */
export function PhotoCardGrid({ searchLabel, search: { search, setSearch }, cards, list, onPick }: PhotoCardGridProps) {
  const translate = useTranslate();
  const { previewUrl = resizeUrl } = useLowcodeEnvironment();
  const firstPageLoading = list.loading && list.rows.length === 0;
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <TextField
        type="search"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        label={searchLabel}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }}
      />
      {firstPageLoading ? (
        <Box component="ul" sx={GRID} role="status" aria-label={translate('media.picker.photos.loading')}>
          {Array.from({ length: AGENCY_PHOTO_PLACEHOLDER_CARDS }, (_, index) => (
            <PhotoCardPlaceholder key={index} />
          ))}
        </Box>
      ) : (
        cards.length > 0 && (
          <Box component="ul" sx={GRID} aria-label={translate('media.picker.photos.list')}>
            {cards.map((card) => (
              <PhotoCard key={card.key} card={card} thumbnailUrl={previewUrl(card.path, PREVIEW_IMAGE_WIDTH)} onPick={() => onPick(card.info)} />
            ))}
          </Box>
        )
      )}
      {!list.loading && !list.failed && cards.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate('media.picker.photos.noData')}
        </Typography>
      )}
      {list.failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={list.retry}>
              {translate('media.picker.photos.retry')}
            </Button>
          }
        >
          {translate('media.picker.photos.failed')}
        </Alert>
      )}
      {!list.complete && !list.failed && !firstPageLoading && (
        <Button onClick={list.showMore} loading={list.loading} sx={{ alignSelf: 'center' }}>
          {translate('media.picker.photos.showMore')}
        </Button>
      )}
    </Stack>
  );
}

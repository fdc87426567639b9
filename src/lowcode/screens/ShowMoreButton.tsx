import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Typography } from '@mui/material';
import { useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';

/**
 * Spec 01 §4 paged list: each "show more" adds a page; once a page came back shorter than the page
 * size the list is fully loaded and says so.
 */
export function ShowMoreButton() {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  if (isPending || !data?.length) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      {hasNextPage ? (
        <Button variant="outlined" startIcon={<ExpandMoreIcon />} disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {translate('lowcode.list.showMore')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('lowcode.list.fullyLoaded')}
        </Typography>
      )}
    </Box>
  );
}

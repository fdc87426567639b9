import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import type { Headline } from './headlineMethods.ts';
import { useFillWindow } from '../../layout/useFillWindow.ts';

export interface BoardFrameProps {
  title: string;
  /** The category chooser and what else the board offers at its top. */
  toolbar: ReactNode;
  headlines: readonly Headline[] | undefined;
  loading: boolean;
  /** What the board waited for and did not get (its categories, its columns): shown instead of a spinner. */
  error?: unknown;
  /** Shown instead of the columns (nothing chosen yet). */
  placeholder?: string;
  column(headline: Headline): ReactNode;
}

/** The page around a board: its title and toolbar, then one column per headline type, side by side, scrolled sideways on a laptop. */
export function BoardFrame({ title, toolbar, headlines, loading, error, placeholder, column }: BoardFrameProps) {
  const translate = useTranslate();
  const { ref, height } = useFillWindow();
  const body = error ? (
    <LoadFailure error={error} message="headlines.loadFailed" />
  ) : placeholder ? (
    <Typography color="text.secondary" sx={{ p: 2 }}>{translate(placeholder)}</Typography>
  ) : loading || !headlines ? (
    <Loading />
  ) : headlines.length === 0 ? (
    <Typography color="text.secondary" sx={{ p: 2 }}>{translate('headlines.noColumns')}</Typography>
  ) : (
    <Box data-testid="headline-board" sx={{ display: 'flex', gap: 1, overflowX: 'auto', flex: 1, minHeight: 0, pb: 1, alignItems: 'stretch' }}>
      {headlines.map(column)}
    </Box>
  );
  return (
    <Box ref={ref} sx={{ pt: 1, height, minHeight: 360, display: 'flex', flexDirection: 'column' }}>
      <Title title={translate(title)} />
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h1">
          {translate(title)}
        </Typography>
        {toolbar}
      </Stack>
      {body}
    </Box>
  );
}

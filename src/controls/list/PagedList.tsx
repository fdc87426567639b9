import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { LoadFailure } from '../screen/LoadFailure.tsx';
import type { KeysetList } from './useKeysetList.ts';

export interface PagedListProps {
  list: Pick<KeysetList, 'rows' | 'loading' | 'failed' | 'complete' | 'error' | 'retry' | 'showMore'>;
  /** The screen's own words (i18n keys) for an empty list, a whole one and a failed one; the kit's otherwise. */
  texts?: { empty?: string; allShown?: string; loadFailed?: string };
  /** Shown over an empty list's words. */
  emptyIcon?: ReactNode;
  /** The open row's detail beside the list (a panel, not modal); a narrow window shows it alone. */
  detail?: ReactNode;
  /** The list fills the height it is given and scrolls under its header (a desk); otherwise the page scrolls. */
  fill?: boolean;
  /** The box the rows scroll in. */
  listRef?: Ref<HTMLDivElement>;
  /** The table. */
  children: ReactNode;
}

/**
 * A paged list's body (spec 01 §4): the load failure with its retry, the table or, for an empty first
 * page, 'no data', and under the rows "show more" until a page came back short, then that all are shown.
 */
export function PagedList({ list, texts = {}, emptyIcon, detail, fill = false, listRef, children }: PagedListProps) {
  const translate = useTranslate();
  const empty = !list.loading && !list.failed && list.rows.length === 0;
  return (
    <>
      {list.failed && <LoadFailure error={list.error} message={texts.loadFailed ?? 'list.loadFailed'} onRetry={list.retry} />}
      <Box sx={{ display: 'flex', minWidth: 0, borderTop: 1, borderColor: 'divider', ...(fill ? { flex: 1, minHeight: 0 } : {}) }}>
        <Box ref={listRef} sx={{ flex: 1, minWidth: 0, overflow: fill ? 'auto' : undefined, overflowX: 'auto', display: { xs: detail ? 'none' : 'block', md: 'block' } }}>
          {empty ? (
            <Stack alignItems="center" spacing={1} sx={{ py: emptyIcon ? 6 : 4, color: 'text.secondary' }}>
              {emptyIcon}
              <Typography>{translate(texts.empty ?? 'list.noData')}</Typography>
            </Stack>
          ) : (
            children
          )}
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
            {list.loading ? (
              <Loading />
            ) : list.complete ? (
              list.rows.length > 0 && <Typography color="text.secondary">{translate(texts.allShown ?? 'list.allShown')}</Typography>
            ) : (
              !list.failed && <Button onClick={list.showMore}>{translate('list.showMore')}</Button>
            )}
          </Box>
        </Box>
        {detail && <Box sx={{ width: { xs: '100%', md: '40%' }, maxWidth: 720, minWidth: { md: 380 }, flexShrink: 0, height: '100%' }}>{detail}</Box>}
      </Box>
    </>
  );
}

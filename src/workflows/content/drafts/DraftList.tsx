import { Alert, Box, Button, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { contentTypeByRoute } from '../../../../resources/contentTypes.ts';
import { useAppDataProvider } from '../../../providers/useAppDataProvider.ts';
import { ContentListHeader } from '../list/ContentListHeader.tsx';
import { useContentListChoices } from '../list/useContentListChoices.ts';
import type { PermissionCheck } from '../../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../../routes/usePermissionCheck.ts';
import { DraftListTable, draftPathOf } from './DraftListTable.tsx';

/** Spec 01 §9: content lists load 50 at a time. */
const DRAFT_PAGE_SIZE = 50;

/**
 * The draft list (content/list-draft/:type?), the content list's second tab: the user's own
 * drafts, last saved first, 50 at a time with "show more"; a row opens its editor on the draft.
 */
export default function DraftList({ can: givenCan }: { can?: PermissionCheck }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const sessionCan = usePermissionCheck();
  const can = givenCan ?? sessionCan;
  const type = contentTypeByRoute(useParams().type);
  const filter = useMemo(() => (type ? { type: type.value } : {}), [type]);
  const lists = useContentListChoices();
  const query = useInfiniteQuery({
    queryKey: ['contentDrafts', filter],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => dataProvider.getContentDrafts(filter, pageParam, DRAFT_PAGE_SIZE),
    getNextPageParam: (last, pages) => (last.length < DRAFT_PAGE_SIZE ? undefined : pages.length + 1),
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const rows = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);

  if (!can) return <Loading />;
  return (
    <Box sx={{ pt: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Title title={translate('contentDraft.list.title')} />
      <ContentListHeader value="drafts" typeRoute={type?.route} can={can} />
      {query.isError && (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{translate('contentDraft.list.retry')}</Button>}>
          {translate('contentDraft.list.loadFailed')}
        </Alert>
      )}
      <Box sx={{ minWidth: 0, overflowX: 'auto', borderTop: 1, borderColor: 'divider' }}>
        {query.isSuccess && rows.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
            {translate('contentDraft.list.empty')}
          </Typography>
        ) : (
          <DraftListTable rows={rows} editorName={lists.editorName} categoryName={lists.categoryName} onOpen={(row) => navigate(draftPathOf(row))} />
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
        {query.isFetching ? (
          <Loading />
        ) : query.hasNextPage ? (
          <Button onClick={() => void query.fetchNextPage()}>{translate('contentDraft.list.showMore')}</Button>
        ) : (
          rows.length > 0 && <Typography color="text.secondary">{translate('contentDraft.list.allShown')}</Typography>
        )}
      </Box>
    </Box>
  );
}

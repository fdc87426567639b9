import { Box } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { contentTypeByRoute, contentTypeByValue } from '../../../../resources/contentTypes.ts';
import { alertStore } from '../../../alerts/alertStore.ts';
import { useLowcodeEnvironment } from '../../../lowcode/LowcodeEnvironment.tsx';
import { useAppDataProvider } from '../../../providers/useAppDataProvider.ts';
import type { PermissionCheck } from '../../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../../routes/usePermissionCheck.ts';
import { ColumnChooser } from '../../../controls/list/ColumnChooser.tsx';
import { ExportButton } from '../../../controls/list/ExportButton.tsx';
import { PagedList } from '../../../controls/list/PagedList.tsx';
import { useAddressFilter } from '../../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../../controls/list/useKeysetList.ts';
import { useRowSelection } from '../../../controls/list/useRowSelection.ts';
import { ListBulkActions, useOfferedBulkChoices, type BulkActionChoice } from '../../bulkActions/index.ts';
import { useEditPermitHolders } from '../../editPermit/index.ts';
import { contentFilterOf, type ContentListChoices } from './contentListFilter.ts';
import { ContentListHeader } from './ContentListHeader.tsx';
import { CONTENT_COLUMNS, ContentListTable, type ContentListRow } from './ContentListTable.tsx';
import { editorPathOf } from './editorPath.ts';
import { ContentListToolbar } from './ContentListToolbar.tsx';
import { useContentListChoices } from './useContentListChoices.ts';

const contentDateOf = (row: ContentListRow) => row.contentDate;

const BULK_CHOICES: readonly BulkActionChoice[] = [
  { action: 'approve', label: 'list.bulk.approve' },
  { action: 'unapprove', label: 'list.bulk.unapprove' },
  { action: 'delete', label: 'list.bulk.delete', destructive: true },
];

/**
 * The content list (content/list/:type?): the contents of the site the user may read, newest
 * content date first, 50 at a time with "show more" (keyset: contents saved meanwhile never
 * shift what is shown), filtered by the toolbar (the type is the route's), with the status
 * switched in place, a row opening its editor and "create" offering the types the user may save.
 * The drafts tab is the draft list's route.
 */
export default function ContentList({ can: givenCan }: { can?: PermissionCheck }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const sessionCan = usePermissionCheck();
  const can = givenCan ?? sessionCan;
  const params = useParams();
  const typeRoute = contentTypeByRoute(params.type)?.route;
  const [searchParams] = useSearchParams();
  const [choices, setChoices] = useAddressFilter<ContentListChoices>();
  const filter = useMemo(() => contentFilterOf(choices, typeRoute), [choices, typeRoute]);
  const lists = useContentListChoices();
  const list = useKeysetList(['contents', filter], (page) => dataProvider.getContentList(filter, page), { enabled: Boolean(can), firstOf: contentDateOf });

  // A type chosen keeps the other filters: the route names it, the address keeps the rest.
  const setType = (route: string | undefined) => navigate({ pathname: `/content/list${route ? `/${route}` : ''}`, search: searchParams.toString() });
  const canSave = (row: ContentListRow) => Boolean(can?.(`${contentTypeByValue(row.type)?.permission ?? 'content'}.save`));

  const rowIds = useMemo(() => list.rows.map((row) => row.id), [list.rows]);
  const editing = useEditPermitHolders('contents', rowIds);
  const { mergeRow, removeRow } = list;
  const selection = useRowSelection(rowIds, filter);
  // Checkboxes only for a role that may do something to the chosen rows.
  const offersBulk = useOfferedBulkChoices('contents', BULK_CHOICES).length > 0;
  // The rows a bulk action changed are read again (status, version, who saved last); deleted ones leave.
  const afterBulk = async (done: string[], action: BulkActionChoice) => {
    if (done.length === 0) return;
    if (action.action === 'delete') return done.forEach((id) => removeRow(id));
    const fresh = await dataProvider.getContentList({ ids: done }, { limit: done.length }).catch(() => []);
    for (const row of fresh) mergeRow(row.id, (shown) => ({ ...row, cursor: shown.cursor }));
  };
  const queryClient = useQueryClient();
  const statusChange = useMutation({
    mutationFn: ({ row, status }: { row: ContentListRow; status: number }) => dataProvider.setContentStatus(row.id, status),
    onSuccess: async (_, { row, status }) => {
      mergeRow(row.id, { status });
      notify('contentList.statusChanged', { type: 'success' });
      // The server changed more than the status (who saved last, the publish date): the row is read again.
      const [fresh] = await dataProvider.getContentList({ ids: [row.id] }, { limit: 1 }).catch(() => []);
      if (!fresh) return;
      mergeRow(row.id, (shown) => ({ ...fresh, cursor: shown.cursor }));
      if (fresh.updatedUserId && !lists.editorName.has(fresh.updatedUserId)) void queryClient.invalidateQueries({ queryKey: ['contentEditors'] });
    },
    onError: (error) => {
      console.warn('The status could not be changed', error);
      notify('contentList.statusFailed', { type: 'error' });
    },
  });

  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  // Publishing is one click; taking a live story off the site is asked first, naming it.
  const switchStatus = async (row: ContentListRow, status: number) => {
    if (status !== 1) {
      const values = { title: row.title || translate('contentList.untitled') };
      const confirmed = await alerts.confirm({ type: 'warning', title: 'contentList.unpublishConfirm.title', message: 'contentList.unpublishConfirm.message', values, confirmLabel: 'contentList.unpublishConfirm.confirm' });
      if (!confirmed) return;
    }
    statusChange.mutate({ row, status });
  };

  if (!can) return <Loading />;
  return (
    <Box sx={{ pt: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Title title={translate('shell.routes.contentList')} />
      <ContentListHeader
        value="contents"
        typeRoute={typeRoute}
        can={can}
        actions={
          <>
            <ExportButton resource="contents" filter={filter} columns={CONTENT_COLUMNS} />
            <ColumnChooser columns={CONTENT_COLUMNS} labelOf={(column) => translate(`contentList.columns.${column}`)} />
          </>
        }
      />
      <ContentListToolbar choices={choices} onChange={setChoices} typeRoute={typeRoute} onType={setType} lists={lists} />
      <ListBulkActions
        resource="contents"
        selection={selection}
        rows={list.rows}
        keyOf={(row) => row.id}
        titleOf={(row) => row.title || translate('contentList.untitled')}
        versionOf={(row) => row.version}
        choices={BULK_CHOICES}
        onDone={(report, action) => void afterBulk(report.rows.filter((row) => row.outcome === 'DONE').map((row) => row.id), action)}
      />
      <PagedList list={list} texts={{ empty: 'contentList.empty', allShown: 'contentList.allShown', loadFailed: 'contentList.loadFailed' }}>
        <ContentListTable
          rows={list.rows}
          editorName={lists.editorName}
          categoryName={lists.categoryName}
          editing={editing}
          canChangeStatus={canSave}
          onStatus={(row, status) => void switchStatus(row, status)}
          onOpen={(row) => navigate(editorPathOf(row))}
          selection={offersBulk ? selection : undefined}
        />
      </PagedList>
    </Box>
  );
}

import { Box } from '@mui/material';
import { useMemo } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { contentTypeByRoute } from '../../../../resources/contentTypes.ts';
import { ColumnChooser } from '../../../controls/list/ColumnChooser.tsx';
import { ListViewsMenu } from '../../../controls/list/ListViewsMenu.tsx';
import { ExportButton } from '../../../controls/list/ExportButton.tsx';
import { byPageNumber } from '../../../controls/list/listPaging.ts';
import { PagedList } from '../../../controls/list/PagedList.tsx';
import { useKeysetList } from '../../../controls/list/useKeysetList.ts';
import { useRowSelection } from '../../../controls/list/useRowSelection.ts';
import { ListBulkActions } from '../../bulkActions/index.ts';
import { useAppDataProvider } from '../../../providers/useAppDataProvider.ts';
import { ContentListHeader } from '../list/ContentListHeader.tsx';
import { useContentListChoices } from '../list/useContentListChoices.ts';
import type { PermissionCheck } from '../../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../../routes/usePermissionCheck.ts';
import { DRAFT_COLUMNS, DraftListTable, draftPathOf } from './DraftListTable.tsx';

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
  // The API pages the drafts by number.
  const list = useKeysetList(
    ['contentDrafts', filter],
    byPageNumber((page, limit) => dataProvider.getContentDrafts(filter, page, limit)),
    { enabled: Boolean(can) },
  );

  const selection = useRowSelection(
    useMemo(() => list.rows.map((row) => row.id), [list.rows]),
    filter,
  );
  const { removeRow } = list;

  if (!can) return <Loading />;
  return (
    <Box sx={{ pt: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Title title={translate('contentDraft.list.title')} />
      <ContentListHeader
        value="drafts"
        typeRoute={type?.route}
        can={can}
        actions={
          <>
            <ExportButton resource="contentDrafts" filter={filter} columns={DRAFT_COLUMNS} />
            <ColumnChooser columns={DRAFT_COLUMNS} labelOf={(column) => translate(`contentDraft.list.columns.${column}`)} />
            <ListViewsMenu columns={DRAFT_COLUMNS} />
          </>
        }
      />
      <ListBulkActions
        resource="contentDrafts"
        selection={selection}
        rows={list.rows}
        keyOf={(row) => row.id}
        titleOf={(row) => row.title || row.id}
        choices={[{ action: 'delete', label: 'list.bulk.delete', destructive: true }]}
        onDone={(report) => report.rows.forEach((row) => row.outcome === 'DONE' && removeRow(row.id))}
      />
      <PagedList list={list} texts={{ empty: 'contentDraft.list.empty', allShown: 'contentDraft.list.allShown', loadFailed: 'contentDraft.list.loadFailed' }}>
        <DraftListTable rows={list.rows} editorName={lists.editorName} categoryName={lists.categoryName} onOpen={(row) => navigate(draftPathOf(row))} selection={selection} />
      </PagedList>
    </Box>
  );
}

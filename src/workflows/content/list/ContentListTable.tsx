import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, Switch, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { contentTypeByValue } from '../../../../resources/contentTypes.ts';
import { editorPathOf } from './editorPath.ts';
import { TitleSpotCell } from './TitleSpotCell.tsx';
import { DenseTable } from '../../../controls/list/DenseTable.tsx';
import type { ListColumns } from '../../../controls/list/listColumns.ts';
import type { RowSelection } from '../../../controls/list/useRowSelection.ts';
import type { GetContentListQuery } from '../../../graphql/graphql.ts';
import { DATE_TIME, formatDate } from '../../../i18n/dateFormats.ts';
import { serverNow } from '../../../providers/serverClock.ts';

export type ContentListRow = GetContentListQuery['contents'][number];

type Column = 'status' | 'id' | 'contentDate' | 'title' | 'type' | 'category' | 'editor' | 'other';

/** Fixed widths that fit a 1280 px window beside the menu; the title and spot take the rest. */
export const CONTENT_COLUMNS: ListColumns<Column> = {
  name: 'contents',
  widths: { status: 68, id: 56, contentDate: 136, title: undefined, type: 112, category: 104, editor: 116, other: 116 },
  fixed: ['title'],
};

/** A type's name may take two lines ('Official announcement' is wider than its column in English). */
const TWO_LINES = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', whiteSpace: 'normal', overflow: 'hidden', lineHeight: 1.3 } as const;

/** Approved with a publish date still ahead: the sites show it at that moment. */
export const isScheduled = (row: Pick<ContentListRow, 'status' | 'publishDate'>, now: Date) =>
  row.status === 1 && Boolean(row.publishDate) && Date.parse(row.publishDate!) > now.getTime();

export interface ContentListTableProps {
  rows: readonly ContentListRow[];
  editorName: ReadonlyMap<string, string>;
  categoryName: ReadonlyMap<string, string>;
  /** Who is editing a row now (its edit permit's holder), by row id. */
  editing?: ReadonlyMap<string, string>;
  /** Whether the user may change this row's status (its type's save permission). */
  canChangeStatus: (row: ContentListRow) => boolean;
  onStatus: (row: ContentListRow, status: number) => void;
  onOpen: (row: ContentListRow) => void;
  /** The rows chosen for a bulk action. */
  selection?: RowSelection;
}

/**
 * The contents, one dense row each (spec 01 §2): the status as a switch (approved or not), ID,
 * content date, title over spot, type, category, the editor who saved last, and the badges
 * (who is editing it now, scheduled, news-worthy, homepage, and "agency updated": its wire has a newer version). A click or Enter on a row opens its editor.
 */
export function ContentListTable({ rows, editorName, categoryName, editing, canChangeStatus, onStatus, onOpen, selection }: ContentListTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const now = serverNow();

  const cell = (column: Column, row: ContentListRow) => {
    switch (column) {
      case 'status':
        return (
          <Switch
            size="small"
            checked={row.status === 1}
            disabled={!canChangeStatus(row)}
            onChange={(_, checked) => onStatus(row, checked ? 1 : 2)}
            slotProps={{ input: { 'aria-label': translate('contentList.statusOf', { title: row.title ?? row.id }) } }}
          />
        );
      case 'id':
        return row.id;
      case 'contentDate':
        return row.contentDate ? <time dateTime={row.contentDate}>{formatDate(row.contentDate, DATE_TIME, locale)}</time> : '—';
      case 'title':
        return <TitleSpotCell title={row.title} spot={row.spot} to={editorPathOf(row)} />;
      case 'type': {
        const type = contentTypeByValue(row.type);
        if (!type) return '—';
        const name = translate(`enums.contentType.${type.key}`);
        return (
          <Box component="span" title={name} sx={TWO_LINES}>
            {name}
          </Box>
        );
      }
      case 'category':
        return (row.categoryId && categoryName.get(row.categoryId)) ?? row.categoryId ?? '—';
      case 'editor': {
        const editor = row.updatedUserId ?? row.createdUserId;
        return (editor && editorName.get(editor)) ?? '—';
      }
      case 'other': {
        const editor = editing?.get(row.id);
        return (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {editor && (
              <Tooltip title={translate('editPermits.list.editedBy', { name: editor })}>
                <Chip size="small" color="warning" variant="outlined" icon={<EditIcon />} label={editor} data-testid="row-editing" sx={{ height: 20, maxWidth: '100%' }} />
              </Tooltip>
            )}
            {isScheduled(row, now) && <Chip size="small" color="info" label={translate('contentList.badges.scheduled')} sx={{ height: 20 }} />}
            {row.isNewsWorthy && <Chip size="small" color="success" label={translate('contentList.badges.newsWorthy')} sx={{ height: 20 }} />}
            {row.showInHomepage && <Chip size="small" label={translate('contentList.badges.homepage')} sx={{ height: 20 }} />}
            {row.agencyUpdate && (
              <Chip size="small" color="warning" label={translate('contentList.badges.agencyUpdated')} title={translate('contentList.badges.agencyUpdatedHint')} sx={{ height: 20 }} data-testid="agency-updated" />
            )}
          </Box>
        );
      }
    }
  };

  return (
    <DenseTable
      label={translate('contentList.title')}
      columns={CONTENT_COLUMNS}
      rows={rows}
      keyOf={(row) => row.id}
      header={(column) => translate(`contentList.columns.${column}`)}
      cell={cell}
      onOpen={onOpen}
      controlColumns={['status']}
      rowHeight={42}
      selection={selection}
      titleOf={(row) => row.title || row.id}
    />
  );
}

import { Box, Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { contentTypeByValue } from '../../../../resources/contentTypes.ts';
import { TitleSpotCell } from '../list/TitleSpotCell.tsx';
import { DenseTable } from '../../../controls/list/DenseTable.tsx';
import type { RowSelection } from '../../../controls/list/useRowSelection.ts';
import type { ListColumns } from '../../../controls/list/listColumns.ts';
import { DATE_TIME, formatDate } from '../../../i18n/dateFormats.ts';
import type { ContentDraftRow } from './contentDraftMethods.ts';

type Column = 'draftDate' | 'title' | 'type' | 'category' | 'editor' | 'other';

/** Fixed widths that fit a 1280 px window beside the menu; the title and spot take the rest. */
export const DRAFT_COLUMNS: ListColumns<Column> = {
  name: 'contentDrafts',
  widths: { draftDate: 136, title: undefined, type: 112, category: 120, editor: 120, other: 150 },
  fixed: ['title'],
};

/** Where a draft opens: its item's editor (which offers it), or a new item's editor on the draft. */
export const draftPathOf = (row: Pick<ContentDraftRow, 'id' | 'type' | 'contentId'>) => {
  const route = contentTypeByValue(row.type)?.route ?? 'news';
  return row.contentId ? `/content/${route}/${row.contentId}` : `/content/${route}?draft=${encodeURIComponent(row.id)}`;
};

export interface DraftListTableProps {
  rows: readonly ContentDraftRow[];
  editorName: ReadonlyMap<string, string>;
  categoryName: ReadonlyMap<string, string>;
  onOpen: (row: ContentDraftRow) => void;
  /** The drafts chosen for a bulk delete. */
  selection?: RowSelection;
}

/**
 * The user's drafts, one dense row each (spec 02 §2): draft date, title over spot, content type,
 * category, the item's last editor, and badges (a new item; the item saved since the draft began).
 */
export function DraftListTable({ rows, editorName, categoryName, onOpen, selection }: DraftListTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const cell = (column: Column, row: ContentDraftRow) => {
    switch (column) {
      case 'draftDate':
        return <time dateTime={row.updatedDate}>{formatDate(row.updatedDate, DATE_TIME, locale)}</time>;
      case 'title':
        return <TitleSpotCell title={row.title} spot={row.spot} to={draftPathOf(row)} />;
      case 'type': {
        const type = contentTypeByValue(row.type);
        return type ? translate(`enums.contentType.${type.key}`) : '—';
      }
      case 'category':
        return (row.categoryId && categoryName.get(row.categoryId)) ?? row.categoryId ?? '—';
      case 'editor':
        return (row.contentEditorId && editorName.get(row.contentEditorId)) ?? '—';
      case 'other':
        return (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {!row.contentId && <Chip size="small" color="info" label={translate('contentDraft.list.badges.newItem')} sx={{ height: 20 }} />}
            {row.contentId && (row.contentVersion ?? 0) > (row.baseVersion ?? Infinity) && (
              <Chip size="small" color="warning" label={translate('contentDraft.list.badges.savedSince')} sx={{ height: 20 }} />
            )}
          </Box>
        );
    }
  };
  return (
    <DenseTable
      label={translate('contentDraft.list.title')}
      columns={DRAFT_COLUMNS}
      rows={rows}
      keyOf={(row) => row.id}
      header={(column) => translate(`contentDraft.list.columns.${column}`)}
      cell={cell}
      onOpen={onOpen}
      rowHeight={42}
      selection={selection}
      titleOf={(row) => row.title || row.id}
    />
  );
}

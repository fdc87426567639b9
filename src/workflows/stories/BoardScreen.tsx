import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Confirm, Loading, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { STORY_TYPE } from '../../../resources/enums.ts';
import { BOARD_STATE } from '../../../resources/storyBoardFields.ts';
import { SortableList, type SortableHandle } from '../../controls/board/SortableList.tsx';
import { DateRangeMenuButton } from '../../controls/list/DateRangeMenuButton.tsx';
import { FilterSelect } from '../../controls/list/FilterSelects.tsx';
import { FilterToolbar } from '../../controls/list/FilterToolbar.tsx';
import { useAddressFilter } from '../../controls/list/useAddressFilter.ts';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import { ScreenHeading } from '../../controls/screen/ScreenHeading.tsx';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import { isFiltered, splitGroups, tabOf, type BoardAddress, type BoardChoices, type BoardTab } from './boardGroups.ts';
import type { BoardKind, BoardRow as Row } from './boardMethods.ts';
import { BOARD_COLUMN_KEYS, BoardRow, boardColumns } from './BoardRow.tsx';
import { BoardRowActions } from './BoardRowActions.tsx';
import { useBoardState } from './boardState.ts';
import { isAdvertisement } from './editorSave.ts';

/** Where each board's screens are (src/routes/routeMap.ts) and which permissions it asks. */
const BOARDS = {
  stories: { path: '/story', permission: 'story', route: 'storyList' },
  reels: { path: '/reels', permission: 'reels', route: 'reelsList' },
} as const;

export interface BoardScreenProps {
  kind: BoardKind;
  /** The permissions (a story's); the session's by default. */
  can?: PermissionCheck;
}

const titleOf = (row: Row) => row.title;

/**
 * The stories' or reels' board (story/list, reels/list; spec 02 §2–§5, §8): the published ones in
 * the site's order, pinned on top, moved by drag and drop or the keyboard and pinned from their row;
 * the pending ones by publish date on a tab of their own. Filters in the address; while one is on,
 * or the pending list is shown, the order and the pins stay as they are (spec 02 §4) and the screen
 * says so. Kept live as other editors change the board.
 */
export function BoardScreen({ kind, can: givenCan }: BoardScreenProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const sessionCan = usePermissionCheck();
  const can = givenCan ?? sessionCan;
  const board = BOARDS[kind];
  const [address, setAddress] = useAddressFilter<BoardAddress>();
  const tab = tabOf(address);
  const choices = useMemo<BoardChoices>(() => ({ ...address, state: undefined }), [address]);
  // "Clear filters" keeps the tab.
  const setChoices = (next: BoardChoices) => setAddress({ ...next, state: address.state });
  const setTab = (next: BoardTab) => setAddress({ ...choices, state: next === 'pending' ? BOARD_STATE.pending : undefined });
  const state = useBoardState(kind, choices);
  const categories = useQuery({ queryKey: ['storyBoard', 'categories'], queryFn: () => dataProvider.getBoardCategories(), staleTime: 60_000 });
  const [deleting, setDeleting] = useState<Row>();

  const texts = `stories.board.${kind}`;
  const canSave = Boolean(can?.(`${board.permission}.save`));
  const canDelete = Boolean(can?.(`${board.permission}.delete`));
  // A story ad asks storyAd.* besides story.*; a reel's ads ask only reels.*.
  const adAllows = (row: Row, action: 'save' | 'delete') => kind === 'reels' || !isAdvertisement(row.type) || Boolean(can?.(`storyAd.${action}`));
  const filtered = isFiltered(choices);
  const locked = tab === 'pending' || filtered;
  const movable = (row: Row) => canSave && !locked && adAllows(row, 'save');
  const categoryName = (id: string) => categories.data?.find((category) => category.id === id)?.name ?? id;

  const actionsOf = (row: Row) => (
    <BoardRowActions
      row={row}
      onEdit={() => navigate(`${board.path}/${row.state === BOARD_STATE.pending ? 'pending-detail' : 'detail'}/${row.id}`)}
      onPin={canSave && tab === 'published' ? () => state.pin(row.id, !row.pinned) : undefined}
      pinLockedBecause={locked ? 'stories.board.locked' : adAllows(row, 'save') ? undefined : 'stories.board.adLocked'}
      onDelete={canDelete && adAllows(row, 'delete') ? () => setDeleting(row) : undefined}
    />
  );
  const rowOf = (row: Row, order: number | undefined, handle?: SortableHandle) => (
    <BoardRow
      ref={handle?.ref}
      style={handle?.style}
      {...handle?.props}
      sx={handle?.sx}
      dragging={handle?.dragging}
      kind={kind}
      row={row}
      order={order}
      categoryName={categoryName}
      actions={actionsOf(row)}
    />
  );
  const sortable = (rows: readonly Row[], firstPosition: number) => (
    <SortableList
      rows={rows}
      titleOf={titleOf}
      texts="stories.board.drag"
      fixed={(row) => !movable(row)}
      firstPosition={firstPosition}
      onMove={state.move}
      renderRow={(row, index, handle) => rowOf(row, firstPosition + index, handle)}
    />
  );
  const still = (rows: readonly Row[], numbered: boolean) => (
    <Stack spacing={0.5} component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <li key={row.id}>{rowOf(row, numbered ? index + 1 : undefined)}</li>
      ))}
    </Stack>
  );

  const rows = tab === 'published' ? state.published : state.pending;
  let body: ReactNode;
  if (state.error) body = <LoadFailure error={state.error} message="stories.board.loadFailed" onRetry={() => void state.retry()} />;
  else if (state.loading || !rows) body = <Loading />;
  else if (rows.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="board-empty">
        {translate(`${texts}.${filtered ? 'filteredEmpty' : tab === 'pending' ? 'pendingEmpty' : 'empty'}`)}
      </Typography>
    );
  } else if (tab === 'published' && canSave && !locked) {
    const { pinned, unpinned } = splitGroups(rows);
    body = (
      <Stack spacing={0.5}>
        {pinned.length > 0 && sortable(pinned, 1)}
        {unpinned.length > 0 && sortable(unpinned, pinned.length + 1)}
      </Stack>
    );
  } else body = still(rows, tab === 'published' && !filtered);

  const typeChoices = STORY_TYPE.values.map(({ key, value }) => ({ value: String(value), label: translate(`enums.storyType.${key}`) }));
  return (
    <Box sx={{ p: 2 }}>
      <ScreenHeading
        title={translate(`shell.routes.${board.route}`)}
        action={
          canSave && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(`${board.path}/detail`)}>
              {translate(`${texts}.new`)}
            </Button>
          )
        }
      />
      <FilterToolbar label={translate('stories.board.filters.label')} choices={choices} onChange={setChoices}>
        <FilterSelect
          name={`${kind}-category`}
          label={translate('stories.board.filters.category')}
          choices={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          value={choices.category}
          onChange={(category) => setChoices({ ...choices, category })}
          width={200}
        />
        <FilterSelect name={`${kind}-type`} label={translate('stories.board.filters.type')} choices={typeChoices} value={choices.type} onChange={(type) => setChoices({ ...choices, type })} width={150} />
        <DateRangeMenuButton choices={choices} onChange={(range) => setChoices({ ...choices, ...range })} now={() => new Date()} />
      </FilterToolbar>
      <Tabs value={tab} onChange={(_, next: BoardTab) => setTab(next)} aria-label={translate('stories.board.tabs.label')} sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, textTransform: 'none' } }}>
        <Tab value="published" label={translate('stories.board.tabs.published')} />
        <Tab value="pending" label={translate('stories.board.tabs.pending', { count: state.pending?.length ?? 0 })} />
      </Tabs>
      {(!canSave || locked) && (
        <Alert severity="info" role="status" data-testid="board-notice" sx={{ my: 1, py: 0 }}>
          {translate(canSave ? 'stories.board.locked' : 'stories.board.readOnly')}
        </Alert>
      )}
      <Box component="section" aria-label={translate(`${texts}.table`)} sx={{ mt: 1 }}>
        <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: boardColumns(kind), columnGap: 1, px: 0.75, pb: 0.5, color: 'text.secondary' }}>
          {BOARD_COLUMN_KEYS[kind].map((column) => (
            <Typography key={column} variant="caption" noWrap sx={{ fontWeight: 500, textAlign: column === 'order' || column === 'frames' || column === 'actions' ? 'right' : undefined }}>
              {column === 'picture' ? '' : translate(`stories.board.columns.${column}`)}
            </Typography>
          ))}
        </Box>
        {body}
      </Box>
      <Confirm
        isOpen={Boolean(deleting)}
        title="stories.board.confirmDelete.title"
        content="stories.board.confirmDelete.content"
        translateOptions={{ title: deleting?.title ?? '' }}
        confirm="stories.board.actions.delete"
        onConfirm={() => {
          if (deleting) state.remove(deleting);
          setDeleting(undefined);
        }}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}

import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import CheckIcon from '@mui/icons-material/Check';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { Button, Chip, Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { alertStore } from '../../alerts/alertStore.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { SavedViewDialog, type SavedViewDraft } from './SavedViewDialog.tsx';
import { useSavedViews, type SavedViewsOptions } from './useSavedViews.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * "Views": the list's saved views (the user's own, then those shared on the site) to apply, the
 * current filters, sort and columns saved as a new one, and the open one (named in the address,
 * `?view=`) updated, renamed, shared or deleted when it is the user's.
 */
export function SavedViewsMenu(options: SavedViewsOptions) {
  const translate = useTranslate();
  const notify = useNotify();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<{ mode: 'new' | 'edit'; initial: SavedViewDraft } | null>(null);
  const { views, open, modified, apply, close, save, remove } = useSavedViews(options);
  const mine = views.data?.filter((view) => view.mine) ?? [];
  const shared = views.data?.filter((view) => !view.mine) ?? [];
  const closeMenu = () => setAnchor(null);

  const startDialog = (mode: 'new' | 'edit') => {
    closeMenu();
    save.reset();
    setDialog({ mode, initial: mode === 'edit' && open ? { name: open.name, shared: open.shared } : { name: '', shared: false } });
  };
  const submit = (draft: SavedViewDraft) => {
    const target = dialog?.mode === 'edit' && open ? { id: open.id, version: open.version } : {};
    save.mutate({ ...target, ...draft }, { onSuccess: (saved) => (setDialog(null), notify('savedViews.saved', { type: 'success', messageArgs: { name: saved.name } })) });
  };
  const update = () => {
    closeMenu();
    if (!open) return;
    save.mutate(
      { id: open.id, version: open.version, name: open.name, shared: open.shared },
      {
        onSuccess: (saved) => notify('savedViews.saved', { type: 'success', messageArgs: { name: saved.name } }),
        onError: (error) => notify('savedViews.failed', { type: 'error', messageArgs: { message: messageOf(error) } }),
      },
    );
  };
  const confirmDelete = async () => {
    closeMenu();
    if (!open) return;
    const values = { name: open.name };
    const confirmed = await alerts.confirm({ type: 'warning', title: 'savedViews.deleteConfirm.title', message: 'savedViews.deleteConfirm.message', values, confirmLabel: 'savedViews.deleteConfirm.confirm' });
    if (!confirmed) return;
    remove.mutate(open.id, {
      onSuccess: () => notify('savedViews.deleted', { type: 'info', messageArgs: values }),
      onError: (error) => notify('savedViews.deleteFailed', { type: 'error', messageArgs: { message: messageOf(error) } }),
    });
  };

  const item = (view: (typeof mine)[number]) => (
    <MenuItem key={view.id} selected={view.id === open?.id} onClick={() => (closeMenu(), apply(view.id))}>
      <ListItemIcon>{view.id === open?.id ? <CheckIcon fontSize="small" /> : view.shared && <GroupsIcon fontSize="small" aria-label={translate('savedViews.dialog.share')} />}</ListItemIcon>
      <ListItemText primary={view.name} secondary={view.mine ? undefined : translate('savedViews.sharedBy', { name: view.ownerName ?? '' })} />
    </MenuItem>
  );

  return (
    <>
      <Button
        startIcon={<BookmarksIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ whiteSpace: 'nowrap', maxWidth: 280, textTransform: 'none' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{open ? translate('savedViews.open', { name: open.name }) : translate('savedViews.button')}</span>
        {modified && <Chip size="small" label={translate('savedViews.modified')} sx={{ ml: 0.75, height: 20 }} />}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={closeMenu} slotProps={{ list: { 'aria-label': translate('savedViews.menu'), dense: true } }}>
        {views.isError && <MenuItem disabled>{translate('savedViews.loadFailed')}</MenuItem>}
        {views.data?.length === 0 && <MenuItem disabled>{translate('savedViews.none')}</MenuItem>}
        {mine.length > 0 && <ListSubheader>{translate('savedViews.mine')}</ListSubheader>}
        {mine.map(item)}
        {shared.length > 0 && <ListSubheader>{translate('savedViews.shared')}</ListSubheader>}
        {shared.map(item)}
        <Divider />
        <MenuItem onClick={() => startDialog('new')}>{translate('savedViews.saveNew')}</MenuItem>
        {open?.mine && [
          <MenuItem key="update" disabled={!modified || save.isPending} onClick={update}>
            {translate('savedViews.update', { name: open.name })}
          </MenuItem>,
          <MenuItem key="edit" onClick={() => startDialog('edit')}>
            {translate('savedViews.edit', { name: open.name })}
          </MenuItem>,
          <MenuItem key="delete" onClick={() => void confirmDelete()} sx={{ color: 'error.main' }}>
            {translate('savedViews.delete', { name: open.name })}
          </MenuItem>,
        ]}
        {open && (
          <MenuItem onClick={() => (closeMenu(), close())}>{translate('savedViews.close')}</MenuItem>
        )}
      </Menu>
      {dialog && (
        <SavedViewDialog
          mode={dialog.mode}
          initial={dialog.initial}
          saving={save.isPending}
          error={save.error ? messageOf(save.error) : undefined}
          onSave={submit}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}

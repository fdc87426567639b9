import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { DetailPanel } from '../../controls/list/DetailPanel.tsx';
import { editsOf, tagsOf } from './agencyConflict.ts';
import type { AgencyDeskRow, AgencyTab } from './agencyDeskRows.ts';
import { EmbargoChip } from './agencyEmbargo.tsx';
import { AgencyConflictNotice } from './AgencyConflictNotice.tsx';
import { AgencyItemActions, type AgencyItemPermissions } from './AgencyItemActions.tsx';
import { AgencyItemView } from './AgencyItemView.tsx';
import { useAgencyItem, type RowChange } from './useAgencyItem.ts';

export interface AgencyItemDrawerProps {
  tab: AgencyTab;
  /** The row whose detail is open; nothing open when undefined. */
  row: AgencyDeskRow | undefined;
  permissions: AgencyItemPermissions;
  onClose: () => void;
  /** The list's row follows what the detail changed. */
  onRowChange: (key: string, change: RowChange) => void;
}

/** The form's text: tags as one comma-separated line. */
interface Draft {
  title: string;
  spot: string;
  content: string;
  tags: string;
}

function ItemDetail({ tab, row, permissions, onRowChange, titleId }: Omit<AgencyItemDrawerProps, 'row' | 'onClose'> & { row: AgencyDeskRow; titleId: string }) {
  const translate = useTranslate();
  const { item, failed, busy, message, conflict, dismissConflict, changeStatus, mark, saveEdits, saveToArchive, createContent } = useAgencyItem(tab, row, onRowChange, { markRead: permissions.changeStatus });
  // The editor's text while editing, and the item's when they began: kept through a refused save until they choose.
  const [editing, setEditing] = useState<{ base: Draft; draft: Draft }>();
  const draft = editing?.draft;
  const draftOf = (): Draft | undefined => (item ? { ...editsOf(item), tags: item.tags.join(', ') } : undefined);
  const startFrom = (base: Draft | undefined, edits: Partial<Draft> = {}) => setEditing(base && { base, draft: { ...base, ...edits } });
  /** Only what the editor changed is sent: the rest of the item stays as the wire or a colleague left it. */
  const editedOf = ({ base, draft: value }: { base: Draft; draft: Draft }): Partial<Draft> =>
    Object.fromEntries((Object.keys(value) as (keyof Draft)[]).filter((name) => value[name] !== base[name]).map((name) => [name, value[name]]));
  const field = (name: keyof Draft, multiline = false) => (
    <TextField
      label={translate(`agency.detail.${name}`)}
      value={draft?.[name] ?? ''}
      onChange={(event) => setEditing((current) => current && { ...current, draft: { ...current.draft, [name]: event.target.value } })}
      helperText={name === 'tags' ? translate('agency.detail.tagsHelp') : undefined}
      size="small"
      fullWidth
      multiline={multiline}
      minRows={multiline ? (name === 'content' ? 6 : 2) : undefined}
      disabled={busy}
    />
  );

  return (
    <>
      <Typography id={titleId} variant="h6" component="h2" sx={{ pr: 5, lineHeight: 1.3 }}>
        {(item?.title ?? row.title) || translate('agency.untitled')}
      </Typography>
      {failed ? (
        <Alert severity="error">{translate('agency.detail.loadFailed')}</Alert>
      ) : item === null ? (
        <Alert severity="warning">{translate('agency.detail.gone')}</Alert>
      ) : item === undefined ? (
        <Loading />
      ) : (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <EmbargoChip embargoUntil={item.embargoUntil} size="medium" sx={{ alignSelf: 'flex-start' }} />
          <AgencyItemActions item={item} permissions={permissions} busy={busy} onStatus={changeStatus} onMark={mark} onArchive={saveToArchive} onCreateContent={createContent} />
          {busy && <LinearProgress />}
          {conflict ? (
            <AgencyConflictNotice
              changes={conflict.changes}
              onReload={() => {
                if (editing) startFrom(draftOf());
                dismissConflict();
              }}
              onKeep={() => {
                // The current version under the editor's changes: the next save is based on it.
                if (editing) startFrom(draftOf(), editedOf(editing));
                dismissConflict();
                conflict.retry?.();
              }}
            />
          ) : (
            message && <Alert severity={message.severity}>{message.text}</Alert>
          )}
          {draft ? (
            <Stack
              component="form"
              spacing={1.5}
              aria-label={translate('agency.detail.edit')}
              onSubmit={(event) => {
                event.preventDefault();
                const { tags, ...edited } = editedOf(editing!);
                if (tags === undefined && Object.keys(edited).length === 0) return setEditing(undefined);
                void saveEdits({ ...edited, ...(tags === undefined ? {} : { tags: tagsOf(tags) }) }).then((saved) => saved && setEditing(undefined));
              }}
            >
              {field('title')}
              {field('spot', true)}
              {field('content', true)}
              {field('tags')}
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={busy}>
                  {translate('agency.detail.save')}
                </Button>
                <Button
                  onClick={() => {
                    setEditing(undefined);
                    dismissConflict();
                  }}
                  disabled={busy}
                >
                  {translate('agency.detail.cancel')}
                </Button>
              </Stack>
            </Stack>
          ) : (
            <>
              {permissions.mark && tab === 'contents' && (
                <Box>
                  <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => startFrom(draftOf())} disabled={busy}>
                    {translate('agency.detail.edit')}
                  </Button>
                </Box>
              )}
              <AgencyItemView item={item} />
            </>
          )}
        </Stack>
      )}
    </>
  );
}

/**
 * The detail of a desk row in a panel beside the list (not modal: the list stays usable, so the
 * editor works down it with an item open): the whole item, its embargo, status, the used /
 * inappropriate marks, its text to edit and "Save to archive".
 */
export function AgencyItemDrawer({ row, onClose, ...rest }: AgencyItemDrawerProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <DetailPanel modal={false} open={row !== undefined} onClose={onClose} closeLabel={translate('agency.detail.close')} titleId={titleId}>
      {row && <ItemDetail key={row.key} row={row} titleId={titleId} {...rest} />}
    </DetailPanel>
  );
}

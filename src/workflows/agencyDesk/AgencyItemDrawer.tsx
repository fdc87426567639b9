import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Drawer, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Loading, useTranslate } from 'react-admin';
import type { AgencyDeskRow, AgencyTab } from './agencyDeskRows.ts';
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

function ItemDetail({ tab, row, permissions, onRowChange, titleId }: Omit<AgencyItemDrawerProps, 'row' | 'onClose'> & { row: AgencyDeskRow; titleId: string }) {
  const translate = useTranslate();
  const { item, failed, busy, message, changeStatus, mark, saveToArchive } = useAgencyItem(tab, row, onRowChange);
  return (
    <>
      <Typography id={titleId} variant="h6" component="h2" sx={{ pr: 5 }}>
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
          <AgencyItemActions item={item} permissions={permissions} busy={busy} onStatus={changeStatus} onMark={mark} onArchive={saveToArchive} />
          {busy && <LinearProgress />}
          {message && <Alert severity={message.severity}>{message.text}</Alert>}
          <AgencyItemView item={item} />
        </Stack>
      )}
    </>
  );
}

/**
 * The detail of a desk row in a side drawer (the list stays in view beside it): the whole item,
 * its status, the used / inappropriate marks and "Save to archive".
 */
export function AgencyItemDrawer({ row, onClose, ...rest }: AgencyItemDrawerProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={Boolean(row)}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 600 } } } }}
    >
      <Box sx={{ p: 2, position: 'relative' }}>
        <IconButton aria-label={translate('agency.detail.close')} onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
          <CloseIcon />
        </IconButton>
        {row && <ItemDetail key={row.key} row={row} titleId={titleId} {...rest} />}
      </Box>
    </Drawer>
  );
}

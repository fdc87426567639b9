import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Divider, Drawer, IconButton, LinearProgress, List, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { AlertStore } from '../../../../alerts/alertStore.ts';
import { RevisionDiff } from './RevisionDiff.tsx';
import { RevisionListItem } from './RevisionListItem.tsx';
import { useContentHistory } from './useContentHistory.ts';

export interface HistoryDrawerProps {
  contentId: string;
  /** The version the editor shows. */
  version: number;
  alerts: AlertStore;
  onRestored: (restored: { id: string; version: number }) => void | Promise<void>;
  onClose: () => void;
  /** A revision shown first, compared with the save before it (`?revision=`, the activity log's link). */
  focusRevisionId?: string;
}

/**
 * The editor's history panel (issue 13): every save of the item, newest first; two ticked saves
 * compared word by word; any earlier save restored as a new one after a confirmation. Loaded
 * with its diff library only when opened.
 */
export default function HistoryDrawer({ contentId, version, alerts, onRestored, onClose, focusRevisionId }: HistoryDrawerProps) {
  const translate = useTranslate();
  const titleId = useId();
  const history = useContentHistory({ contentId, version, alerts, onRestored, focusId: focusRevisionId });
  const { comparison } = history;
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 560 }, p: 2 }, role: 'dialog', 'aria-labelledby': titleId } }}>
      <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('contentEditor.history.title')}
        </Typography>
        <IconButton aria-label={translate('contentEditor.history.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {(history.loading || history.busy) && <LinearProgress sx={{ mb: 1 }} />}
      {history.failed && <Alert severity="error">{translate('contentEditor.history.loadFailed')}</Alert>}
      {history.message && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {history.message}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('contentEditor.history.hint')}
      </Typography>
      <List dense aria-label={translate('contentEditor.history.title')} sx={{ maxHeight: '40vh', overflowY: 'auto', flexShrink: 0 }}>
        {history.revisions.map((revision) => (
          <RevisionListItem
            key={revision.id}
            revision={revision}
            current={revision.version === version}
            chosen={history.chosenIds.includes(revision.id)}
            focused={revision.id === history.focusedId}
            busy={history.busy}
            onToggle={() => history.toggle(revision.id)}
            onRestore={() => history.restore(revision)}
          />
        ))}
      </List>
      {history.hasMore && (
        <Button size="small" onClick={history.loadMore} sx={{ alignSelf: 'flex-start' }}>
          {translate('contentEditor.history.more')}
        </Button>
      )}
      <Divider sx={{ my: 1.5 }} />
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {comparison ? (
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
              {translate('contentEditor.history.compare', { older: comparison.older.version, newer: comparison.newer.version })}
            </Typography>
            <RevisionDiff older={comparison.snapshots.older} newer={comparison.snapshots.newer} />
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('contentEditor.history.chooseTwo')}
          </Typography>
        )}
      </Box>
    </Drawer>
  );
}

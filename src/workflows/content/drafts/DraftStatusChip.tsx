import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import SaveAltIcon from '@mui/icons-material/SaveAlt';
import { Chip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../../i18n/dateFormats.ts';
import { useConnectionStatus } from '../../../providers/connectionStatus.ts';
import type { DraftStatus } from './draftSync.ts';

/** Whether the browser says it is online, as it changes. */
function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The editor's connection and draft state: offline (the shell's disconnected flag, spec 01 §4, the
 * browser's own, or an autosave that did not reach the server) says the typing is kept on this
 * device; otherwise where the draft stands.
 */
export function DraftStatusChip({ status }: { status: DraftStatus }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { disconnected } = useConnectionStatus();
  const online = useBrowserOnline();
  if (disconnected || !online || status.state === 'unsent') {
    return <Chip size="small" color="warning" icon={<CloudOffIcon />} label={translate('contentDraft.status.offline')} data-testid="draft-status" data-state="offline" />;
  }
  switch (status.state) {
    case 'idle':
      return null;
    case 'kept':
      return <Chip size="small" variant="outlined" icon={<SaveAltIcon />} label={translate('contentDraft.status.kept')} data-testid="draft-status" data-state="kept" />;
    case 'saving':
      return <Chip size="small" variant="outlined" icon={<CloudUploadIcon />} label={translate('contentDraft.status.saving')} data-testid="draft-status" data-state="saving" />;
    case 'saved':
      return (
        <Chip
          size="small"
          variant="outlined"
          color="success"
          icon={<CloudDoneIcon />}
          label={translate('contentDraft.status.saved', { time: formatDate(status.at, 'HH:mm', locale) })}
          data-testid="draft-status"
          data-state="saved"
        />
      );
  }
}

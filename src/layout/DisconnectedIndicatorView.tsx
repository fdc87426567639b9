import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown only while the realtime connection is down. */
export function DisconnectedIndicatorView({ disconnected }: { disconnected: boolean }) {
  const translate = useTranslate();
  if (!disconnected) return null;
  const text = translate('shell.disconnected.detail');
  return (
    <Tooltip title={text}>
      <Chip
        role="status"
        aria-label={text}
        icon={<CloudOffIcon />}
        label={translate('shell.disconnected.label')}
        color="warning"
        size="small"
        sx={{ mx: 1 }}
      />
    </Tooltip>
  );
}

import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Button } from '@mui/material';
import { PublicPageFrame } from './PublicPageFrame';

/**
 * Shown when the app cannot even read its configuration from the server. It renders outside
 * react-admin, so the texts come in already translated.
 */
export function StartupFailure({ message, retryLabel }: { message: string; retryLabel: string }) {
  return (
    <PublicPageFrame
      icon={<CloudOffIcon />}
      title={message}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {retryLabel}
        </Button>
      }
    />
  );
}

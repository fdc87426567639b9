import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UploadRegistry } from './uploadRegistry.ts';
import { useUploadActivities } from './UploadRegistryContext.tsx';
import { WAIT_UPLOAD_MESSAGES } from './waitUpload.ts';

/** The form's observer (spec 02 §5): while files upload, a warning lists the fields they are for. */
export function UploadsInProgressWarning({ registry }: { registry?: UploadRegistry }) {
  const translate = useTranslate();
  const activities = useUploadActivities(registry);
  if (activities.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{translate(WAIT_UPLOAD_MESSAGES.title)}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {activities.map((activity) => (
          <li key={activity.field}>{translate(WAIT_UPLOAD_MESSAGES.message, { name: activity.label })}</li>
        ))}
      </Box>
    </Alert>
  );
}

import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UploadActivity } from '../../../controls/upload/uploadRegistry.ts';

/** Why saving waits: the fields whose files are still uploading (the waitUpload rule, spec 02 §5). */
export function PendingUploads({ uploads }: { uploads: readonly UploadActivity[] }) {
  const translate = useTranslate();
  if (uploads.length === 0) return null;
  const files = uploads.map((upload) => translate('contentEditor.uploadingFile', { name: upload.label, count: upload.count })).join(', ');
  return (
    <Alert severity="info" sx={{ py: 0 }} role="status">
      {translate('contentEditor.uploading', { files })}
    </Alert>
  );
}

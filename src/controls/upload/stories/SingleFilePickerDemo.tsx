import { Box } from '@mui/material';
import { useState } from 'react';
import { AlertHost } from '../../../alerts/AlertHost.tsx';
import { createAlertStore } from '../../../alerts/alertStore.ts';
import { extensionOf } from '../../../../resources/uploadRules.ts';
import { createControlledTransport, type PendingUpload } from './controlledTransport.ts';
import { DATA_URLS } from './sampleUploadFiles.ts';
import { SingleFilePicker, type PickedFile, type SingleFilePickerProps } from '../SingleFilePicker.tsx';

export interface SingleFilePickerDemoProps extends Pick<SingleFilePickerProps, 'accept' | 'label' | 'descriptionRequired' | 'fileLink'> {
  initialValue?: PickedFile | null;
  initialDescription?: string;
  onUpload?: (upload: PendingUpload, index: number) => void;
  onChange?: (file: PickedFile | null) => void;
}

/** Stored sample images stand in for the resize URL, so the current image shows without a server. */
const samplePreview = (relativePath: string) =>
  ({ png: DATA_URLS.png, jpg: DATA_URLS.jpeg, jpeg: DATA_URLS.jpeg, gif: DATA_URLS.gif })[extensionOf(relativePath)];

/** The picker with its value kept here, a storage answered by hand and its own alert host. */
export function SingleFilePickerDemo({ initialValue = null, initialDescription = '', onUpload, onChange, ...props }: SingleFilePickerDemoProps) {
  const [alerts] = useState(createAlertStore);
  const [transport] = useState(createControlledTransport);
  transport.onUpload = onUpload;
  const [value, setValue] = useState(initialValue);
  const [description, setDescription] = useState(initialDescription);
  return (
    <Box sx={{ p: 2, maxWidth: 480 }}>
      <SingleFilePicker
        {...props}
        value={value}
        onChange={(file) => {
          setValue(file);
          onChange?.(file);
        }}
        description={description}
        onDescriptionChange={setDescription}
        transport={transport}
        alerts={alerts}
        previewUrl={samplePreview}
      />
      <AlertHost store={alerts} />
    </Box>
  );
}

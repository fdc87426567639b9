import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { showAlert, type AlertContent } from '../../alerts/alertStore.ts';
import { checkImageWithAlert, exceedsRequiredSize, formatSize, imageRefusalAlert, type RequiredImageSize } from '../image/imageChecker.ts';
import { useUploadItems, useUploadQueue } from '../upload/useUploadQueue.ts';
import type { UploadTransport } from '../upload/uploadTypes.ts';
import { AgencyPhotoSource } from './AgencyPhotoSource.tsx';
import { imageInfoFromUpload, type ImageInfo } from './imageInfo.ts';
import { LibraryImageSource } from './LibraryImageSource.tsx';
import { PICKER_UPLOAD_ACCEPT, UploadImageSource } from './UploadImageSource.tsx';

export type MediaPickerSource = 'upload' | 'agency' | 'library';
const SOURCES: readonly MediaPickerSource[] = ['upload', 'agency', 'library'];

export interface MediaPickerDialogProps {
  open: boolean;
  onSelect: (image: ImageInfo) => void;
  onClose: () => void;
  /** The largest size the slot takes: a bigger image is refused with 'Check image size'. */
  requiredSize?: RequiredImageSize;
  initialSource?: MediaPickerSource;
  /** Default: the storage over HTTP. */
  transport?: UploadTransport;
  alert?: (content: AlertContent) => Promise<void>;
}

/**
 * Spec 01 §2 media picker: upload a file, pick from the agency (agency and archive tabs) or from the
 * site's media library. "Select" hands back the Image info of the uploaded image, or says 'Please
 * select image to upload' when there is none yet; an agency or library card hands back its image when picked.
 */
export function MediaPickerDialog({ open, onClose, ...props }: MediaPickerDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const closeRef = useRef(onClose);
  return (
    <Dialog open={open} onClose={() => closeRef.current()} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('media.picker.title')}</DialogTitle>
      <PickerBody {...props} onClose={onClose} closeRef={closeRef} />
    </Dialog>
  );
}

function PickerBody({
  onSelect,
  onClose,
  requiredSize,
  initialSource = 'upload',
  transport,
  alert = showAlert,
  closeRef,
}: Omit<MediaPickerDialogProps, 'open'> & { closeRef: RefObject<() => void> }) {
  const translate = useTranslate();
  const id = useId();
  const [source, setSource] = useState<MediaPickerSource>(initialSource);
  const queue = useUploadQueue({ accept: PICKER_UPLOAD_ACCEPT, transport });
  const uploaded = useUploadItems(queue).findLast((item) => item.status === 'success' && item.response);

  const close = async () => {
    if (await queue.close()) onClose();
  };
  useLayoutEffect(() => {
    closeRef.current = () => void close();
  });

  const select = async () => {
    if (source !== 'upload' || !uploaded?.response) {
      void alert({ type: 'warning', message: 'upload.messages.selectImage' });
      return;
    }
    const { width, height } = uploaded.response;
    // The storage measured the image already; decoding it again is only for a missing size.
    const readSize = width && height ? async () => ({ width, height }) : undefined;
    if (requiredSize && !(await checkImageWithAlert(uploaded.file, requiredSize, { alert, readSize }))) return;
    onSelect(imageInfoFromUpload(uploaded.response));
  };

  const pickStoredImage = (image: ImageInfo) => {
    // Stored images were measured when they arrived: an unmeasured one is let through, as it cannot be checked.
    const { width, height } = image;
    if (requiredSize && width !== null && height !== null && exceedsRequiredSize({ width, height }, requiredSize)) {
      void alert(imageRefusalAlert({ outcome: 'refuse', message: 'checkImageSize', params: { size: formatSize(requiredSize) } }));
      return;
    }
    onSelect(image);
  };

  return (
    <>
      <Tabs value={source} onChange={(_, value: MediaPickerSource) => setSource(value)} aria-label={translate('media.picker.sources')} sx={{ px: 3 }}>
        {SOURCES.map((name) => (
          <Tab key={name} value={name} label={translate(`media.picker.tabs.${name}`)} id={`${id}-tab-${name}`} aria-controls={`${id}-panel-${name}`} />
        ))}
      </Tabs>
      <DialogContent dividers role="tabpanel" id={`${id}-panel-${source}`} aria-labelledby={`${id}-tab-${source}`} sx={{ minHeight: 320 }}>
        {/* Kept mounted while another source shows: switching tabs must not lose the upload. */}
        <div hidden={source !== 'upload'}>
          <UploadImageSource queue={queue} />
        </div>
        {source === 'agency' && <AgencyPhotoSource onPick={pickStoredImage} />}
        {source === 'library' && <LibraryImageSource onPick={pickStoredImage} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void close()}>{translate('media.picker.cancel')}</Button>
        <Button variant="contained" onClick={() => void select()}>
          {translate('media.picker.select')}
        </Button>
      </DialogActions>
    </>
  );
}

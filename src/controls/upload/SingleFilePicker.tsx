import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Link, List, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PREVIEW_IMAGE_WIDTH } from '../../../resources/uploadRules.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { isImageDescriptionRequired } from './imageDescription.ts';
import { MediaKindIcon } from './MediaKindIcon.tsx';
import { mediaKindOf, type UploadAlerts } from './screenFiles.ts';
import { resizeUrl } from './storageUrls.ts';
import { UploadDropzone } from './UploadDropzone.tsx';
import { UploadFileRow } from './UploadFileRow.tsx';
import { isRunning } from './uploadItem.ts';
import { useReportUploads } from './UploadRegistryContext.tsx';
import type { UploadAccept, UploadedFile, UploadTransport } from './uploadTypes.ts';
import { useUploadItems, useUploadQueue } from './useUploadQueue.ts';

export type PickedFile = UploadedFile['response'];

export interface SingleFilePickerProps {
  /** The current file ({ relativePath, width, height }), or nothing. */
  value?: PickedFile | null;
  /** The uploaded file that replaces the current one (and the name it had on the user's disk), or null when it was removed. */
  onChange: (file: PickedFile | null, picked?: { name: string }) => void;
  accept?: Omit<UploadAccept, 'multiple'>;
  /** A translation key or text naming the field. */
  label?: string;
  /** The form field (waitUpload) and its readable name. */
  field?: string;
  fieldLabel?: string;
  /** Ask for an image description, required except for gif. */
  descriptionRequired?: boolean;
  description?: string;
  /** The form's message about the description, shown under it in place of the picker's own prompt. */
  descriptionError?: ReactNode;
  onDescriptionChange?: (description: string) => void;
  disabled?: boolean;
  transport?: UploadTransport;
  alerts?: UploadAlerts;
  /** How the current image is shown; default the storage's resize URL. */
  previewUrl?: (relativePath: string, width: number) => string | undefined;
  /** Where the current file (not an image) opens: its path is shown as a link to it; plain text without. */
  fileLink?: (relativePath: string) => string | undefined;
}

/** One file: drop or choose it, it uploads at once; replacing or removing the current one asks first. */
export function SingleFilePicker(props: SingleFilePickerProps) {
  const { value, onChange, accept, label, field, fieldLabel, disabled, transport, previewUrl = resizeUrl } = props;
  const translate = useTranslate();
  const alerts = props.alerts ?? alertStore;
  const queue = useUploadQueue({
    accept: { ...accept, multiple: false },
    transport,
    alerts,
    autoStart: true,
    onComplete: (files) => {
      onChange(files[0].response, { name: files[0].name });
      void queue.close({ force: true });
    },
  });
  const items = useUploadItems(queue);
  useReportUploads(field, fieldLabel ?? field ?? '', items.filter((item) => isRunning(item) || item.queued).length);

  const pick = async (files: File[]) => {
    const [file] = await queue.screen(files);
    if (!file) return;
    if (value && !(await alerts.confirm({ type: 'warning', message: 'upload.picker.replaceConfirm', values: { name: file.name } }))) return;
    queue.add([file]);
  };
  const remove = async () => {
    if (await alerts.confirm({ type: 'warning', message: 'upload.picker.removeConfirm' })) onChange(null);
  };

  const current = value?.relativePath;
  const currentKind = current ? mediaKindOf({ name: current, type: '' }) : undefined;
  const currentIsImage = currentKind === 'image';
  const currentLink = current && !currentIsImage ? props.fileLink?.(current) : undefined;
  const currentSrc = current && currentIsImage ? previewUrl(current, PREVIEW_IMAGE_WIDTH) : undefined;
  const asksDescription = props.descriptionRequired || !!props.onDescriptionChange;
  const descriptionRequired = isImageDescriptionRequired(current, props.descriptionRequired);
  const descriptionMissing = descriptionRequired && !props.description?.trim();

  return (
    <Stack spacing={1}>
      {label && <Typography variant="subtitle2">{translate(label, { _: label })}</Typography>}
      {current && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          {currentSrc ? (
            <Box
              component="img"
              src={currentSrc}
              alt={props.description || translate('upload.picker.current')}
              sx={{ maxWidth: PREVIEW_IMAGE_WIDTH, maxHeight: PREVIEW_IMAGE_WIDTH, borderRadius: 1, display: 'block' }}
            />
          ) : (
            <Stack direction="row" spacing={1} alignItems="center">
              {currentKind && !currentIsImage && <MediaKindIcon kind={currentKind} />}
              {currentLink ? (
                <Link variant="body2" href={currentLink} target="_blank" rel="noopener">
                  {current}
                </Link>
              ) : (
                <Typography variant="body2">{current}</Typography>
              )}
            </Stack>
          )}
          <Button startIcon={<DeleteIcon />} onClick={() => void remove()} disabled={disabled}>
            {translate('upload.picker.remove')}
          </Button>
        </Box>
      )}
      <UploadDropzone
        accept={{ ...accept, multiple: false }}
        label={current ? 'upload.picker.replace' : 'upload.picker.choose'}
        disabled={disabled}
        onFiles={(files) => void pick(files)}
      />
      {items.length > 0 && (
        <List dense>
          {items.map((item) => (
            <UploadFileRow key={item.id} item={item} queue={queue} />
          ))}
        </List>
      )}
      {asksDescription && current && (
        <TextField
          label={translate('upload.picker.description')}
          value={props.description ?? ''}
          onChange={(event) => props.onDescriptionChange?.(event.target.value)}
          required={descriptionRequired}
          error={descriptionMissing || !!props.descriptionError}
          helperText={props.descriptionError ?? (descriptionMissing ? translate('upload.picker.descriptionRequired') : undefined)}
          disabled={disabled}
          size="small"
          fullWidth
        />
      )}
    </Stack>
  );
}

import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useDropzone } from 'react-dropzone';
import { useTranslate } from 'react-admin';
import { allowedExtensionsFor } from './screenFiles.ts';
import type { UploadAccept } from './uploadTypes.ts';
import { useMegabytes } from './useMegabytes.ts';

export interface UploadDropzoneProps {
  accept?: UploadAccept;
  /** Every file dropped, chosen or pasted, in order: the caller screens them (the native picker only hints). */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** A translation key for the zone's text; default by `accept.multiple`. */
  label?: string;
  /** Shown inside the zone above the hint, e.g. the current image of a single-file picker. */
  children?: ReactNode;
}

/**
 * The drop area, and inside it a button that opens the file chooser with Enter, Space or a click.
 * The button holds only its label (its name is what it shows); the hint and the hidden file input
 * sit beside it, not inside it.
 */
export function UploadDropzone({ accept = {}, onFiles, disabled, label: labelKey, children }: UploadDropzoneProps) {
  const translate = useTranslate();
  const megabytes = useMegabytes();
  const hintId = useId();
  const extensions = allowedExtensionsFor(accept);
  const single = accept.multiple === false;
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    disabled,
    noClick: true,
    noKeyboard: true,
    // Nothing is refused here: the spec's rules run on every file, with their own messages.
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
  });
  const label = translate(labelKey ?? (single ? 'upload.dialog.dropzoneSingle' : 'upload.dialog.dropzone'));
  const choose = () => {
    if (!disabled) open();
  };

  return (
    <Box
      {...getRootProps()}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'action.hover' : 'background.paper',
        borderRadius: 1,
        p: 2,
        textAlign: 'center',
        opacity: disabled ? 0.6 : 1,
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <input
        {...getInputProps({
          accept: extensions.map((extension) => `.${extension}`).join(','),
          multiple: !single,
          'aria-label': label,
        })}
      />
      {children}
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-describedby={hintId}
        onClick={choose}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          choose();
        }}
        sx={{
          cursor: disabled ? 'default' : 'pointer',
          borderRadius: 1,
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.light}` },
        }}
      >
        <CloudUploadIcon color={isDragActive ? 'primary' : 'action'} fontSize="large" aria-hidden />
        <Typography>{isDragActive ? translate('upload.dialog.dropzoneActive') : label}</Typography>
      </Box>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {translate('upload.dialog.allowed', { extensions: extensions.join(', ') })}
        {accept.maxBytes ? ` · ${translate('upload.dialog.maxSize', { size: megabytes(accept.maxBytes) })}` : ''}
      </Typography>
    </Box>
  );
}

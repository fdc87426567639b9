import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { richImageSource } from '../../../resources/richHtml.ts';
import { EditorDialog } from './EditorDialog.tsx';

export interface InlineImage {
  src: string;
  alt: string;
}

/** Without a media picker: a stored image's address (ours only) and its description. */
export function ImageDialog({ onInsert, onClose }: { onInsert: (image: InlineImage) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [image, setImage] = useState<InlineImage>({ src: '', alt: '' });
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const submit = () => {
    const src = richImageSource(image.src, [window.location.origin]);
    const found = {
      src: src ? undefined : translate('richText.dialog.imageSourceInvalid'),
      alt: image.alt.trim() ? undefined : translate('validation.required', { name: translate('richText.dialog.imageAlt') }),
    };
    setErrors(found);
    if (!src || found.alt) return;
    onInsert({ src, alt: image.alt.trim() });
    onClose();
  };
  return (
    <EditorDialog title="richText.dialog.imageTitle" onClose={onClose} onSubmit={submit}>
      <TextField
        label={translate('richText.dialog.imageSource')}
        value={image.src}
        onChange={(event) => setImage({ ...image, src: event.target.value })}
        error={!!errors.src}
        helperText={errors.src}
        autoFocus
        required
      />
      <TextField
        label={translate('richText.dialog.imageAlt')}
        value={image.alt}
        onChange={(event) => setImage({ ...image, alt: event.target.value })}
        error={!!errors.alt}
        helperText={errors.alt}
        required
      />
    </EditorDialog>
  );
}

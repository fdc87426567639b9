import { useRef, useState } from 'react';
import type { InlineImage } from '../../controls/richText/ImageDialog.tsx';
import { RichTextInput } from '../../controls/richText/RichTextInput.tsx';
import { MediaPickerDialog } from '../../controls/mediaPicker/MediaPickerDialog.tsx';
import type { ImageInfo } from '../../controls/mediaPicker/imageInfo.ts';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import type { KindInputProps } from './kindInputProps.ts';

/**
 * A text field declared `richText(...)` (html: 'rich'): the rich text editor, with the field's rules;
 * its image button opens the media picker (upload, agency or library) and places the chosen stored image.
 */
export function RichTextFieldInput({ source, field, label, validate, autoFocus, disabled }: KindInputProps<'text'>) {
  const environment = useLowcodeEnvironment();
  const [picking, setPicking] = useState(false);
  const answer = useRef<(image: InlineImage | undefined) => void>(() => undefined);
  const finish = (image: InlineImage | undefined) => {
    setPicking(false);
    answer.current(image);
  };
  const pickImage = () =>
    new Promise<InlineImage | undefined>((resolve) => {
      answer.current = resolve;
      setPicking(true);
    });
  const select = (image: ImageInfo) => {
    const src = fileUrl(image.path);
    finish(src ? { src, alt: image.text ?? '' } : undefined);
  };
  return (
    <>
      <RichTextInput
        source={source}
        label={label}
        validate={validate}
        isRequired={field.required}
        helperText={field.helperText}
        autoFocus={autoFocus}
        disabled={disabled || field.readOnly}
        onPickImage={pickImage}
      />
      {picking && <MediaPickerDialog open onSelect={select} onClose={() => finish(undefined)} transport={environment.uploadTransport} />}
    </>
  );
}

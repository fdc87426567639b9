import CropIcon from '@mui/icons-material/Crop';
import { Button, Chip, FormControl, FormHelperText, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useInput, useTranslate, ValidationError, type Validator } from 'react-admin';
import { ImageCropper } from '../../controls/image/ImageCropper.tsx';
import { CROP_MODE, cropTypeName } from '../../controls/image/cropTypes.ts';
import { SingleFilePicker } from '../../controls/upload/SingleFilePicker.tsx';
import { isImageDescriptionRequired } from '../../controls/upload/imageDescription.ts';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import { UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import { LibraryImageButton } from './LibraryImageButton.tsx';
import { asImageValue, imageFromPicked, imageFromUpload, pickedFileOf } from './imageValue.ts';
import type { KindInputProps } from './kindInputProps.ts';

const IMAGES_ONLY = { mediaTypes: UPLOAD_MEDIA_TYPE.image };

/** Where the field asks for one, an image (not a gif) needs its description: the server's message, before sending. */
function describedImage(labelText: string): Validator {
  return (value) => {
    const image = asImageValue(value);
    return image && isImageDescriptionRequired(image.path, true) && !image.text?.trim()
      ? { message: 'saveErrors.imageDescription', args: { name: labelText } }
      : undefined;
  };
}

/**
 * An image (the media issue's single-file picker and cropper): upload or replace it, or choose it in
 * the media picker (the site's library first), describe it where the field asks, and cut the crops
 * the field declares; the value is `{ path, width, height, crops, text }` (text: its description).
 */
export function ImageInput({ source, field, label, validate, disabled }: KindInputProps<'image'>) {
  const translate = useTranslate();
  const environment = useLowcodeEnvironment();
  const [cropping, setCropping] = useState(false);
  const fieldLabel = translate(label, { _: label });
  const validators = useMemo(
    () => [validate, field.requireDescription ? describedImage(fieldLabel) : undefined].filter((rule): rule is Validator => !!rule),
    [validate, field.requireDescription, fieldLabel],
  );
  const { field: input, fieldState, formState, isRequired } = useInput({ source, validate: validators, isRequired: field.required });
  const image = asImageValue(input.value);
  const error = visibleError(fieldState, formState.isSubmitted);
  const descriptionError = field.requireDescription && error && image && isImageDescriptionRequired(image.path, true) && !image.text?.trim() ? error : undefined;
  const inactive = disabled || field.readOnly;
  const crops = field.crops ?? [];
  const imageUrl = image && (environment.fileUrl ?? fileUrl)(image.path);
  const labelText = `${fieldLabel}${isRequired ? ' *' : ''}`;
  const update = (next: object | null) => {
    input.onChange(next);
    input.onBlur();
  };
  return (
    <FormControl error={!!error} fullWidth component="fieldset">
      <SingleFilePicker
        label={labelText}
        value={pickedFileOf(image)}
        onChange={(file) => update(imageFromUpload(file, image))}
        accept={IMAGES_ONLY}
        field={source}
        fieldLabel={fieldLabel}
        descriptionRequired={field.requireDescription}
        description={image?.text ?? ''}
        descriptionError={descriptionError ? <ValidationError error={descriptionError} /> : undefined}
        onDescriptionChange={field.requireDescription ? (text) => image && update({ ...image, text }) : undefined}
        disabled={inactive}
        transport={environment.uploadTransport}
        alerts={environment.alerts}
        previewUrl={environment.previewUrl}
      />
      {!inactive && <LibraryImageButton onSelect={(picked) => update(imageFromPicked(picked, image))} />}
      {image && crops.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 1 }} aria-label={translate('lowcode.image.crops')}>
          <Button startIcon={<CropIcon />} onClick={() => setCropping(true)} disabled={inactive || !imageUrl}>
            {translate('lowcode.image.crop')}
          </Button>
          {crops.map((definition) => {
            const done = image.crops?.find((crop) => crop.type === definition.type && crop.path);
            const type = cropTypeName(translate, definition.type);
            // A cut crop names the file saved (a smaller picture is never upscaled), not the size asked.
            const smaller = done && (done.width !== definition.width || done.height !== definition.height);
            return (
              <Chip
                key={definition.type}
                size="small"
                color={done ? 'success' : 'default'}
                label={done ? translate('lowcode.image.cropItem', { type, width: done.width, height: done.height }) : translate('lowcode.image.missingCrop', { type })}
                title={smaller ? translate('lowcode.image.smallerCrop', { askedWidth: definition.width, askedHeight: definition.height, width: done.width, height: done.height }) : undefined}
              />
            );
          })}
        </Stack>
      )}
      <FormHelperText component="div">
        <FieldHelper error={descriptionError ? undefined : error} helperText={field.helperText} />
      </FormHelperText>
      {cropping && image && imageUrl && (
        <ImageCropper
          open
          image={{ url: imageUrl, path: image.path, width: image.width ?? 0, height: image.height ?? 0 }}
          definitions={crops}
          mode={CROP_MODE.fixed}
          transport={environment.cropTransport}
          previewUrl={environment.previewUrl ? (path) => environment.previewUrl?.(path, 300) : undefined}
          onComplete={(cut) => {
            update({ ...image, crops: cut });
            setCropping(false);
          }}
          onClose={() => setCropping(false)}
        />
      )}
    </FormControl>
  );
}

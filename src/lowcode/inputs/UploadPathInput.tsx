import { FormControl, FormHelperText } from '@mui/material';
import { useInput, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { SingleFilePicker, type PickedFile } from '../../controls/upload/SingleFilePicker.tsx';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import { siblingPath } from './siblingPath.ts';
import type { Field } from '../../../resources/fields.ts';
import type { KindInputProps } from './kindInputProps.ts';

const VIDEOS_ONLY = { mediaTypes: UPLOAD_MEDIA_TYPE.video };

/** A stored video's length in whole seconds, read by the browser from the file's header; undefined when it cannot tell. */
export function videoDuration(url: string, timeoutMs = 15_000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const done = (seconds: number | undefined) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      resolve(seconds !== undefined && Number.isFinite(seconds) ? Math.round(seconds) : undefined);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(undefined);
    video.src = url;
  });
}

/**
 * A storage path filled by uploading (a content's video): the upload queue's single-file picker,
 * limited to videos. The upload fills the path, and the object's width, height and duration where
 * it declares them; while it runs the form's waitUpload rule holds the save.
 */
/** The fields declared beside the one at `path` (inside an object or list), by name. */
function siblingsOf(fields: Readonly<Record<string, Field>>, path: readonly string[]): Readonly<Record<string, Field>> {
  const parent = path.slice(0, -1).reduce<Field | undefined>((current, name, index) => (index === 0 ? fields[name] : current && 'fields' in current ? current.fields[name] : undefined), undefined);
  return parent && 'fields' in parent ? parent.fields : fields;
}

export function UploadPathInput({ source, field, label, validate, disabled, resource, path: declaredPath }: KindInputProps<'text'>) {
  const translate = useTranslate();
  const environment = useLowcodeEnvironment();
  const sourceContext = useSourceContext();
  const { setValue } = useFormContext();
  const siblings = siblingsOf(resource.fields, declaredPath);
  const { field: input, fieldState, formState, isRequired } = useInput({ source, validate, isRequired: field.required });
  const formPath = sourceContext ? sourceContext.getSource(source) : source;
  const fieldLabel = translate(label, { _: label });
  const error = visibleError(fieldState, formState.isSubmitted);
  const path = typeof input.value === 'string' && input.value !== '' ? input.value : undefined;
  const fill = (sibling: string, value: number | null | undefined) => {
    const name = siblingPath(formPath, sibling);
    if (value !== undefined && siblings[sibling]) setValue(name, value, { shouldDirty: true });
  };
  const change = (file: PickedFile | null) => {
    input.onChange(file?.relativePath ?? null);
    input.onBlur();
    fill('width', file ? file.width : null);
    fill('height', file ? file.height : null);
    fill('duration', file ? undefined : null);
    const url = file && (environment.fileUrl ?? fileUrl)(file.relativePath);
    if (url) void videoDuration(url).then((seconds) => fill('duration', seconds));
  };
  return (
    <FormControl error={!!error} fullWidth component="fieldset" sx={{ mb: 1 }}>
      <SingleFilePicker
        label={`${fieldLabel}${isRequired ? ' *' : ''}`}
        value={path ? { relativePath: path, width: null, height: null } : null}
        onChange={change}
        accept={VIDEOS_ONLY}
        field={formPath}
        fieldLabel={fieldLabel}
        disabled={disabled || field.readOnly}
        transport={environment.uploadTransport}
        alerts={environment.alerts}
      />
      <FormHelperText component="div">
        <FieldHelper error={error} helperText={field.helperText} />
      </FormHelperText>
    </FormControl>
  );
}

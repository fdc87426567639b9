import { FormControl, FormHelperText } from '@mui/material';
import { useInput, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { extensionOf, UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { SingleFilePicker, type PickedFile } from '../../controls/upload/SingleFilePicker.tsx';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { FieldHelper, visibleError } from './FieldHelper.tsx';
import { LibraryImageButton } from './LibraryImageButton.tsx';
import { siblingPath } from './siblingPath.ts';
import type { Field } from '../../../resources/fields.ts';
import type { KindInputProps } from './kindInputProps.ts';

const ACCEPT = {
  image: { mediaTypes: UPLOAD_MEDIA_TYPE.image },
  video: { mediaTypes: UPLOAD_MEDIA_TYPE.video },
  document: { mediaTypes: UPLOAD_MEDIA_TYPE.document },
} as const;

/** A picked file's name without its extension: what a document is called until the editor names it. */
export function nameOfPickedFile(fileName: string): string {
  const extension = extensionOf(fileName);
  return (extension ? fileName.slice(0, -extension.length - 1) : fileName).trim();
}

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

/** The fields declared beside the one at `path` (inside an object or list), by name. */
function siblingsOf(fields: Readonly<Record<string, Field>>, path: readonly string[]): Readonly<Record<string, Field>> {
  const parent = path.slice(0, -1).reduce<Field | undefined>((current, name, index) => (index === 0 ? fields[name] : current && 'fields' in current ? current.fields[name] : undefined), undefined);
  return parent && 'fields' in parent ? parent.fields : fields;
}

/**
 * A storage path filled by uploading (a content's video, its poster, or a PDF): the upload queue's
 * single-file picker, limited to the field's kind, with the image's preview or a link to the stored
 * file; an image may also be chosen from the media library. The upload fills the path;
 * a video's also the object's width, height and duration, a document's the name while it is empty
 * (from the file's name), where the object declares them. While it runs the form's waitUpload rule
 * holds the save. Under a stored video, the environment's `videoStatus` (its processing state and player).
 */
export function UploadPathInput({ source, field, label, validate, disabled, resource, path: declaredPath }: KindInputProps<'text'>) {
  const translate = useTranslate();
  const environment = useLowcodeEnvironment();
  const sourceContext = useSourceContext();
  const { setValue, getValues } = useFormContext();
  const kind = field.upload ?? 'video';
  const siblings = siblingsOf(resource.fields, declaredPath);
  const { field: input, fieldState, formState, isRequired } = useInput({ source, validate, isRequired: field.required });
  const formPath = sourceContext ? sourceContext.getSource(source) : source;
  const fieldLabel = translate(label, { _: label });
  const error = visibleError(fieldState, formState.isSubmitted);
  const path = typeof input.value === 'string' && input.value !== '' ? input.value : undefined;
  const nameField = kind === 'document' && siblings.name ? siblingPath(formPath, 'name') : undefined;
  const documentName: unknown = useWatch({ name: nameField ?? formPath, disabled: !nameField });
  const VideoStatus = kind === 'video' ? environment.videoStatus : undefined;
  const posterField = VideoStatus && siblings.posterPath ? siblingPath(formPath, 'posterPath') : undefined;
  const posterPath: unknown = useWatch({ name: posterField ?? formPath, disabled: !posterField });
  const storedUrl = environment.fileUrl ?? fileUrl;
  // A document's link asks the storage to name the download as the content names the file.
  const fileLink = (relativePath: string) => {
    const url = storedUrl(relativePath);
    return url && nameField && typeof documentName === 'string' && documentName.trim() ? `${url}?name=${encodeURIComponent(documentName.trim())}` : url;
  };
  const fill = (sibling: string, value: number | null | undefined) => {
    const name = siblingPath(formPath, sibling);
    if (value !== undefined && siblings[sibling]) setValue(name, value, { shouldDirty: true });
  };
  const change = (file: PickedFile | null, picked?: { name: string }) => {
    input.onChange(file?.relativePath ?? null);
    input.onBlur();
    if (kind === 'image') return;
    if (kind === 'document') {
      const current: unknown = nameField && getValues(nameField);
      if (nameField && picked && !(typeof current === 'string' && current.trim())) setValue(nameField, nameOfPickedFile(picked.name), { shouldDirty: true, shouldValidate: true });
      return;
    }
    fill('width', file ? file.width : null);
    fill('height', file ? file.height : null);
    fill('duration', file ? undefined : null);
    const url = file && storedUrl(file.relativePath);
    if (url) void videoDuration(url).then((seconds) => fill('duration', seconds));
  };
  return (
    <FormControl error={!!error} fullWidth component="fieldset" sx={{ mb: 1 }}>
      <SingleFilePicker
        label={`${fieldLabel}${isRequired ? ' *' : ''}`}
        value={path ? { relativePath: path, width: null, height: null } : null}
        onChange={change}
        accept={ACCEPT[kind]}
        fileLink={fileLink}
        field={formPath}
        fieldLabel={fieldLabel}
        disabled={disabled || field.readOnly}
        transport={environment.uploadTransport}
        alerts={environment.alerts}
        previewUrl={environment.previewUrl}
      />
      {VideoStatus && path && <VideoStatus path={path} posterPath={posterField && typeof posterPath === 'string' ? posterPath : undefined} />}
      {kind === 'image' && !(disabled || field.readOnly) && <LibraryImageButton onSelect={(image) => change({ relativePath: image.path, width: image.width, height: image.height })} />}
      <FormHelperText component="div">
        <FieldHelper error={error} helperText={field.helperText} />
      </FormHelperText>
    </FormControl>
  );
}

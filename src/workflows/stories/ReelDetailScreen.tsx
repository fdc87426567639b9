import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, useCanAccess, useInput, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { reels } from '../../../resources/reel.ts';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import { FieldHelper, visibleError } from '../../lowcode/inputs/FieldHelper.tsx';
import { FieldInput, type AnyKindInput } from '../../lowcode/inputs/FieldInput.tsx';
import type { KindInputProps } from '../../lowcode/inputs/kindInputProps.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { defaultValuesOf } from '../../lowcode/screens/formValues.ts';
import { ReelPreview, type ReelPreviewProps } from './ReelPreview.tsx';
import { KEEP_TYPED_VALUES, StoryEditorBase, useEditorSubmit, type StoryEditorChildProps } from './StoryEditorBase.tsx';
import { StoryEditorFields } from './StoryEditorFields.tsx';
import { StoryEditorLayout } from './StoryEditorLayout.tsx';

/**
 * The reel's vertical video: its upload (the size and length filled from the file, the queue's
 * processing state and, once processed, its poster and player under it), an own poster if the
 * editor wants one, and the rule that there is a video ("at least one reel to save").
 */
function ReelVideoInput({ source, field, label, validate, resource, path, mode, disabled }: KindInputProps<'object'>) {
  const translate = useTranslate();
  const { fieldState, formState } = useInput({ source, validate });
  const error = visibleError(fieldState, formState.isSubmitted);
  const video = useWatch({ name: source }) as { width?: number; height?: number; duration?: number; path?: string } | undefined;
  const sub = (name: 'path' | 'posterPath') => <FieldInput resource={resource} path={[...path, name]} field={field.fields[name]!} source={`${source}.${name}`} mode={mode} disabled={disabled} />;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 2, pb: 1, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate(label, { _: label })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('stories.editor.video.upload')}
      </Typography>
      {sub('path')}
      {video?.path && video.width && video.height ? (
        <Typography variant="body2" color="text.secondary" data-testid="reel-video-size" sx={{ mb: 1 }}>
          {translate('stories.editor.video.size', { width: video.width, height: video.height, seconds: video.duration ?? '–' })}
        </Typography>
      ) : null}
      {sub('posterPath')}
      {error && (
        <FormHelperText error component="div">
          <FieldHelper error={error} />
        </FormHelperText>
      )}
    </Box>
  );
}

function ReelFormPreview() {
  const { fileUrl: environmentUrl } = useLowcodeEnvironment();
  const [title, video, text, externalLink] = useWatch({ name: ['title', 'video', 'text', 'externalLink'] }) as [string, ReelPreviewProps['video'], string, string];
  return <ReelPreview title={title} video={video} text={text} externalLink={externalLink} urlOf={environmentUrl ?? fileUrl} />;
}

/**
 * reels/detail/:id? and reels/pending-detail/:id? (spec 02 §2–§5): a reel's title, type, categories,
 * publish date, vertical video, text and link, checked by the declared rules as they are typed, with
 * the reel on a phone beside them. An advertisement of no category asks first. Read-only without reels.save.
 */
export function ReelEditorForm({ mode, failure }: StoryEditorChildProps) {
  const { canAccess, isPending } = useCanAccess({ resource: 'reels', action: 'save' });
  const readOnlyMessage = isPending || canAccess !== false ? undefined : 'stories.editor.reelReadOnly';
  const defaultValues = useMemo(() => (mode === 'create' ? defaultValuesOf(reels) : undefined), [mode]);
  const submit = useEditorSubmit(reels, Boolean(readOnlyMessage));
  const input = (name: string, custom?: AnyKindInput) => <FieldInput resource={reels} path={[name]} field={reels.fields[name]!} mode={mode} input={custom} />;
  return (
    <Form onSubmit={submit} defaultValues={defaultValues} noValidate resetOptions={KEEP_TYPED_VALUES} warnWhenUnsavedChanges>
      <StoryEditorLayout board="reels" readOnlyMessage={readOnlyMessage} failure={failure} preview={<ReelFormPreview />}>
        <Stack spacing={1}>
          <StoryEditorFields resource={reels} mode={mode} />
          {input('video', ReelVideoInput as AnyKindInput)}
          {input('text')}
          {input('externalLink')}
        </Stack>
      </StoryEditorLayout>
    </Form>
  );
}

/** reels/detail/:id? and reels/pending-detail/:id?: a reel's editor, a new one without an id. */
export default function ReelDetailScreen() {
  const { id } = useParams();
  return (
    <StoryEditorBase key={id ?? 'new'} board="reels" id={id}>
      {(props) => <ReelEditorForm {...props} />}
    </StoryEditorBase>
  );
}

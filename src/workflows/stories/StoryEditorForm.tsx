import { useMemo, type ReactNode } from 'react';
import { Form, useCanAccess, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { stories } from '../../../resources/story.ts';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import { FieldInput, type AnyKindInput } from '../../lowcode/inputs/FieldInput.tsx';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { defaultValuesOf } from '../../lowcode/screens/formValues.ts';
import { blankFrame, type EditorFrame } from './editorFrames.ts';
import { isAdvertisement } from './editorSave.ts';
import { FrameListInput } from './FrameList.tsx';
import { KEEP_TYPED_VALUES, useEditorSubmit, type StoryEditorChildProps } from './StoryEditorBase.tsx';
import { StoryEditorFields } from './StoryEditorFields.tsx';
import { StoryEditorLayout } from './StoryEditorLayout.tsx';
import { StoryPreview } from './StoryPreview.tsx';

/** The preview of what is typed now, saved or not. */
function StoryFormPreview() {
  const { fileUrl: environmentUrl } = useLowcodeEnvironment();
  const [title, frames] = useWatch({ name: ['title', 'frames'] }) as [string | undefined, EditorFrame[] | undefined];
  return <StoryPreview title={title} frames={frames ?? []} urlOf={environmentUrl ?? fileUrl} />;
}

/** The advertisement permission's hold on a save while the type says advertisement. */
function useStoryPermissions() {
  const record = useRecordContext();
  const story = useCanAccess({ resource: 'story', action: 'save' });
  const ad = useCanAccess({ resource: 'storyAd', action: 'save' });
  const canSaveStory = story.isPending || story.canAccess !== false;
  const canSaveAd = ad.isPending || ad.canAccess !== false;
  const readOnlyMessage = !canSaveStory ? 'stories.editor.readOnly' : record && isAdvertisement(record.type) && !canSaveAd ? 'stories.editor.adReadOnly' : undefined;
  return { readOnlyMessage, canSaveAd };
}

function AdHold({ canSaveAd, children }: { canSaveAd: boolean; children: (holdMessage?: string) => ReactNode }) {
  const type: unknown = useWatch({ name: 'type' });
  return children(!canSaveAd && isAdvertisement(type) ? 'stories.editor.adReadOnly' : undefined);
}

/**
 * story/detail/:id? and story/pending-detail/:id? (spec 02 §2–§5): a story's title, type,
 * categories, publish date and frames, checked by the declared rules (the server's) as they are
 * typed, with the story on a phone beside them. An advertisement of no category asks first.
 * Read-only without story.save; an advertisement also needs storyAd.save.
 */
export function StoryEditorForm({ mode, failure }: StoryEditorChildProps) {
  const { readOnlyMessage, canSaveAd } = useStoryPermissions();
  const defaultValues = useMemo(() => (mode === 'create' ? { ...defaultValuesOf(stories), frames: [blankFrame()] } : undefined), [mode]);
  const submit = useEditorSubmit(stories, Boolean(readOnlyMessage));
  return (
    <Form onSubmit={submit} defaultValues={defaultValues} noValidate resetOptions={KEEP_TYPED_VALUES} warnWhenUnsavedChanges>
      <AdHold canSaveAd={canSaveAd}>
        {(holdMessage) => (
          <StoryEditorLayout board="story" readOnlyMessage={readOnlyMessage} holdMessage={holdMessage} failure={failure} preview={<StoryFormPreview />}>
            <StoryEditorFields resource={stories} mode={mode} />
            <FieldInput resource={stories} path={['frames']} field={stories.fields.frames!} mode={mode} input={FrameListInput as AnyKindInput} />
          </StoryEditorLayout>
        )}
      </AdHold>
    </Form>
  );
}

import { LinearProgress } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { CreateBase, EditBase, ResourceContextProvider, useEditContext, useNotify, useRefresh, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { alertStore } from '../../alerts/alertStore.ts';
import { normaliseValues } from '../../lowcode/screens/formValues.ts';
import { useNavigate } from 'react-router-dom';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import { createUploadRegistry } from '../../controls/upload/uploadRegistry.ts';
import { UploadRegistryProvider } from '../../controls/upload/UploadRegistryContext.tsx';
import { onRefusedSave } from '../../lowcode/graphql/resourceErrors.ts';
import { LowcodeEnvironmentProvider, useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import { serverNow } from '../../providers/serverClock.ts';
import { VideoFieldProcessing } from '../videoQueue/index.ts';
import { asksEveryCategory, listPathOf, type Board } from './editorSave.ts';

/** Why the last save did not go through: the spec's save error (with the server's words when no field holds them), or a stale version. */
export interface EditorFailure {
  kind: 'save' | 'conflict';
  detail?: string;
}

export interface StoryEditorChildProps {
  mode: 'create' | 'edit';
  failure?: EditorFailure;
}

const RESOURCE_OF: Record<Board, string> = { story: 'stories', reels: 'reels' };

/** The saved item's form once it is in, or why it is not. */
function OnceLoaded({ board, children }: { board: Board; children: ReactNode }) {
  const translate = useTranslate();
  const { isPending, error, refetch } = useEditContext();
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  if (error) return <LoadFailure error={error} message={board === 'story' ? 'stories.editor.loadFailed' : 'stories.editor.reelLoadFailed'} onRetry={() => void refetch()} />;
  return children;
}

/**
 * A story's or a reel's record under its editor: read (a saved one) and saved through the declared
 * resource, with the video queue's processing state under stored videos and an upload registry of
 * its own. A save goes back to the list tab that holds the item (its state); a refused one keeps
 * everything typed and says why (`failure`): on its fields, and in the spec's save error.
 */
export function StoryEditorBase({ board, id, children }: { board: Board; id?: string; children: (props: StoryEditorChildProps) => ReactNode }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const environment = useLowcodeEnvironment();
  const [uploads] = useState(createUploadRegistry);
  const [failure, setFailure] = useState<EditorFailure>();
  const resource = RESOURCE_OF[board];
  const editorEnvironment = useMemo(() => ({ now: serverNow, videoStatus: VideoFieldProcessing, ...environment }), [environment]);
  const mutationOptions = useMemo(
    () => ({
      onSuccess: (record: RaRecord) => {
        setFailure(undefined);
        notify(board === 'story' ? 'stories.editor.saved' : 'stories.editor.reelSaved', { type: 'success' });
        navigate(listPathOf(board, record.state));
      },
      onError: onRefusedSave(refresh, setFailure),
    }),
    [board, navigate, notify, refresh],
  );
  return (
    <ResourceContextProvider value={resource}>
      <LowcodeEnvironmentProvider value={editorEnvironment}>
        <UploadRegistryProvider registry={uploads}>
          {id === undefined ? (
            <CreateBase resource={resource} redirect={false} mutationOptions={mutationOptions} disableAuthentication>
              {children({ mode: 'create', failure })}
            </CreateBase>
          ) : (
            <EditBase resource={resource} id={id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions} queryOptions={{ onError: () => undefined }} disableAuthentication>
              <OnceLoaded board={board}>{children({ mode: 'edit', failure })}</OnceLoaded>
            </EditBase>
          )}
        </UploadRegistryProvider>
      </LowcodeEnvironmentProvider>
    </ResourceContextProvider>
  );
}

/** When the record is read again (after a CONFLICT), what the user typed stays. */
export const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/** The editors' submit: nothing while read-only; an advertisement of no category asks first; then the save. */
export function useEditorSubmit(resource: Resource, readOnly: boolean) {
  const { save } = useSaveContext();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  return async (values: Record<string, unknown>) => {
    if (readOnly) return undefined;
    if (asksEveryCategory(values) && !(await alerts.confirm({ type: 'warning', message: 'stories.editor.adEveryCategory' }))) return undefined;
    return save?.(normaliseValues(resource, values));
  };
}

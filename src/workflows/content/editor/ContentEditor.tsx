import { Alert, Box, LinearProgress } from '@mui/material';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreateBase, EditBase, ResourceContextProvider, useCanAccess, useDataProvider, useEditContext, useTranslate, type RaRecord } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { contentTypeByRoute, type ContentTypeDefinition } from '../../../../resources/contentTypes.ts';
import { alertStore } from '../../../alerts/alertStore.ts';
import { createUploadRegistry } from '../../../controls/upload/uploadRegistry.ts';
import { UploadRegistryProvider } from '../../../controls/upload/UploadRegistryContext.tsx';
import { loadRichTextInput } from '../../../lowcode/inputs/FieldInput.tsx';
import { LowcodeEnvironmentProvider, useLowcodeEnvironment } from '../../../lowcode/LowcodeEnvironment.tsx';
import { useSaveFeedback } from '../../../lowcode/screens/useSaveFeedback.ts';
import { serverNow } from '../../../providers/serverClock.ts';
import { EditPermitBar, useEditPermit, type EditPermitState } from '../../editPermit/index.ts';
import { HandbookGate, useHandbookRefusal } from '../../handbook/index.ts';
import { VideoFieldProcessing } from '../../videoQueue/index.ts';
import { ContentEditorForm } from './ContentEditorForm.tsx';
import { useSiteSettings } from '../../../providers/siteSettings.ts';

// Every editor shows a rich text field: its code loads beside the editor's, not once the record is in.
loadRichTextInput().catch(() => undefined);

/**
 * An item's form renders once, with the item: rendered empty first, the whole form (every field of
 * the type) would be drawn twice, and the request for the item would wait behind the first drawing.
 */
function OnceLoaded({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { isPending } = useEditContext();
  return isPending ? <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mt: 2 }} /> : children;
}

/** How often a read-only editor reads the item again, to show what the permit's holder saves meanwhile (ms). */
export const READ_ONLY_REFRESH_MS = 15_000;

/** The editor route's type: `/content/<route>/:id?`. */
export const contentTypeAt = (pathname: string): ContentTypeDefinition | undefined => contentTypeByRoute(pathname.split('/')[2]);

function Editor({ type, id }: { type: ContentTypeDefinition; id?: string }) {
  const navigate = useNavigate();
  const mode = id === undefined ? 'create' : 'edit';
  const draftSaved = useRef<() => Promise<void>>(undefined);
  const saved = useSaveFeedback(mode, () => void draftSaved.current?.(), (record: RaRecord) => navigate(`/content/${type.route}/${encodeURIComponent(String(record.id))}`, { replace: true }));
  const handbookRefusal = useHandbookRefusal();
  // Refused for want of the handbook's acceptance: it opens again, and once accepted the same form saves.
  const feedback = {
    ...saved,
    onError: (error: unknown) => {
      handbookRefusal(error);
      saved.onError(error);
    },
  };
  return id === undefined ? (
    <CreateBase resource="contents" redirect={false} mutationOptions={feedback} disableAuthentication>
      <ContentEditorForm type={type} draftSaved={draftSaved} />
    </CreateBase>
  ) : (
    <PermittedEditor type={type} id={id} draftSaved={draftSaved} feedback={feedback} />
  );
}

/** The permit as PermittedEditor has it now, for its bar inside the form. */
const PermitContext = createContext<EditPermitState | undefined>(undefined);

function PermitBar({ canTakeOver, draftsPath }: { canTakeOver: boolean; draftsPath: string }) {
  const permit = useContext(PermitContext);
  return permit ? <EditPermitBar permit={permit} canTakeOver={canTakeOver} draftsPath={draftsPath} /> : null;
}

/**
 * A saved item's editor under its edit permit (spec 02 §4): editable in the tab that holds it,
 * read-only elsewhere, where it reads the item again every READ_ONLY_REFRESH_MS to show the
 * holder's saves. The form is drawn anew, from the item as saved now, whenever the permit
 * comes to this tab or leaves it; before it leaves, what was typed is kept as the user's draft.
 */
function PermittedEditor({ type, id, draftSaved, feedback }: { type: ContentTypeDefinition; id: string; draftSaved: { current?: () => Promise<void> }; feedback: ReturnType<typeof useSaveFeedback> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  const draftFlush = useRef<() => Promise<void>>(undefined);
  const { canAccess: canTakeOver = false } = useCanAccess({ resource: 'content', action: 'takeOverPermit' });
  const permit = useEditPermit('contents', id, {
    beforeLoss: () => draftFlush.current?.(),
    onRemoved: () => {
      void alerts.showAlert({ type: 'warning', title: 'editPermits.notice.removed.title', message: 'editPermits.notice.removed.message' });
      navigate(`/content/list/${type.route}`);
    },
  });
  const dataProvider = useDataProvider();
  // The item is read while the permit is asked for, not after it: the form draws as soon as both are
  // in. The form's own read (EditBase) finds it, and reads it again behind it.
  useEffect(() => {
    void queryClient.prefetchQuery({ queryKey: ['contents', 'getOne', { id }], queryFn: () => dataProvider.getOne('contents', { id }).then(({ data }) => data) });
  }, [queryClient, dataProvider, id]);
  // Without an answer about the permit (offline), the editor stays editable: the server refuses a save while someone else holds it.
  const editable = permit.mine || permit.status === 'failed';
  const shown = useRef<boolean | undefined>(undefined);
  if (permit.status !== 'opening' && shown.current !== editable) {
    // The item as saved now, not as this tab last read it, when the permit comes or goes: the other editor may have saved since.
    if (shown.current !== undefined) queryClient.removeQueries({ queryKey: ['contents', 'getOne'] });
    shown.current = editable;
  }
  // The bar follows the permit through a context; the form is the same element while only the
  // permit's answer changes (every heartbeat, a new holder's time): drawn again, the whole form of a
  // long story (~400 components) held the page for a blocking render, whatever key came meanwhile.
  const bar = useMemo(() => <PermitBar canTakeOver={canTakeOver} draftsPath={`/content/list-draft/${type.route}`} />, [canTakeOver, type.route]);
  const form = useMemo(
    () => (
      <EditBase
        key={editable ? 'editing' : 'reading'}
        resource="contents"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={feedback}
        queryOptions={editable ? undefined : { refetchInterval: READ_ONLY_REFRESH_MS }}
        disableAuthentication
      >
        <OnceLoaded>
          <ContentEditorForm type={type} id={id} draftSaved={draftSaved} readOnly={!editable} draftFlush={draftFlush} permitBar={bar} />
        </OnceLoaded>
      </EditBase>
    ),
    [editable, id, feedback, type, draftSaved, bar],
  );
  return (
    <PermitContext.Provider value={permit}>
      {permit.status === 'opening' ? (
        <>
          {bar}
          <LinearProgress sx={{ mt: 2 }} />
        </>
      ) : (
        form
      )}
    </PermitContext.Provider>
  );
}

/**
 * Every content type's editor (spec 02 §4; the standalone routes `content/<route>/:id?`): the
 * type comes from the route, its fields from the one `contents` declaration, shaped by the working
 * site's settings. A new item, once saved, moves to its own address. A user who has not accepted
 * the current editor's handbook is shown it first.
 */
export default function ContentEditor() {
  const translate = useTranslate();
  const { id } = useParams();
  const { pathname } = useLocation();
  const type = contentTypeAt(pathname);
  const environment = useLowcodeEnvironment();
  const { data: siteSettings } = useSiteSettings();
  const editorEnvironment = useMemo(() => ({ now: serverNow, videoStatus: VideoFieldProcessing, ...environment, siteSettings: siteSettings ?? undefined }), [environment, siteSettings]);
  const [uploads] = useState(createUploadRegistry);
  if (!type) return <Alert severity="error">{translate('contentEditor.notFound')}</Alert>;
  return (
    <ResourceContextProvider value="contents">
      <LowcodeEnvironmentProvider value={editorEnvironment}>
        <UploadRegistryProvider registry={uploads}>
          <Box sx={{ px: { xs: 1, md: 2 } }}>
            <Editor key={`${type.route}/${id ?? 'new'}`} type={type} id={id} />
            <HandbookGate />
          </Box>
        </UploadRegistryProvider>
      </LowcodeEnvironmentProvider>
    </ResourceContextProvider>
  );
}

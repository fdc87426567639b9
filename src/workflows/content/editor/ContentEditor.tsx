import { Alert, Box, LinearProgress } from '@mui/material';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { CreateBase, EditBase, ResourceContextProvider, useEditContext, useTranslate, type RaRecord } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { contentTypeByRoute, type ContentTypeDefinition } from '../../../../resources/contentTypes.ts';
import { createUploadRegistry } from '../../../controls/upload/uploadRegistry.ts';
import { UploadRegistryProvider } from '../../../controls/upload/UploadRegistryContext.tsx';
import { loadRichTextInput } from '../../../lowcode/inputs/FieldInput.tsx';
import { LowcodeEnvironmentProvider, useLowcodeEnvironment } from '../../../lowcode/LowcodeEnvironment.tsx';
import { useSaveFeedback } from '../../../lowcode/screens/useSaveFeedback.ts';
import { serverNow } from '../../../providers/serverClock.ts';
import { HandbookGate, useHandbookRefusal } from '../../handbook/HandbookGate.tsx';
import { ContentEditorForm } from './ContentEditorForm.tsx';
import { useSiteSettings } from './useSiteSettings.ts';

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
    <EditBase resource="contents" id={id} mutationMode="pessimistic" redirect={false} mutationOptions={feedback} disableAuthentication>
      <OnceLoaded>
        <ContentEditorForm type={type} id={id} draftSaved={draftSaved} />
      </OnceLoaded>
    </EditBase>
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
  const siteSettings = useSiteSettings();
  const editorEnvironment = useMemo(() => ({ now: serverNow, ...environment, siteSettings: siteSettings ?? undefined }), [environment, siteSettings]);
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

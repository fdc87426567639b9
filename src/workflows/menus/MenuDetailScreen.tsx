import { LinearProgress } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CreateBase, EditBase, ResourceContextProvider, useEditContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { LoadFailure } from '../../controls/screen/LoadFailure.tsx';
import { createUploadRegistry } from '../../controls/upload/uploadRegistry.ts';
import { UploadRegistryProvider } from '../../controls/upload/UploadRegistryContext.tsx';
import { onRefusedSave } from '../../lowcode/graphql/resourceErrors.ts';
import { MenuEditorForm, type MenuEditorFailure } from './MenuEditorForm.tsx';
import { MENU_DETAIL_PATH } from './menuPaths.ts';

/** The saved menu's form once it is in, or why it is not. */
function OnceLoaded({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { isPending, error, refetch } = useEditContext();
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  if (error) return <LoadFailure error={error} message="menus.editor.loadFailed" onRetry={() => void refetch()} />;
  return children;
}

/**
 * settings/other/menu/detail/:id? (spec 02 §2, §3): a menu's editor, a new one without an id. The
 * menu is read and saved whole through the declared resource (one saveMenu); a refused save keeps
 * everything typed and says why (`failure`): the server's field messages at the items concerned and
 * the spec's 'Menu save error', or a stale version (CONFLICT), said and not overwritten.
 */
export default function MenuDetailScreen() {
  const { id } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const [uploads] = useState(createUploadRegistry);
  const [failure, setFailure] = useState<MenuEditorFailure>();
  const [leaving, setLeaving] = useState(false);
  const mutationOptions = useMemo(
    () => ({
      onSuccess: (record: RaRecord) => {
        setFailure(undefined);
        notify('menus.editor.saved', { type: 'success' });
        if (id === undefined) {
          // The saved form has nothing unsaved: the leave question stays quiet on the way to its address.
          flushSync(() => setLeaving(true));
          navigate(`${MENU_DETAIL_PATH}/${encodeURIComponent(String(record.id))}`, { replace: true });
        }
      },
      onError: onRefusedSave(refresh, setFailure),
    }),
    [id, navigate, notify, refresh],
  );
  const form = (mode: 'create' | 'edit') => <MenuEditorForm mode={mode} failure={failure} onItemsRefused={() => setFailure({ kind: 'items' })} guarded={!leaving} />;
  return (
    <ResourceContextProvider value="menus">
      <UploadRegistryProvider registry={uploads}>
        {id === undefined ? (
          <CreateBase resource="menus" redirect={false} mutationOptions={mutationOptions} disableAuthentication>
            {form('create')}
          </CreateBase>
        ) : (
          <EditBase key={id} resource="menus" id={id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions} queryOptions={{ onError: () => undefined }} disableAuthentication>
            <OnceLoaded>{form('edit')}</OnceLoaded>
          </EditBase>
        )}
      </UploadRegistryProvider>
    </ResourceContextProvider>
  );
}

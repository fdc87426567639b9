import { Alert, Button, Stack } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Loading, useBlocker, useCanBlock, useTranslate } from 'react-admin';
import { alertStore, type AlertStore } from '../../alerts/alertStore.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useSession } from '../../providers/session.ts';
import { filterGroups, matrixGroups, pendingChanges, toggleCell, type MatrixEdits, type MatrixRow } from './matrixEdits.ts';
import { PermissionMatrixView } from './PermissionMatrixView.tsx';
import { appPermissionMatrixTransport, type MatrixSnapshot, type PermissionMatrixTransport } from './permissionMatrixTransport.ts';

export interface PermissionMatrixProps {
  /** How the matrix is read and saved; the app's Apollo client by default. */
  transport?: PermissionMatrixTransport;
  /** Where the confirmations, warnings and the success toast go; the app's store by default. */
  alerts?: AlertStore;
}

const NO_EDITS: MatrixEdits = new Map();

/** Asks before the router leaves the screen with unsaved cells (only under a data router, as in the app). */
function LeaveGuard({ alerts }: { alerts: AlertStore }) {
  const blocker = useBlocker(true);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void alerts.confirm({ type: 'warning', message: 'permissionMatrix.discardChanges' }).then((leave) => (leave ? blocker.proceed?.() : blocker.reset?.()));
    // The blocker object changes at every render; its state is what matters.
  }, [blocker.state]);
  return null;
}

/**
 * The permission matrix of the selected site (/settings/system/permissions, `user.permissions`):
 * tick the roles per permission, save only the changed cells. A save refused because someone else
 * changed those permissions meanwhile reloads the matrix and says so; the admin's own last hold
 * on the matrix permission cannot be unticked.
 */
export default function PermissionMatrix({ transport = appPermissionMatrixTransport(), alerts = alertStore }: PermissionMatrixProps) {
  const translate = useTranslate();
  const canBlock = useCanBlock();
  const session = useSession();
  const [snapshot, setSnapshot] = useState<MatrixSnapshot>();
  const [loadError, setLoadError] = useState<string>();
  const [edits, setEdits] = useState<MatrixEdits>(NO_EDITS);
  const [filter, setFilter] = useState('');
  const [saving, setSaving] = useState(false);
  const latestLoad = useRef(0);

  const load = useCallback(async () => {
    const attempt = ++latestLoad.current;
    setLoadError(undefined);
    try {
      const loaded = await transport.load();
      if (attempt !== latestLoad.current) return;
      setSnapshot(loaded);
      setEdits(NO_EDITS);
    } catch (error) {
      if (attempt !== latestLoad.current) return;
      console.warn('The permission matrix could not be loaded', error);
      setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, [transport]);

  // The matrix is the selected site's: a site switch loads the new site's.
  useEffect(() => {
    void load();
  }, [load, session?.siteId]);

  const dirty = edits.size > 0;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const toggle = useCallback((row: MatrixRow, roleId: string) => setEdits((current) => toggleCell(current, row, roleId)), []);
  const groups = useMemo(() => (snapshot ? matrixGroups(snapshot.matrix) : []), [snapshot]);
  const shown = useMemo(() => filterGroups(groups, filter), [groups, filter]);

  const save = async () => {
    if (!snapshot) return;
    setSaving(true);
    try {
      const matrix = await transport.save(String(snapshot.matrix.siteId), pendingChanges(groups, edits));
      setSnapshot({ ...snapshot, matrix });
      setEdits(NO_EDITS);
      alerts.showToast({ type: 'success', message: 'permissionMatrix.saved' });
    } catch (error) {
      if (error instanceof GraphQLResponseError && error.code === 'CONFLICT') {
        await load();
        void alerts.showAlert({ type: 'warning', message: 'permissionMatrix.conflict' });
      } else if (error instanceof GraphQLResponseError) {
        // The server's refusal, already in the request's language (self-lockout, a forbidden site).
        void alerts.showAlert({ type: 'error', message: error.message });
      } else {
        // Network failures were shown by the error link already.
        console.warn('The permission matrix could not be saved', error);
      }
    } finally {
      setSaving(false);
    }
  };

  if (loadError && !snapshot) {
    return (
      <Stack sx={{ p: 2 }} spacing={1} alignItems="flex-start">
        <Alert severity="error">
          {translate('permissionMatrix.loadFailed')} {translate(loadError, { _: loadError })}
        </Alert>
        <Button onClick={() => void load()}>{translate('shell.actions.retry')}</Button>
      </Stack>
    );
  }
  if (!snapshot) return <Loading />;
  return (
    <>
      {dirty && canBlock && <LeaveGuard alerts={alerts} />}
      <PermissionMatrixView
        siteName={session?.sites.find((site) => String(site.id) === String(snapshot.matrix.siteId))?.displayName}
        groups={shown}
        roles={snapshot.roles}
        callerRoleIds={snapshot.callerRoleIds}
        edits={edits}
        filter={filter}
        saving={saving}
        onFilter={setFilter}
        onToggle={toggle}
        onSave={() => void save()}
        onUndo={() => setEdits(NO_EDITS)}
      />
    </>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Loading, useCanBlock, useTranslate } from 'react-admin';
import { alertStore, type AlertStore } from '../../alerts/alertStore.ts';
import { LoadFailed, RouterLeaveGuard, useUnloadWarning } from '../../controls/screen/ScreenGuards.tsx';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { getSession, switchSite, useSession } from '../../providers/session.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { permissionName } from '../../i18n/permissionNames.ts';
import { filterGroups, matrixGroups, pendingChanges, toggleCell, type MatrixEdits, type MatrixNames, type MatrixRow } from './matrixEdits.ts';
import { unmetNeeds } from './matrixNeeds.ts';
import { PermissionMatrixView } from './PermissionMatrixView.tsx';
import type { MatrixSnapshot } from './permissionMatrixMethods.ts';

export interface PermissionMatrixProps {
  /** Where the confirmations, warnings and the success toast go; the app's store by default. */
  alerts?: AlertStore;
}

const NO_EDITS: MatrixEdits = new Map();

/**
 * The permission matrix of the selected site (/settings/system/permissions, `user.permissions`):
 * tick the roles per permission, save only the changed cells. A save refused because someone else
 * changed those permissions meanwhile reloads the matrix and says so; the admin's own last hold
 * on the matrix permission cannot be unticked.
 */
export default function PermissionMatrix({ alerts = alertStore }: PermissionMatrixProps) {
  const canBlock = useCanBlock();
  const session = useSession();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  // The matrix is the selected site's: a site switch loads the new site's.
  const queryKey = ['permissionMatrix', session?.siteId];
  const {
    data: snapshot,
    error: loadError,
    refetch,
  } = useQuery({
    queryKey,
    queryFn: () => dataProvider.getPermissionMatrix(),
    // A refetch behind the admin's back would drop their unsaved cells.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  // The edits belong to the snapshot they were made on: a new snapshot (reload, save) starts clean.
  const [editing, setEditing] = useState<{ base?: MatrixSnapshot; edits: MatrixEdits }>({ edits: NO_EDITS });
  const edits = editing.base === snapshot ? editing.edits : NO_EDITS;
  const [filter, setFilter] = useState('');

  const dirty = edits.size > 0;
  useUnloadWarning(dirty);

  const toggle = useCallback(
    (row: MatrixRow, roleId: string) =>
      setEditing((current) => ({ base: snapshot, edits: toggleCell(current.base === snapshot ? current.edits : NO_EDITS, row, roleId) })),
    [snapshot],
  );
  const translate = useTranslate();
  const names = useMemo<MatrixNames>(
    () => ({ category: (keyword) => translate(`permissionNames.categories.${keyword}`, { _: keyword }), permission: (key) => permissionName(translate, key) }),
    [translate],
  );
  const groups = useMemo(() => (snapshot ? matrixGroups(snapshot.matrix) : []), [snapshot]);
  const shown = useMemo(() => filterGroups(groups, filter, names), [groups, filter, names]);
  const unmet = useMemo(() => unmetNeeds(groups, edits, snapshot?.roles.map((role) => String(role.id)) ?? []), [groups, edits, snapshot]);

  const { mutate: save, isPending: saving } = useMutation({
    mutationFn: (saved: MatrixSnapshot) => dataProvider.savePermissions(String(saved.matrix.siteId), pendingChanges(groups, edits)),
    onSuccess: (matrix, saved) => {
      queryClient.setQueryData<MatrixSnapshot>(queryKey, { ...saved, matrix });
      alerts.showToast({ type: 'success', message: 'permissionMatrix.saved' });
      // The admin's own menu follows a change to their roles.
      const current = getSession();
      if (current) void switchSite(current.siteId).catch((error: unknown) => console.warn('The session permissions could not be reloaded', error));
    },
    onError: async (error) => {
      if (error instanceof GraphQLResponseError && error.code === 'CONFLICT') {
        await refetch();
        void alerts.showAlert({ type: 'warning', message: 'permissionMatrix.conflict' });
      } else if (error instanceof GraphQLResponseError) {
        // The server's refusal, already in the request's language (self-lockout, a forbidden site).
        void alerts.showAlert({ type: 'error', message: error.message });
      } else {
        // Network failures were shown by the error link already.
        console.warn('The permission matrix could not be saved', error);
      }
    },
  });

  if (loadError && !snapshot) {
    return <LoadFailed message="permissionMatrix.loadFailed" error={loadError} onRetry={() => void refetch()} />;
  }
  if (!snapshot) return <Loading />;
  return (
    <>
      {dirty && canBlock && <RouterLeaveGuard alerts={alerts} message="permissionMatrix.discardChanges" />}
      <PermissionMatrixView
        siteName={session?.sites.find((site) => String(site.id) === String(snapshot.matrix.siteId))?.displayName}
        groups={shown}
        names={names}
        unmet={unmet}
        roles={snapshot.roles}
        callerRoleIds={snapshot.callerRoleIds}
        edits={edits}
        filter={filter}
        saving={saving}
        onFilter={setFilter}
        onToggle={toggle}
        onSave={() => save(snapshot)}
        onUndo={() => setEditing({ edits: NO_EDITS })}
      />
    </>
  );
}

import { lazy, Suspense, useState } from 'react';
import { ResourceContextProvider, useCanAccess, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useMatch, useNavigate, useParams } from 'react-router-dom';
import type { Resource } from '../../../resources/defineResource.ts';
import type { ResourceScreenOverrides } from '../screenOverrides.ts';
import { ResourceList } from './ResourceList.tsx';

// The forms (every input kind, drag and drop) load when a dialog first opens: the list does not wait for them.
const ResourceDialog = lazy(() => import('./ResourceDialog.tsx').then((module) => ({ default: module.ResourceDialog })));

type OpenDialog = { id?: Identifier } | undefined;

/**
 * Where a resource with a list route and a detail route of its own (users: `user/list`,
 * `user/detail/:id?`) opens its form: the URL then names the record, so it can be shared and
 * reloaded. `detail` is the detail route's path without its parameter.
 */
export interface ResourceRoutes {
  list: string;
  detail: string;
}

/** The page title: the resource's plural name, else the route's label. */
export function useResourceTitle(resource: Resource): string {
  const translate = useTranslate();
  return translate(`resources.${resource.name}.name`, { smart_count: 2, _: translate(`shell.routes.${resource.name}`) });
}

/**
 * A declared resource on one route: its list, with the create and edit forms in dialogs for users
 * with `<category>.save` (the route itself already required `<category>.view`). A route with an
 * `:id` parameter opens that record's form; with `routes`, the form has the detail route. The
 * resource's own list or forms in `overrides` take the generated ones' place.
 */
export function ResourceScreen({ resource, routes, overrides = {} }: { resource: Resource; routes?: ResourceRoutes; overrides?: ResourceScreenOverrides }) {
  const { id: routeId } = useParams();
  const navigate = useNavigate();
  const [localDialog, setLocalDialog] = useState<OpenDialog>(routeId ? { id: routeId } : undefined);
  const refresh = useRefresh();
  const title = useResourceTitle(resource);
  const { canAccess: canSave } = useCanAccess({ resource: resource.permission, action: 'save' });
  const { canAccess: canApprove } = useCanAccess({ resource: resource.permission, action: 'approve' });

  const onDetail = useMatch({ path: `${routes?.detail ?? '/-'}/:id?`, end: true }) !== null;
  const dialog: OpenDialog = routes ? (onDetail ? { id: routeId } : undefined) : localDialog;
  const open = (next: OpenDialog) => {
    if (!routes) return setLocalDialog(next);
    navigate(next ? `${routes.detail}${next.id === undefined ? '' : `/${encodeURIComponent(String(next.id))}`}` : routes.list);
  };
  const List = overrides.list ?? ResourceList;
  return (
    <ResourceContextProvider value={resource.name}>
      <List
        resource={resource}
        title={title}
        onCreate={canSave ? () => open({}) : undefined}
        onEdit={canSave ? (id) => open({ id }) : undefined}
        canApprove={!!resource.operations.approval && canApprove}
      />
      <Suspense fallback={null}>
        {dialog && canSave && (
          <ResourceDialog
            key={String(dialog.id ?? 'new')}
            resource={resource}
            id={dialog.id}
            form={dialog.id === undefined ? overrides.create : overrides.edit}
            extension={overrides.extension}
            width={overrides.dialogWidth}
            onClose={() => open(undefined)}
            onSaved={() => {
              open(undefined);
              refresh();
            }}
          />
        )}
      </Suspense>
    </ResourceContextProvider>
  );
}

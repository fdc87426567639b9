import { useState } from 'react';
import { ResourceContextProvider, useCanAccess, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Resource } from '../../../resources/defineResource.ts';
import { ResourceDialog } from './ResourceDialog.tsx';
import { ResourceList } from './ResourceList.tsx';

type OpenDialog = { id?: Identifier } | undefined;

/** The page title: the resource's plural name, else the route's label. */
export function useResourceTitle(resource: Resource): string {
  const translate = useTranslate();
  return translate(`resources.${resource.name}.name`, { smart_count: 2, _: translate(`shell.routes.${resource.name}`) });
}

/**
 * A declared resource on one route: its list, with the create and edit forms in dialogs for users
 * with `<category>.save` (the route itself already required `<category>.view`). A route with an
 * `:id` parameter opens that record's form.
 */
export function ResourceScreen({ resource }: { resource: Resource }) {
  const { id: routeId } = useParams();
  const [dialog, setDialog] = useState<OpenDialog>(routeId ? { id: routeId } : undefined);
  const refresh = useRefresh();
  const title = useResourceTitle(resource);
  const { canAccess: canSave } = useCanAccess({ resource: resource.permission, action: 'save' });
  return (
    <ResourceContextProvider value={resource.name}>
      <ResourceList
        resource={resource}
        title={title}
        onCreate={canSave ? () => setDialog({}) : undefined}
        onEdit={canSave ? (id) => setDialog({ id }) : undefined}
      />
      {dialog && canSave && (
        <ResourceDialog
          key={String(dialog.id ?? 'new')}
          resource={resource}
          id={dialog.id}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            refresh();
          }}
        />
      )}
    </ResourceContextProvider>
  );
}

import { Card } from '@mui/material';
import type { ComponentType } from 'react';
import { CreateBase, EditBase, useRedirect, type RaRecord } from 'react-admin';
import type { Resource } from '../../resources/defineResource.ts';
import { ResourceForm } from './screens/ResourceForm.tsx';
import { ResourceList } from './screens/ResourceList.tsx';
import { ResourceScreen, useResourceTitle, type ResourceRoutes } from './screens/ResourceScreen.tsx';
import { useSaveFeedback } from './screens/useSaveFeedback.ts';

export interface ResourceScreens {
  /** For `<Resource list>`: rows open the edit page, "Add" the create page. */
  list: ComponentType;
  edit: ComponentType;
  create: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
  /** The whole screen on one route (list, create and edit in dialogs): what src/routes/screens.ts registers. */
  screen: ComponentType;
}

/**
 * The react-admin screens of a declared resource. The app registers `screen` on the resource's
 * route; `list` / `edit` / `create` fit a `<Resource>` when a resource has routes of its own.
 */
export function buildResourceScreens(resource: Resource, routes?: ResourceRoutes): ResourceScreens {
  function List() {
    const redirect = useRedirect();
    return (
      <ResourceList
        resource={resource}
        title={useResourceTitle(resource)}
        onCreate={() => redirect('create', resource.name)}
        onEdit={(id) => redirect('edit', resource.name, id)}
      />
    );
  }
  function Page({ mode }: { mode: 'create' | 'edit' }) {
    const redirect = useRedirect();
    const back = () => redirect('list', resource.name);
    const feedback = useSaveFeedback(mode, back);
    const form = <ResourceForm resource={resource} mode={mode} onCancel={back} />;
    return (
      <Card sx={{ m: 2, maxWidth: 720 }}>
        {mode === 'create' ? (
          <CreateBase resource={resource.name} redirect={false} mutationOptions={feedback}>
            {form}
          </CreateBase>
        ) : (
          <EditBase resource={resource.name} mutationMode="pessimistic" redirect={false} mutationOptions={feedback}>
            {form}
          </EditBase>
        )}
      </Card>
    );
  }
  return {
    list: List,
    edit: () => <Page mode="edit" />,
    create: () => <Page mode="create" />,
    recordRepresentation: (record) => String(record[resource.representation] ?? record.id),
    screen: () => <ResourceScreen resource={resource} routes={routes} />,
  };
}

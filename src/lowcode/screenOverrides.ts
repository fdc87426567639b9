import type { ComponentType } from 'react';
import type { ResourceFormProps } from './screens/ResourceForm.tsx';
import type { ResourceListProps } from './screens/ResourceList.tsx';

/**
 * A resource's own components in place of the generated ones, as react-admin's `<Resource {...posts}>`
 * takes `{ list, edit, create }`: each one given replaces its generated counterpart on the
 * resource's screen and gets the same props; the others stay generated.
 */
export interface ResourceScreenOverrides {
  /** The list (with its toolbar); the screen still opens the forms in its dialogs. */
  list?: ComponentType<ResourceListProps>;
  /** The edit form inside the edit dialog (within react-admin's EditBase). */
  edit?: ComponentType<ResourceFormProps>;
  /** The create form inside the add dialog (within react-admin's CreateBase). */
  create?: ComponentType<ResourceFormProps>;
}

/** Where a resource's overrides are loaded from, on first use of its screen. */
export type ScreenOverrideLoader = () => Promise<ResourceScreenOverrides>;

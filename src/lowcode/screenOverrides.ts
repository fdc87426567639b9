import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { AlertStore } from '../alerts/alertStore.ts';
import type { AccessSession } from '../providers/canAccess.ts';
import type { AppDataProvider } from '../providers/useAppDataProvider.ts';
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
  /** What the generated dialogs add for this resource alone (a user's set-password link). */
  extension?: RecordExtension;
  /** The add and edit dialogs' width: 'sm' unless set (a form laid out in columns: the people's; rich text: the SEO contents'). */
  dialogWidth?: 'sm' | 'md';
}

/** An action in the edit form, and a step after a record was created. */
export interface RecordExtension {
  /** Buttons of the edit form, rendered in the record's context. */
  FormActions?: ComponentType;
  /** After a record was created; `permissions` reads the signed-in user's as they are now. */
  afterCreate?: (record: RaRecord, tools: { dataProvider: AppDataProvider; alerts: AlertStore; permissions: () => Promise<AccessSession | undefined> | undefined }) => Promise<void>;
}

/** Where a resource's overrides are loaded from, on first use of its screen. */
export type ScreenOverrideLoader = () => Promise<ResourceScreenOverrides>;

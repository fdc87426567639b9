/**
 * What a declared resource's generated screens add for that resource alone, kept beside the
 * workflow that needs it: an action in the edit form, and a step after a record was created.
 */
import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { AlertStore } from '../alerts/alertStore.ts';
import type { AccessSession } from '../providers/canAccess.ts';
import type { AppDataProvider } from '../providers/useAppDataProvider.ts';
import { offerNewUserPasswordLink, PasswordLinkButton } from '../workflows/users/passwordLinkOffer.tsx';

export interface RecordExtension {
  /** Buttons of the edit form, rendered in the record's context. */
  FormActions?: ComponentType;
  /** After a record was created; `permissions` reads the signed-in user's as they are now. */
  afterCreate?: (record: RaRecord, tools: { dataProvider: AppDataProvider; alerts: AlertStore; permissions: () => Promise<AccessSession | undefined> | undefined }) => Promise<void>;
}

export const RECORD_EXTENSIONS: Partial<Record<string, RecordExtension>> = {
  // A user added in the admin has no password at the app's own provider: offer a set-password link.
  users: { FormActions: PasswordLinkButton, afterCreate: offerNewUserPasswordLink },
};

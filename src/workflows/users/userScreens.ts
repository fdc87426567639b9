import { createElement, Fragment } from 'react';
import type { ResourceScreenOverrides } from '../../lowcode/screenOverrides.ts';
import { DirectoryRefreshButton } from './DirectoryRefreshButton.tsx';
import { offerNewUserPasswordLink, PasswordLinkButton } from './passwordLinkOffer.tsx';
import { UserList } from './RefreshAllFromDirectory.tsx';

/** The user form's own buttons: the set-password link, the refresh from the identity directory. */
function UserFormActions() {
  return createElement(Fragment, null, createElement(DirectoryRefreshButton), createElement(PasswordLinkButton));
}

/**
 * The generated user screens, with a set-password link (a user added in the admin has no password at
 * the app's own provider) and the refresh from the identity directory, one user from the form or a
 * site's users from the list.
 */
export const userScreens: ResourceScreenOverrides = { list: UserList, extension: { FormActions: UserFormActions, afterCreate: offerNewUserPasswordLink } };

import type { ResourceScreenOverrides } from '../../lowcode/screenOverrides.ts';
import { offerNewUserPasswordLink, PasswordLinkButton } from './passwordLinkOffer.tsx';

/** The generated user screens, with a set-password link: a user added in the admin has no password at the app's own provider. */
export const userScreens: ResourceScreenOverrides = { extension: { FormActions: PasswordLinkButton, afterCreate: offerNewUserPasswordLink } };

import { siteSettingsGlobal } from '../../../resources/siteSettings.ts';
import { globalInput } from '../../lowcode/globalValues.ts';
import type { SiteSettings, SiteSettingsInput } from './siteSettingsMethods.ts';

/** A site with no settings stored yet: the declared defaults, nothing written (version 0, as the server counts it). */
export const unsetSettings = (siteId: string): SiteSettings => ({ __typename: 'SiteSettings', id: siteId, version: 0, ...siteSettingsGlobal.defaults() });

/** The form's values as the save's input (every declared field is sent). */
export const settingsInput = (values: SiteSettings): SiteSettingsInput => globalInput(siteSettingsGlobal, values);

import { siteSettingsGlobal } from '../../../resources/siteSettings.ts';
import { pickInput } from '../../lowcode/graphql/inputValues.ts';
import { schemaTypes } from '../../lowcode/graphql/schemaTypes.ts';
import { introspectionSchema } from '../../providers/graphqlSchema.ts';
import type { SiteSettings, SiteSettingsInput } from './siteSettingsMethods.ts';

/** A site with no settings stored yet: the declared defaults, nothing written (version 0, as the server counts it). */
export const unsetSettings = (siteId: string): SiteSettings => ({ __typename: 'SiteSettings', id: siteId, version: 0, ...siteSettingsGlobal.defaults() });

/** The form's values as the save's input: what SiteSettingsInput declares, shaped by its types (no __typename, no system field). */
export const settingsInput = (values: SiteSettings): SiteSettingsInput => pickInput(schemaTypes(introspectionSchema), 'SiteSettingsInput', values) as SiteSettingsInput;

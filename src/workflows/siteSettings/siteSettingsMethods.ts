import { parse } from 'graphql';
import type { SiteSettingsValues } from '../../../resources/siteSettings.ts';
import { introspectionSchema } from '../../providers/graphqlSchema.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';
import { selectionSet } from '../../providers/selectionSet.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';

// Every field of SiteSettings, as the schema printed from resources/siteSettings.ts has it; the
// client adds no __typename (apolloClient.ts), so it is asked for.
const SETTINGS = selectionSet(introspectionSchema.types, 'SiteSettings').replace(/^\{/, '{ __typename');
const GET_SITE_SETTINGS = parse(`query SiteSettings($id: ID!) { siteSettings(id: $id) ${SETTINGS} }`);
const SAVE_SITE_SETTINGS = parse(`mutation SaveSiteSettings($input: SiteSettingsInput!) { saveSiteSettings(input: $input) ${SETTINGS} }`);

/** A site's settings as the API answers them. */
export type SiteSettings = { __typename: 'SiteSettings'; id: string; version: number } & SiteSettingsValues;
/** A save's input: the site, the version the form loaded and the declared fields (siteSettingsValues.ts). */
export type SiteSettingsInput = { id: string; version: number } & Record<string, unknown>;

/** The site settings' named data provider methods (its feature.ts lists them). */
export const siteSettingsMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  /** A site's settings; null when the site has none stored (or is not one of the user's). */
  async getSiteSettings(siteId: string): Promise<SiteSettings | null> {
    const result = await client.query({ query: GET_SITE_SETTINGS, variables: { id: siteId }, fetchPolicy: 'network-only' });
    return fieldOrThrow<SiteSettings | null>(result, 'siteSettings');
  },

  /** The saved settings; rejects with GraphQLResponseError (`code` CONFLICT, BAD_USER_INPUT, FORBIDDEN) when refused. */
  async saveSiteSettings(input: SiteSettingsInput): Promise<SiteSettings> {
    const result = await client.mutate({ mutation: SAVE_SITE_SETTINGS, variables: { input } });
    return fieldOrThrow<SiteSettings>(result, 'saveSiteSettings');
  },
});

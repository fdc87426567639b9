import { graphql } from '../../graphql/index.ts';
import type { SiteSettingsFieldsFragment, SiteSettingsInput } from '../../graphql/graphql.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';

// The client adds no __typename (apolloClient.ts): asked for here, so the fragment matches the answer.
export const SITE_SETTINGS_FIELDS = graphql(`
  fragment SiteSettingsFields on SiteSettings {
    __typename
    id
    version
    isExpirationDate
    isProgramEnabled
    isMagazineQuoteEnabled
    isAuthorEnabled
    isCartoonistEnabled
    isSmilesEnabled
    headlineKickPermission
    isShowAddArchiveButton
    flashNewsDescription
    seoContent { dreamInterpretationTitle }
    notificationFlashNewsCoverImage { path width height crops { type path width height } }
    liveTransferCoverImage { path width height crops { type path width height } }
    embedHosts
  }
`);

const GET_SITE_SETTINGS = graphql(`
  query SiteSettings($id: ID!) {
    siteSettings(id: $id) { ...SiteSettingsFields }
  }
`);

const SAVE_SITE_SETTINGS = graphql(`
  mutation SaveSiteSettings($input: SiteSettingsInput!) {
    saveSiteSettings(input: $input) { ...SiteSettingsFields }
  }
`);

export type SiteSettings = SiteSettingsFieldsFragment;
export type { SiteSettingsInput };

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

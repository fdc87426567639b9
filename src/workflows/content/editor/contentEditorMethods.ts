import { graphql } from '../../../graphql/index.ts';
import type { ContentEditorSiteSettingsQuery } from '../../../graphql/graphql.ts';
import type { SessionClient } from '../../../providers/deferredApolloClient.ts';
import { fieldOrThrow } from '../../../providers/graphqlResult.ts';

const SITE_SETTINGS = graphql(`
  query ContentEditorSiteSettings($id: ID!) {
    siteSettings(id: $id) { id isAuthorEnabled isCartoonistEnabled isProgramEnabled isExpirationDate isMagazineQuoteEnabled isSmilesEnabled }
  }
`);

export type EditorSiteSettings = NonNullable<ContentEditorSiteSettingsQuery['siteSettings']>;

/** The content editors' named data provider methods: the working site's settings that shape the forms (spec 01 §3). */
export const contentEditorMethods = (client: Pick<SessionClient, 'query'>) => ({
  async getEditorSiteSettings(siteId: string): Promise<EditorSiteSettings | null> {
    const result = await client.query({ query: SITE_SETTINGS, variables: { id: siteId }, fetchPolicy: 'network-only' });
    return fieldOrThrow<EditorSiteSettings | null>(result, 'siteSettings');
  },
});

import { graphql } from '../../graphql/index.ts';
import type { ClearMenuCacheMutation } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';

const CLEAR_MENU_CACHE = graphql(`
  mutation ClearMenuCache {
    clearMenuCache { clearedAt servers }
  }
`);

export type MenuCacheClear = ClearMenuCacheMutation['clearMenuCache'];

/** The menus' named data provider methods (feature.ts lists them): what the declared resource does not do (its reads carry `itemProblems`). */
export const menuMethods = (client: Pick<SessionClient, 'mutate'>) => ({
  /** Drops the working site's menus from what the sites read, on every server. */
  async clearMenuCache(): Promise<MenuCacheClear> {
    const result = await client.mutate({ mutation: CLEAR_MENU_CACHE });
    return fieldOrThrow<MenuCacheClear>(result, 'clearMenuCache');
  },
});

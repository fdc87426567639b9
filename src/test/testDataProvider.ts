import { createApolloClient } from '../providers/apolloClient.ts';
import { createDataProvider } from '../providers/dataProvider.ts';
import type { AppDataProvider } from '../providers/useAppDataProvider.ts';
import { workflowMethods } from '../providers/workflowMethods.ts';

/**
 * The app's data provider over a real Apollo client, as stories and component specs use it: its
 * requests leave through fetch, where MSW answers them (src/test/msw/handlers.ts).
 */
export function createTestDataProvider(): AppDataProvider {
  const client = createApolloClient({
    graphqlPath: '/graphql',
    persistedQueries: false,
    getIdToken: async () => undefined,
    getSiteId: () => '1',
    getLanguage: () => 'en',
    report: () => undefined,
  });
  return { ...createDataProvider(client), ...workflowMethods(client) };
}

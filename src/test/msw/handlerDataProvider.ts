/**
 * The app's data provider (react-admin's methods and the workflows' named ones) over the real
 * Apollo link chain, whose fetch asks MSW handlers directly: stories and component specs get
 * the server's answers per operation without a service worker or a network.
 */
import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import { createApolloClient } from '../../providers/apolloClient.ts';
import { createDataProvider } from '../../providers/dataProvider.ts';
import type { AppDataProvider } from '../../providers/useAppDataProvider.ts';
import { workflowMethods } from '../../providers/workflowMethods.ts';

/** A fetch answered by `handlers`; a request no handler takes gets a 500. */
function fetchFromHandlers(handlers: readonly RequestHandler[]): typeof fetch {
  return async (input, init) => {
    // A Request of our own, without the caller's abort signal (jsdom's differs from fetch's).
    const request = new Request(new URL(String(input), window.location.href), { method: init?.method, headers: init?.headers, body: init?.body });
    return (await getResponse([...handlers], request)) ?? HttpResponse.json({ errors: [{ message: 'No mocked answer' }] }, { status: 500 });
  };
}

export function dataProviderOverHandlers(handlers: readonly RequestHandler[], { siteId = '4' }: { siteId?: string } = {}): AppDataProvider {
  const client = createApolloClient({
    graphqlPath: '/graphql',
    persistedQueries: false,
    getIdToken: async () => 'story-token',
    getSiteId: () => siteId,
    fetch: fetchFromHandlers(handlers),
    report: (error) => console.warn('Mocked API error', error),
  });
  return { ...createDataProvider(client), ...workflowMethods(client) };
}

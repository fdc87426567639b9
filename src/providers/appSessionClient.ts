import type { SessionClient } from './deferredApolloClient.ts';

let appClient: SessionClient | undefined;

/** createProviders hands in the app's client: screens that subscribe share its one graphql-ws connection. */
export function setAppSessionClient(client: SessionClient | undefined): void {
  appClient = client;
}

/** The app's client, or undefined outside the app (stories, component tests). */
export function getAppSessionClient(): SessionClient | undefined {
  return appClient;
}

/** What a workflow screen's transport calls. */
export type WorkflowClient = Pick<SessionClient, 'query' | 'mutate'>;

function requireAppClient(): SessionClient {
  if (!appClient) throw new Error('The app has not set up its GraphQL client');
  return appClient;
}

/**
 * The app's client for the workflow screens' transports (one cache, one link chain: token, site
 * and language headers, loading bar, errors), looked up at each call, so a transport can be made
 * before the providers are.
 */
export const appWorkflowClient: WorkflowClient = {
  query: ((options) => requireAppClient().query(options)) as WorkflowClient['query'],
  mutate: ((options) => requireAppClient().mutate(options)) as WorkflowClient['mutate'],
};

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

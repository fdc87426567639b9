import { render } from '@testing-library/react';
import type { IntrospectionSchema } from 'graphql';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { Resource } from '../../../resources/defineResource.ts';
import { signatures } from '../../../resources/signature.ts';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import type { AccessSession } from '../../providers/canAccess.ts';
import { createApolloClient } from '../../providers/apolloClient.ts';
import { createDataProvider } from '../../providers/dataProvider.ts';
import { introspectionSchema } from '../../providers/graphqlSchema.ts';
import { workflowMethods } from '../../providers/workflowMethods.ts';
import { createGraphQLFetchStub } from '../../test/graphqlFetchStub.ts';
import { LowcodeEnvironmentProvider } from '../LowcodeEnvironment.tsx';
import type { ResourceScreenOverrides } from '../screenOverrides.ts';
import { ResourceScreen } from '../screens/ResourceScreen.tsx';
import { signatureSchema } from './signatureSchema.ts';

type Answers = Parameters<typeof createGraphQLFetchStub>[0];

/** An auth provider that is always signed in with `permissions`. */
const sessionAuth = (permissions: AccessSession): AuthProvider => ({
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: '1', fullName: 'Test' }),
});

/**
 * A declared resource's route screen over the real data provider and Apollo link chain, with the
 * API answered by operation name (src/test/graphqlFetchStub.ts) and its own alert store. Signatures
 * run on their own SDL (or `sdl`); any other resource on the API's shipped introspection.
 */
interface ScreenOptions {
  resource?: Resource;
  /** The API's shape: SDL (default the signatures'), or an introspection such as the committed one. */
  sdl?: string;
  schema?: IntrospectionSchema;
  /** The signed-in user's permissions (usePermissions); none by default. */
  permissions?: AccessSession;
  overrides?: ResourceScreenOverrides;
}

export function renderResourceScreen(answers: Answers, { resource = signatures, sdl, schema, permissions, overrides }: ScreenOptions = {}) {
  // Every list asks for the user's saved views (its views menu) and its bulk actions: none unless a test says otherwise.
  const stub = createGraphQLFetchStub({ SavedViews: { data: { savedViews: [] } }, AvailableBulkActions: { data: { availableBulkActions: [] } }, ...answers });
  const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch: stub.fetch, report: () => {} });
  const apiSchema = schema ?? (sdl || resource === signatures ? signatureSchema(sdl) : introspectionSchema);
  const dataProvider = {
    ...createDataProvider(client, { resources: [resource], schema: apiSchema, language: () => 'tr' }),
    ...workflowMethods(client),
  };
  const alerts = createAlertStore();
  const view = render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} authProvider={permissions && sessionAuth(permissions)}>
        <LowcodeEnvironmentProvider value={{ alerts }}>
          <ResourceScreen resource={resource} overrides={overrides} />
          <AlertHost store={alerts} />
          <Notification />
        </LowcodeEnvironmentProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, stub, alerts };
}

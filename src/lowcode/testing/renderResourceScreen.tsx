import { render } from '@testing-library/react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { Resource } from '../../../resources/defineResource.ts';
import { signatures } from '../../../resources/signature.ts';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { createApolloClient } from '../../providers/apolloClient.ts';
import { createDataProvider } from '../../providers/dataProvider.ts';
import { introspectionSchema } from '../../providers/graphqlSchema.ts';
import { createGraphQLFetchStub } from '../../test/graphqlFetchStub.ts';
import { LowcodeEnvironmentProvider } from '../LowcodeEnvironment.tsx';
import type { ResourceScreenOverrides } from '../screenOverrides.ts';
import { ResourceScreen } from '../screens/ResourceScreen.tsx';
import { signatureSchema } from './signatureSchema.ts';

type Answers = Parameters<typeof createGraphQLFetchStub>[0];

/**
 * A declared resource's route screen over the real data provider and Apollo link chain, with the
 * API answered by operation name (src/test/graphqlFetchStub.ts) and its own alert store. Signatures
 * run on their own SDL (or `sdl`); any other resource on the API's shipped introspection.
 */
export function renderResourceScreen(
  answers: Answers,
  { resource = signatures, sdl, overrides }: { resource?: Resource; sdl?: string; overrides?: ResourceScreenOverrides } = {},
) {
  const stub = createGraphQLFetchStub(answers);
  const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch: stub.fetch, report: () => {} });
  const dataProvider = createDataProvider(client, { resources: [resource], schema: sdl || resource === signatures ? signatureSchema(sdl) : introspectionSchema, language: () => 'tr' });
  const alerts = createAlertStore();
  const view = render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
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

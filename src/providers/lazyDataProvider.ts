import type { DataProvider } from 'react-admin';

/** What ra-data-graphql's provider offers; each is forwarded once the real provider has loaded. */
export const DATA_PROVIDER_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'getIntrospection',
] as const;

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/**
 * A dataProvider whose implementation (ra-data-graphql, graphql's parser, the introspection) is
 * loaded at its first call: the shell and the session never need it, only the resource screens.
 * A failed load (a chunk that did not arrive) is retried at the next call. `eager` starts the load
 * at once (a signed-in user's first screen needs it).
 */
export function lazyDataProvider(load: () => Promise<DataProvider>, options: { eager?: boolean } = {}): DataProvider {
  let loading: Promise<DataProvider> | undefined;
  const provider = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // A returning user's first screen will call it: build it while the session's requests are out.
  if (options.eager) provider().catch(() => undefined);
  const forward = (method: (typeof DATA_PROVIDER_METHODS)[number]): AnyMethod =>
    async (...args) => ((await provider())[method] as AnyMethod)(...args);
  return Object.fromEntries(DATA_PROVIDER_METHODS.map((method) => [method, forward(method)])) as unknown as DataProvider;
}

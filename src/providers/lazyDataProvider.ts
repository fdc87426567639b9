import type { DataProvider } from 'react-admin';
import { lazyMethods } from './lazyMethods.ts';

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

/**
 * A dataProvider whose implementation (ra-data-graphql, graphql's parser, the introspection) is
 * loaded at its first call: the shell and the session never need it, only the resource screens.
 * `eager` starts the load at once (a signed-in user's first screen needs it).
 */
export function lazyDataProvider(load: () => Promise<DataProvider>, options: { eager?: boolean } = {}): DataProvider {
  return lazyMethods(load, DATA_PROVIDER_METHODS, options) as DataProvider;
}

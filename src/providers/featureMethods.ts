import type { SessionClient } from './deferredApolloClient.ts';
import type { realtimeMethods } from './realtimeMethods.ts';

/** What a workflow's named methods call: the app's one GraphQL client (token, site, language, errors). */
export type WorkflowClient = Pick<SessionClient, 'query' | 'mutate' | 'subscribe'>;

/** Named data provider methods whose module loads at the first call of one of them (src/providers/lazyMethods.ts). */
export interface MethodGroup<M extends object> {
  load: () => Promise<(client: WorkflowClient) => M>;
  names: readonly (keyof M & string)[];
}

/**
 * The named methods a factory of a lazily loaded module makes, by their names: the shell carries
 * the names, the module and its documents load at the first call.
 */
export const methodsOf = <M extends object, const N extends keyof M & string>(load: () => Promise<(client: WorkflowClient) => M>, names: readonly N[]): MethodGroup<Pick<M, N>> => ({ load, names });

type GroupsOf<F> = F extends { methods: readonly (infer G)[] } ? G : never;
type MethodsOf<G> = G extends { load: () => Promise<(client: WorkflowClient) => infer M> } ? M : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/**
 * The type of the feature list, which src/features.ts registers here (as TanStack Router's
 * `Register`): the data provider's type is read from the features without importing them, whose
 * screens use it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RegisteredFeatures {}

type FeatureList = RegisteredFeatures extends { list: infer L extends readonly unknown[] } ? L : [];

/** The realtime methods and those the features declare (what `useAppDataProvider()` offers beside react-admin's). */
export type WorkflowMethods = ReturnType<typeof realtimeMethods> & Intersection<MethodsOf<GroupsOf<FeatureList[number]>>>;

import { ApolloLink, Observable, type FetchResult } from '@apollo/client/core/index.js';

const PREFIX = 'sha256:';
const NOT_FOUND = 'PersistedQueryNotFound';

type HashedDocument = { __meta__?: { hash?: string } };

const isNotFound = (result: FetchResult) => !!result.errors?.some((error) => error.message === NOT_FOUND);

/**
 * Documents codegen generated (their `__meta__.hash`) go by hash, without their text, in Apollo's
 * persisted query field; the server runs them from the manifest built with the admin. A server
 * that does not know a hash (another build) answers PersistedQueryNotFound: the call is repeated
 * with the text, and that document goes with its text from then on. Documents built at run time
 * (react-admin's) always carry their text.
 */
export function createPersistedQueryLink(): ApolloLink {
  const unknown = new Set<string>();
  return new ApolloLink((operation, forward) => {
    const hash = (operation.query as HashedDocument).__meta__?.hash;
    if (!hash?.startsWith(PREFIX) || unknown.has(hash)) return forward(operation);
    operation.extensions.persistedQuery = { version: 1, sha256Hash: hash.slice(PREFIX.length) };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
    return new Observable<FetchResult>((observer) => {
      let retried = false;
      const withText = () => {
        retried = true;
        unknown.add(hash);
        delete operation.extensions.persistedQuery;
        operation.setContext({ http: { includeQuery: true, includeExtensions: false } });
        subscription = forward(operation).subscribe(observer);
      };
      let subscription = forward(operation).subscribe({
        next: (result) => (isNotFound(result) ? withText() : observer.next(result)),
        error: (error: unknown) => observer.error(error),
        complete: () => {
          if (!retried) observer.complete();
        },
      });
      return () => subscription.unsubscribe();
    });
  });
}

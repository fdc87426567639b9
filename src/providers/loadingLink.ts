import { ApolloLink, Observable } from '@apollo/client/core/index.js';
import { beginRequest, endRequest } from './loadingCounter.ts';

/** Counts every request passing through under `key` until it completes, fails or is cancelled. */
export function createLoadingLink(key: string): ApolloLink {
  return new ApolloLink((operation, forward) =>
    new Observable((observer) => {
      beginRequest(key);
      let ended = false;
      const end = () => {
        if (!ended) {
          ended = true;
          endRequest(key);
        }
      };
      const subscription = forward(operation).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          end();
          observer.error(error);
        },
        complete: () => {
          end();
          observer.complete();
        },
      });
      return () => {
        end();
        subscription.unsubscribe();
      };
    }),
  );
}

import { ApolloLink, Observable, type FetchResult } from '@apollo/client/core/index.js';
import { USER_NOT_ACTIVE_MESSAGE } from './errorDetails.ts';

/**
 * Once the server said the signed-in user is not active, the page asks it nothing more: no list
 * refresh, heartbeat or subscription, until the user signs in again (a new page, a new client).
 * Every operation is then answered with the server's own refusal without being sent.
 */
export function createInactiveUserGate() {
  let inactive = false;
  const link = new ApolloLink((operation, forward) => {
    if (!inactive) return forward(operation);
    return new Observable<FetchResult>((observer) => {
      observer.next({ errors: [{ message: USER_NOT_ACTIVE_MESSAGE, extensions: { code: 'FORBIDDEN' } }] } as unknown as FetchResult);
      observer.complete();
    });
  });
  return {
    link,
    close: () => {
      inactive = true;
    },
  };
}

import { ApolloLink, Observable, type FetchResult } from '@apollo/client/core/index.js';
import { USER_NOT_ACTIVE_MESSAGE, type SessionRefusal } from './errorDetails.ts';

const REFUSALS: Record<SessionRefusal, { message: string; extensions: { code: string } }> = {
  inactive: { message: USER_NOT_ACTIVE_MESSAGE, extensions: { code: 'FORBIDDEN' } },
  unauthenticated: { message: 'Authentication required: sign in again', extensions: { code: 'UNAUTHENTICATED' } },
};

/**
 * Once the server refused the signed-in session (the user is not active, or the token is not
 * accepted), the page asks it nothing more: no list refresh, heartbeat or subscription, until the
 * user signs in again (a new page, a new client). Every operation is then answered with that
 * refusal without being sent.
 */
export function createSessionRefusalGate() {
  let refusal: SessionRefusal | undefined;
  const link = new ApolloLink((operation, forward) => {
    if (!refusal) return forward(operation);
    const answer = REFUSALS[refusal];
    return new Observable<FetchResult>((observer) => {
      observer.next({ errors: [answer] } as unknown as FetchResult);
      observer.complete();
    });
  });
  return {
    link,
    close: (why: SessionRefusal) => {
      refusal ??= why;
    },
  };
}

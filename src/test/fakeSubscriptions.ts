/**
 * The `subscribe` of a GraphQL client whose subscriptions a test feeds by hand: each observer is
 * kept with the variables it subscribed with until it unsubscribes.
 */
export function fakeSubscriptions<Variables, Result>() {
  const observers = new Map<{ next: (result: Result) => void }, Variables>();
  return {
    subscribe: ({ variables }: { variables: Variables }) => ({
      subscribe(observer: { next: (result: Result) => void }) {
        observers.set(observer, variables);
        return { unsubscribe: () => observers.delete(observer) };
      },
    }),
    /** Hands `result` to every observer whose variables `matches`. */
    send: (matches: (variables: Variables) => boolean, result: Result) => observers.forEach((variables, observer) => matches(variables) && observer.next(result)),
    count: () => observers.size,
  };
}

import { gql } from '@apollo/client/core/index.js';
import { describe, expect, it, vi } from 'vitest';
import { createAlertStore } from '../alerts/alertStore.ts';
import { createGraphQLFetchStub, type StubAnswer } from '../test/graphqlFetchStub.ts';
import { createApolloClient } from './apolloClient.ts';
import { USER_NOT_ACTIVE_MESSAGE } from './errorDetails.ts';
import { createErrorReporter, installGlobalErrorHandlers } from './errors.ts';

const PING = gql`
  query Ping {
    currentTime
  }
`;

/** The app's Apollo chain over a stubbed fetch, reporting into a fresh alert store. */
function setup(answer: StubAnswer | (() => StubAnswer)) {
  let now = 1_000_000;
  const alerts = createAlertStore();
  const navigate = vi.fn();
  const report = createErrorReporter({ alerts, navigate, now: () => now });
  const stub = createGraphQLFetchStub({ Ping: answer });
  const client = createApolloClient({
    graphqlPath: '/graphql',
    getIdToken: async () => 'token',
    fetch: stub.fetch,
    report,
  });
  const query = () => client.query({ query: PING }).catch((error: unknown) => error);
  return { alerts, navigate, report, query, advance: (ms: number) => (now += ms) };
}

describe('the error handler, through the Apollo link chain', () => {
  it('sends an inactive user to /unauthorized-user when GraphQL errors say so', async () => {
    const { alerts, navigate, query } = setup({
      data: null,
      errors: [{ message: USER_NOT_ACTIVE_MESSAGE, extensions: { code: 'FORBIDDEN' } }],
    });
    await query();
    expect(navigate).toHaveBeenCalledWith('/unauthorized-user');
    expect(alerts.getState().dialogs).toHaveLength(0);
  });

  it('sends an inactive user to /unauthorized-user when a non-2xx body says so', async () => {
    const { alerts, navigate, query } = setup({
      status: 403,
      statusText: 'Forbidden',
      body: { errors: [{ message: USER_NOT_ACTIVE_MESSAGE, extensions: { code: 'FORBIDDEN' } }] },
    });
    await query();
    expect(navigate).toHaveBeenCalledWith('/unauthorized-user');
    expect(alerts.getState().dialogs).toHaveLength(0);
  });

  it('shows "Too many requests" once per 3 s for HTTP 429', async () => {
    const { alerts, query, advance } = setup({ status: 429, statusText: 'Too Many Requests', body: { errors: [] } });
    await query();
    await query();
    advance(2999);
    await query();
    expect(alerts.getState().toasts.map((t) => t.message)).toEqual(['errors.tooManyRequests']);
    advance(1);
    await query();
    expect(alerts.getState().toasts).toHaveLength(2);
    expect(alerts.getState().toasts[0].type).toBe('warning');
    expect(alerts.getState().dialogs).toHaveLength(0);
  });

  it('shows an Error alert with the server status text for any other failed response', async () => {
    const { alerts, navigate, query } = setup({ status: 502, statusText: 'Bad Gateway', body: 'upstream down' });
    await query();
    expect(navigate).not.toHaveBeenCalled();
    expect(alerts.getState().dialogs).toMatchObject([
      { kind: 'alert', type: 'error', title: 'alerts.titles.error', message: 'Bad Gateway' },
    ]);
  });

  it('sends a session whose token is refused (UNAUTHENTICATED, HTTP 401) to /unauthenticated, without an alert', async () => {
    for (const answer of [
      { data: null, errors: [{ message: 'Invalid token: expired', extensions: { code: 'UNAUTHENTICATED' } }] },
      { status: 401, statusText: 'Unauthorized', body: { errors: [{ message: 'x' }] } },
    ]) {
      const { alerts, navigate, query } = setup(answer);
      await query();
      expect(navigate).toHaveBeenCalledWith('/unauthenticated');
      expect(alerts.getState().dialogs).toHaveLength(0);
    }
  });

  it('maps 403 to the no-authorization message and 404 to the generic one', async () => {
    const unauthorized = setup({ status: 403, statusText: 'Forbidden', body: { errors: [{ message: 'x' }] } });
    await unauthorized.query();
    expect(unauthorized.alerts.getState().dialogs[0].message).toBe('errors.noAuthorization');
    const notFound = setup({ status: 404, statusText: 'Not Found' });
    await notFound.query();
    expect(notFound.alerts.getState().dialogs[0].message).toBe('errors.generic');
  });

  it('says the server could not be reached when there was no response', async () => {
    const { alerts, query } = setup({ networkFailure: true });
    await query();
    expect(alerts.getState().dialogs).toMatchObject([
      { type: 'error', title: 'alerts.titles.error', message: 'errors.unreachable' },
    ]);
  });

  it('leaves ordinary GraphQL errors (FORBIDDEN, BAD_USER_INPUT) to the caller', async () => {
    const { alerts, navigate, query } = setup({
      data: null,
      errors: [{ message: 'Permission not found.', extensions: { code: 'FORBIDDEN' } }],
    });
    const result = await query();
    expect(result).toMatchObject({ errors: [{ message: 'Permission not found.' }] });
    expect(alerts.getState().dialogs).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not report a failure twice when the caller rethrows it unhandled', async () => {
    const { alerts, report, query } = setup({ status: 500, statusText: 'Internal Server Error' });
    const apolloError = await query();
    report(apolloError);
    expect(alerts.getState().dialogs.map((d) => d.message)).toEqual(['Internal Server Error']);
  });
});

describe('installGlobalErrorHandlers', () => {
  it('routes unhandled rejections and global errors to the same handler', () => {
    const alerts = createAlertStore();
    const report = createErrorReporter({ alerts, navigate: vi.fn() });
    const target = new EventTarget() as unknown as Window;
    const uninstall = installGlobalErrorHandlers(target, report);

    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new TypeError('Failed to fetch') });
    target.dispatchEvent(rejection);
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('Something broke') }));
    target.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));

    expect(alerts.getState().dialogs.map((d) => d.message)).toEqual(['errors.unreachable', 'Something broke']);
    uninstall();
    target.dispatchEvent(new ErrorEvent('error', { error: new Error('after uninstall') }));
    expect(alerts.getState().dialogs).toHaveLength(2);
  });
});

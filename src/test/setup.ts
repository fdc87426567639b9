// IndexedDB for jsdom (the editor keeps what is typed there).
import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { SetupServerApi } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from './msw/handlers.ts';
import { setMockApi } from './msw/mockApi.ts';

// The API of component specs and stories: the handlers answer the real client's fetches. Only
// fetch: the upload client's XMLHttpRequests go to the real test servers their specs start.
const server = new SetupServerApi(handlers, [new FetchInterceptor()]);
setMockApi(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});

import type { RequestHandler } from 'msw';

/** What answers the stories' and specs' requests: msw/node's server in Vitest, the service worker in Storybook. */
export interface MockApi {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
}

/** What a story may give through `parameters.msw`. */
export interface MswParameters {
  handlers?: RequestHandler[];
}

let active: MockApi | undefined;

/** Vitest's setup hands in its server; Storybook's preview starts the worker at the first story. */
export function setMockApi(api: MockApi): void {
  active = api;
}

async function mockApi(): Promise<MockApi> {
  if (active) return active;
  const [{ setupWorker }, { handlers }] = await Promise.all([import('msw/browser'), import('./handlers.ts')]);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  active = worker;
  return worker;
}

/** Before each story: the default handlers, then the story's own ahead of them. */
export async function applyStoryHandlers(parameters: MswParameters | undefined): Promise<void> {
  const api = await mockApi();
  api.resetHandlers();
  if (parameters?.handlers?.length) api.use(...parameters.handlers);
}

import type { RequestHandler } from 'msw';

/** What answers the stories' and specs' requests: msw/node's server in Vitest, the service worker in Storybook. */
export interface MockApi {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
}

/** What a story may give through `parameters.msw`. */
export interface MswParameters {
  handlers?: RequestHandler[];
  /** An API made fresh for each run of the story (its own store); the story reads it as `loaded.api`. */
  api?: () => { handlers: RequestHandler[] };
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
export async function applyStoryHandlers(parameters: MswParameters | undefined): Promise<{ api?: unknown }> {
  const mock = await mockApi();
  mock.resetHandlers();
  const api = parameters?.api?.();
  const handlers = [...(parameters?.handlers ?? []), ...(api?.handlers ?? [])];
  if (handlers.length) mock.use(...handlers);
  return { api };
}

/** A spec's own handlers ahead of the defaults, until the test ends (src/test/setup.ts resets them). */
export function addHandlers(...handlers: RequestHandler[]): void {
  if (!active) throw new Error('No mock API is running');
  active.use(...handlers);
}

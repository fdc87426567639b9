// IndexedDB for jsdom (the editor keeps what is typed there).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { SetupServerApi } from 'msw/node';
import { configure as configureStories } from 'storybook/test';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DayPicker } from '../controls/dateTime/DayField.tsx';
import { MomentPicker } from '../controls/dateTime/MomentField.tsx';
import { handlers } from './msw/handlers.ts';
import { setMockApi } from './msw/mockApi.ts';

// A loaded 2-core machine draws a whole screen in seconds: what a spec or a story waits for (findBy…,
// waitFor) may take up to 5 s before the wait fails (Testing Library's default is 1 s). A test's time is
// not what it checks; speed is `npm run bench`'s.
configure({ asyncUtilTimeout: 5000 });
configureStories({ asyncUtilTimeout: 5000 });

// The API of component specs and stories: the handlers answer the real client's fetches. Only
// fetch: the upload client's XMLHttpRequests go to the real test servers their specs start.
const server = new SetupServerApi(handlers, [new FetchInterceptor()]);
setMockApi(server);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
// The date pickers come in chunks of their own: loaded before any test, no field suspends mid-story
// and resumes outside React's act() (which the stories' console check counts as an error).
beforeAll(() => Promise.all([DayPicker.preload(), MomentPicker.preload()]));
// The app's provider starts with the shell's texts only; the screens rendered here outside the routes
// (which wait for the rest) need the screens' texts too (src/workflows/README.md).
beforeAll(async () => (await import('../i18n/i18nProvider.ts')).screenTextsLoaded());
afterAll(() => server.close());

// react-admin's autocompletes reset their search 250 ms after their value changes (a lodash debounce
// that unmounting does not cancel). A file whose last test ends sooner would leave that timer to
// fire once the file's window is gone, where React's state update throws: such a file waits it out.
const AUTOCOMPLETE_DEBOUNCE_MS = 250;
let autocompleteShown = false;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  autocompleteShown ||= document.querySelector('.MuiAutocomplete-root') !== null;
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  // Unmounting can schedule state updates for the next tick (react-admin's reference inputs set
  // their params in a setTimeout 0): let them run while the window exists.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

afterAll(async () => {
  if (autocompleteShown) await new Promise((resolve) => setTimeout(resolve, AUTOCOMPLETE_DEBOUNCE_MS + 50));
});

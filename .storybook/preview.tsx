import type { Preview } from '@storybook/react-vite';
import { i18nProvider } from '../src/i18n/i18nProvider';
import { applyStoryHandlers, type MswParameters } from '../src/test/msw/mockApi';
import { ShellStoryFrame, type ShellStoryParameters } from './ShellStoryFrame';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'tr', title: 'Türkçe' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'tr' },
  // The provider is switched before rendering, so the first render is already in the right language.
  loaders: [
    async ({ globals }) => i18nProvider.changeLocale(String(globals.locale ?? 'tr')),
    // The API of the story: the default MSW handlers and the story's own (`parameters.msw.handlers`).
    async ({ parameters }) => applyStoryHandlers(parameters.msw as MswParameters | undefined),
  ],
  decorators: [
    (Story, { globals, parameters }) => (
      <ShellStoryFrame locale={String(globals.locale ?? 'tr')} shell={parameters.shell as ShellStoryParameters | undefined}>
        <Story />
      </ShellStoryFrame>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;

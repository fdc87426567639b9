import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // mockServiceWorker.js, which answers the stories' API requests in the browser.
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Without this Storybook looks up its telemetry host, which fails (and waits) offline.
  core: { disableTelemetry: true },
};

export default config;

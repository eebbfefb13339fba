import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // No docs pages read the props tables, and react-docgen was most of the build's time (94 of
  // 150 s, over every module) and ran again under the story tests.
  typescript: { reactDocgen: false },
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';
import { siteRoutesPlugin } from './site/routePlugin';

/**
 * The published site (`storybook build`) ships without the addons that serve only the story
 * tests and local development: the accessibility panel with axe, and the test runner's panel.
 * Vitest and `storybook dev` keep both, so every story is still checked by axe.
 */
const publishedBuild = process.argv.includes('build') && !process.env.VITEST;
const developmentAddons = publishedBuild
  ? []
  : ['@storybook/addon-a11y', '@storybook/addon-vitest'];

const config: StorybookConfig = {
  stories: [
    '../docs-mdx/**/*.mdx',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', ...developmentAddons],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The licensed switch reaches the manager and the preview (see .storybook/site/license.ts).
  viteFinal: (config, options) => ({
    ...config,
    plugins: [...(config.plugins ?? []), siteRoutesPlugin(options)],
  }),
  env: (config) => ({ ...config, TESSERA_LICENSED: process.env.TESSERA_LICENSED ?? 'false' }),
};

export default config;

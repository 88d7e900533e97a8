import type { StorybookConfig } from '@storybook/react-vite';
import { docsContentPlugin } from './content/contentPlugin';
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

// `storybook dev` only: the MCP server coding agents use to list components and read their docs.
const codingAgentAddons =
  process.argv.includes('dev') && !process.env.VITEST ? ['@storybook/addon-mcp'] : [];

const config: StorybookConfig = {
  stories: [
    '../docs-mdx/**/*.mdx',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', ...developmentAddons, ...codingAgentAddons],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The licensed switch reaches the manager and the preview (see .storybook/site/license.ts).
  viteFinal: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), siteRoutesPlugin(), docsContentPlugin()],
  }),
  env: (config) => ({ ...config, TESSERA_LICENSED: process.env.TESSERA_LICENSED ?? 'false' }),
};

export default config;

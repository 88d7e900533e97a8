import type { StorybookConfig } from '@storybook/react-vite';
import { docsContentPlugin } from './content/contentPlugin.js';
import { scopeDocgen } from './docgenScope.js';
import { siteRoutesPlugin } from './site/routePlugin.js';

/**
 * The published site (`storybook build`) ships without the addons that serve only the story
 * tests and local development: the accessibility panel with axe, and the test runner's panel.
 * Vitest and `storybook dev` keep both, so every story is still checked by axe.
 */
const publishedBuild = process.argv.includes('build') && !process.env.VITEST;
const developmentAddons = publishedBuild
  ? []
  : ['@storybook/addon-a11y', '@storybook/addon-vitest'];

const previewDependencies = [
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  '@floating-ui/react',
  '@storybook/addon-docs/blocks',
  '@storybook/addon-docs/preview',
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-syntax-highlighter/dist/esm/prism-light',
  'storybook/test',
];

// `storybook dev` only: the MCP server coding agents use to list components and read their docs.
const codingAgentAddons =
  process.argv.includes('dev') && !process.env.VITEST ? ['@storybook/addon-mcp'] : [];

const config: StorybookConfig = {
  stories: [
    '../docs-mdx/**/*.mdx',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', ...developmentAddons, ...codingAgentAddons],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The branded sidebar is the team's workshop, not a first-time tour.
  features: { sidebarOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (config, options) => ({
    ...config,
    // Docgen only where a props table reads it (see docgenScope.ts).
    plugins: [...scopeDocgen(config.plugins ?? []), siteRoutesPlugin(options), docsContentPlugin()],
    optimizeDeps: {
      ...config.optimizeDeps,
      // Pre-bundled before the first page asks for them, so a first session never hits Vite's
      // "new dependencies optimized, reloading": what the preview, the docs modules loaded beside
      // the index (.storybook/docs/deferredDocs.tsx) and the components import. Storybook also
      // scans the stories and preview files as entries; this list keeps the docs' own
      // dependencies covered when a page is reached only through a dynamic import.
      include: [...(config.optimizeDeps?.include ?? []), ...previewDependencies],
    },
  }),
  // The licensed switch reaches the manager and the preview (see .storybook/site/license.ts).
  env: (config) => ({ ...config, TESSERA_LICENSED: process.env.TESSERA_LICENSED ?? 'false' }),
};

export default config;

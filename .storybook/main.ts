import type { StorybookConfig } from '@storybook/react-vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerOptions } from 'vite';
import { docsContentPlugin } from './content/contentPlugin.js';
import { exampleCodePlugin } from './exampleCode.js';
import { scopeDocgen } from './docgenScope.js';
import { libraryEntryImports, libraryImportSource } from './libraryEntryImports.js';
import { previewFontPreload } from './site/fontPreload.js';
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

/**
 * `storybook dev` only: every dependency the preview, the docs modules, the addons' preview code
 * and the stories import, bundled at once without Vite's dependency scan. The scan crawled every
 * story and MDX file Storybook indexes (over 100) before bundling could start, and a cold start
 * waited for it; with `noDiscovery` the bundling starts as the server starts, and an import missing
 * here is served as it is published, never as a late "new dependencies optimized, reloading".
 * CommonJS and UMD packages must be listed (`tests/workshop/devServer.test.ts` opens pages that
 * need them); ES-module packages the first pages never reach (the form and phone libraries) are
 * left out of the bundle and load as their own modules where a page uses them.
 */
const workshopDependencies = [
  '@mdx-js/react',
  '@storybook/addon-docs',
  '@storybook/react-dom-shim',
  '@storybook/react/entry-preview-argtypes',
  'axe-core',
  'react-dom/test-utils',
  'react-syntax-highlighter/dist/esm/prism-light.js',
  'react-syntax-highlighter/dist/esm/create-element.js',
  'react-syntax-highlighter/dist/esm/languages/prism/bash.js',
  'react-syntax-highlighter/dist/esm/languages/prism/css.js',
  'react-syntax-highlighter/dist/esm/languages/prism/javascript.js',
  'react-syntax-highlighter/dist/esm/languages/prism/json.js',
  'react-syntax-highlighter/dist/esm/languages/prism/jsx.js',
  'react-syntax-highlighter/dist/esm/languages/prism/markdown.js',
  'react-syntax-highlighter/dist/esm/languages/prism/markup.js',
  'react-syntax-highlighter/dist/esm/languages/prism/tsx.js',
  'react-syntax-highlighter/dist/esm/languages/prism/typescript.js',
  'storybook/internal/docs-tools',
  'storybook/theming/create',
];
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workshop = process.argv.includes('dev') && !process.env.VITEST;

/**
 * What the builds and the tests write into the project (the docs sites, the package, visual
 * diffs) is output, not source. A dev server that watched it would reload every open preview for
 * each HTML file a build beside it writes: `npm run build-storybook` during `npm start` reloaded
 * the page under the reader about once a second.
 */
const generatedDirectories = [
  'dist',
  'storybook-static',
  'storybook-static-licensed',
  'bench/reference/storybook-static',
  '.visual-diffs',
  '.vitest-attachments',
];
type WatchIgnored = NonNullable<ServerOptions['watch']>['ignored'];
const ignoredByWatcher = (already: WatchIgnored): WatchIgnored => [
  ...(already === undefined ? [] : Array.isArray(already) ? already : [already]),
  ...generatedDirectories.map((directory) => `${path.join(projectRoot, directory)}/**`),
];

// `storybook dev` only: the MCP server coding agents use to list components and read their docs.
const codingAgentAddons = workshop ? ['@storybook/addon-mcp'] : [];

const config: StorybookConfig = {
  stories: [
    '../docs-mdx/**/*.mdx',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', ...developmentAddons, ...codingAgentAddons],
  // `storybook dev` only: axe on request in the accessibility panel (see workshopPreview.ts).
  previewAnnotations: (entries = []) =>
    workshop ? [...entries, path.join(projectRoot, '.storybook/workshopPreview.ts')] : entries,
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The branded sidebar is the team's workshop, not a first-time tour.
  features: { sidebarOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (config, options) => ({
    ...config,
    // Docgen only where a props table reads it (see docgenScope.ts).
    plugins: [
      // Before Storybook's CSF plugin, which rewrites the stories files.
      exampleCodePlugin({ importsFrom: libraryImportSource(projectRoot) }),
      ...(workshop ? [libraryEntryImports({ root: projectRoot, importers: '.storybook' })] : []),
      ...scopeDocgen(config.plugins ?? []),
      siteRoutesPlugin(options),
      previewFontPreload(),
      docsContentPlugin(),
    ],
    server: {
      ...config.server,
      ...(config.server?.watch === null
        ? {}
        : {
            watch: {
              ...config.server?.watch,
              ignored: ignoredByWatcher(config.server?.watch?.ignored),
            },
          }),
    },
    optimizeDeps: {
      ...config.optimizeDeps,
      // Pre-bundled before the first page asks for them, so a first session never hits Vite's
      // "new dependencies optimized, reloading": what the preview, the docs modules loaded beside
      // the index (.storybook/docs/deferredDocs.tsx) and the components import. In the story tests
      // Storybook also scans the stories and preview files as entries; this list keeps the docs'
      // own dependencies covered when a page is reached only through a dynamic import. In
      // `storybook dev` nothing is scanned: the list is complete (workshopDependencies above).
      include: [
        ...(config.optimizeDeps?.include ?? []),
        ...previewDependencies,
        ...(workshop ? workshopDependencies : []),
      ],
      ...(workshop ? { noDiscovery: true } : {}),
    },
  }),
  // The licensed switch reaches the manager and the preview (see .storybook/site/license.ts).
  env: (config) => ({ ...config, TESSERA_LICENSED: process.env.TESSERA_LICENSED ?? 'false' }),
};

export default config;

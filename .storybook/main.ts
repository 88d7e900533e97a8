import type { StorybookConfig } from '@storybook/react-vite';
import { siteRoutesPlugin } from './site/routePlugin';

const config: StorybookConfig = {
  stories: [
    '../docs-mdx/**/*.mdx',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  // The licensed switch reaches the manager and the preview (see .storybook/site/license.ts).
  viteFinal: (config) => ({ ...config, plugins: [...(config.plugins ?? []), siteRoutesPlugin()] }),
  env: (config) => ({ ...config, TESSERA_LICENSED: process.env.TESSERA_LICENSED ?? 'false' }),
};

export default config;

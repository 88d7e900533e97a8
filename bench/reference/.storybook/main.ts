import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A bare Storybook with default settings: the yardstick the docs site's load time, JS weight
 * and build cost are compared with. Same installed Storybook, one story and one MDX page.
 */
const config: StorybookConfig = {
  stories: ['../stories/*.mdx', '../stories/*.stories.tsx'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    // The reference keeps Vite's defaults instead of the repository's own vite.config.ts.
    builder: {
      name: '@storybook/builder-vite',
      options: { viteConfigPath: path.join(here, 'vite.config.ts') },
    },
  },
};

export default config;

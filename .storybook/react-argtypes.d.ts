/** The React renderer's docs parameters, an entry of `@storybook/react` published without types. */
declare module '@storybook/react/entry-preview-argtypes' {
  import type { ArgTypesExtractor } from 'storybook/internal/docs-tools';

  export const parameters: { docs: { extractArgTypes: ArgTypesExtractor } };
}

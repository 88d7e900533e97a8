import { defineConfig } from 'vite';

// Default Vite settings for the reference Storybook.
export default defineConfig({});

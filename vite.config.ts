import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The css prop comes from Emotion's JSX runtime.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  optimizeDeps: {
    // Vite 8's pre-bundler can inline React's production `jsxDEV = void 0` into the
    // development build; keeping constants un-inlined avoids "(void 0) is not a function".
    rolldownOptions: { optimization: { inlineConst: false } },
  },
});

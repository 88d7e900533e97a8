import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'storybook-static-licensed',
      'node_modules',
      '.visual-diffs',
      'bench/reference/storybook-static',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Run in the page: the capture is evaluated in Chromium, the others ship with the site.
    files: ['scripts/prerender/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Shared looks come from the theme, never from another component's styles, and tokens are
    // read through `src/tokens` (its index), not its files.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/[^/]+\\.styles$',
              message:
                "A component never imports another component's styles: use the theme's shared styles (src/theme/styles.ts).",
            },
            {
              regex: '^(\\.\\./)+tokens/.+',
              message: 'Import tokens from src/tokens (its index), not from its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components follow the writing direction around them: sides of the line are logical in
    // styles (see src/lib/direction.ts). A left or right that means a side of the screen, or a
    // drawing, says so where it is written.
    files: ['src/components/**/*.{ts,tsx}', 'src/theme/**/*.{ts,tsx}'],
    // A story may set its example at a side of the window on purpose.
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(margin|padding|border)(Left|Right)$/]',
          message:
            'Use the logical property (marginInlineStart, paddingInlineEnd, borderInlineStart, …): components follow the writing direction.',
        },
        {
          selector: "Property[key.name='textAlign'][value.value=/^(left|right)$/]",
          message: "Use textAlign 'start' or 'end': components follow the writing direction.",
        },
      ],
    },
  },
  {
    // The docs site uses the library as an app does: the docs pages through its public entry
    // (src/index.ts), the manager's chrome through `@tessera/react/tokens` (src/tokensEntry.ts),
    // which has no React in it (Storybook's manager bundler keeps every module it is given).
    files: ['.storybook/**/*.{ts,tsx}'],
    ignores: ['.storybook/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!index\\.js$|tokensEntry(\\.js)?$|lib/navigation\\.js$).+',
              message:
                'The docs site imports the library through its public entry (src), not its files.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);

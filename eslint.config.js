import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A box shorthand whose right and left values differ (`padding: '4px 0 4px 12px'`, a template
 * of the same shape, or a `borderRadius` that rounds left and right corners differently) names
 * sides of the screen: components follow the writing
 * direction, so such a box is written with its inline pair (`paddingInline: '12px 0'`).
 */
const asymmetricBoxShorthand = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const sides = /^(padding|margin|inset|borderWidth|borderColor|borderStyle|borderRadius)$/;
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (typeof name !== 'string' || !sides.test(name)) return;
        const { value } = node;
        let text;
        if (value.type === 'Literal' && typeof value.value === 'string') text = value.value;
        else if (value.type === 'TemplateLiteral') {
          // Each interpolation becomes one word, the same word for the same source.
          const words = new Map();
          const word = (expression) => {
            const source = context.sourceCode.getText(expression);
            if (!words.has(source)) words.set(source, `expr${words.size}`);
            return words.get(source);
          };
          text = value.quasis
            .map((quasi, index) =>
              index < value.expressions.length
                ? quasi.value.cooked + word(value.expressions[index])
                : quasi.value.cooked,
            )
            .join('');
        } else return;
        const values = text.trim().split(/\s+(?![^(]*\))/);
        if (values.length !== 4) return;
        if (name === 'borderRadius') {
          // Top left, top right, bottom right, bottom left.
          if (values[0] !== values[1] || values[2] !== values[3]) {
            context.report({
              node,
              message:
                'borderRadius rounds left and right corners differently: write borderStartStartRadius, borderStartEndRadius, … as components follow the writing direction.',
            });
          }
        } else if (values[1] !== values[3]) {
          context.report({
            node,
            message: `${name} names a right and a left side (${values[1]} and ${values[3]}): write ${name}Block and ${name}Inline (start, end), as components follow the writing direction.`,
          });
        }
      },
    };
  },
};

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
    plugins: { tessera: { rules: { 'asymmetric-box-shorthand': asymmetricBoxShorthand } } },
    rules: {
      'tessera/asymmetric-box-shorthand': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property:matches([key.name=/^(margin|padding|border)(Left|Right)$/], [key.value=/^(margin|padding|border)(Left|Right)$/])',
          message:
            'Use the logical property (marginInlineStart, paddingInlineEnd, borderInlineStart, …): components follow the writing direction.',
        },
        {
          selector:
            "Property:matches([key.name='textAlign'], [key.value='textAlign'])[value.value=/^(left|right)$/]",
          message: "Use textAlign 'start' or 'end': components follow the writing direction.",
        },
        {
          // Insets in style objects: `css({…})` and `style`/`css` props (geometry objects such as
          // a measured rectangle are not styles and stay free). Keys count written either way:
          // `left` and `'left'`.
          selector:
            ":matches(CallExpression[callee.name='css'], JSXAttribute[name.name=/^(style|css)$/]) Property:matches([key.name=/^(left|right)$/], [key.value=/^(left|right)$/])",
          message:
            'Use insetInlineStart or insetInlineEnd: components follow the writing direction. A side of the screen says why in a disable comment.',
        },
        {
          selector:
            'Property:matches([key.name=/^(float|clear)$/], [key.value=/^(float|clear)$/])[value.value=/^(left|right)$/]',
          message: "Use 'inline-start' or 'inline-end': components follow the writing direction.",
        },
        {
          // Not a direction rule, but these files' only `no-restricted-syntax` list: a `style`
          // attribute in server HTML is refused under a Content Security Policy that allows
          // only its nonce's styles, and stays refused after hydration (README, "A strict
          // Content Security Policy"). Styles written here go through Emotion. A layer that
          // only ever renders on the client may set its style object, and says so.
          selector: "JSXAttribute[name.name='style'] > JSXExpressionContainer > ObjectExpression",
          message:
            'Use the css prop: a style attribute in server HTML is refused under a strict Content Security Policy. An element only ever rendered on the client says so in a disable comment.',
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

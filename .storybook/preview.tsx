import '@fontsource-variable/inter';
import type { Args, Decorator, Parameters, Preview, StoryContext } from '@storybook/react-vite';
import { ThemeProvider, type ColorScheme } from '../src';
import { axeRunOptions, pageOnlyRules } from './axeOptions';
import { extractArgTypesOnce } from './docs/argTypesOnce';
import { readableFragments, readableFunctions, restoreStoryArgs } from './docs/exampleSource';
import { elementNames, type ReaderImport, withImportLines } from './docs/exampleImports';
import {
  deferredMdxComponents,
  docsRenderer,
  DocsPageContainer,
  loadDocsModules,
} from './docs/deferredDocs';
import { mountSiteOverlay } from './docs/SiteOverlay';
import { useSiteScheme } from './docs/siteScheme';
import type { ReactNode } from 'react';

// In Storybook's preview only (not in the story tests): the site's toasts and wait cursor, and
// the docs modules, whose download starts now (see deferredDocs.tsx).
if (typeof document !== 'undefined' && location.pathname.endsWith('iframe.html')) {
  mountSiteOverlay();
  void loadDocsModules();
}

/**
 * Every example follows the site's scheme switch; a story that shows a scheme on purpose
 * ("On Dark Background": `globals: { colorScheme: 'dark' }`) keeps its own.
 */
function StoryTheme({ storyScheme, children }: { storyScheme?: ColorScheme; children: ReactNode }) {
  const siteScheme = useSiteScheme();
  return <ThemeProvider colorScheme={storyScheme ?? siteScheme}>{children}</ThemeProvider>;
}

const withTheme: Decorator = (Story, context) => {
  const storyScheme = (context.storyGlobals?.colorScheme ?? undefined) as ColorScheme | undefined;
  return (
    <StoryTheme storyScheme={storyScheme}>
      <Story />
    </StoryTheme>
  );
};

/** The args an example takes on a docs page only (see `withDocsExampleArgs`). */
const docsExampleArgs = (parameters: Parameters) =>
  (parameters.docsExample as { args?: Args } | undefined)?.args;

/**
 * How an example differs on a docs page, where several examples share one document with the
 * page's own landmarks: `parameters.docsExample.args` give its landmarks names of their own (two
 * examples must not both be "Breadcrumbs navigation") and keep a whole-page layout from adding a
 * second `main`. The story on its own, its test and its snapshot keep their args.
 */
const withDocsExampleArgs: Decorator = (Story, context) => {
  const docsArgs = docsExampleArgs(context.parameters);
  if (context.viewMode !== 'docs' || !docsArgs) return <Story />;
  return <Story args={{ ...context.args, ...docsArgs }} />;
};

/**
 * The code under an example shows the story's own args, not the names it takes on the page, its
 * function props as arrows and its fragments as `<>` (see exampleSource.ts), with the imports of
 * the components it names above it (`parameters.exampleImports`, see exampleImports.ts): a reader
 * copies the story and it runs.
 */
const exampleSourceTransform = (code: string, context: StoryContext): string => {
  const docsArgs = docsExampleArgs(context.parameters);
  const own =
    context.viewMode === 'docs' && docsArgs
      ? restoreStoryArgs(
          code,
          docsArgs,
          Object.fromEntries(
            Object.keys(docsArgs).map((key) => [key, context.initialArgs[key] as unknown]),
          ),
        )
      : code;
  const readable = readableFragments(readableFunctions(own));
  const imports = context.parameters.exampleImports as ReaderImport[] | undefined;
  return imports ? withImportLines(readable, elementNames(readable), imports) : readable;
};

const preview: Preview = {
  decorators: [withDocsExampleArgs, withTheme],
  // The scheme a story may ask for on purpose. Readers switch the site's scheme in the top bar.
  // The writing direction is a switch in the stories' toolbar, and a story may ask for one.
  globalTypes: {
    colorScheme: { description: 'Colour scheme a story shows on purpose (light or dark)' },
    direction: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { direction: 'ltr' },
  // Marks the element a story renders into, so the visual snapshot can find it in tests.
  // A story that shows a scheme on purpose paints its own surface in it (preview-head.html), so a
  // dark example stays readable on a light docs page and the other way round.
  // Shown on its own, such a story takes the whole canvas into its scheme until the next story.
  // A right-to-left story lays out its own root so; shown on its own, the whole document, so that
  // toasts and dialogs at the end of the body follow it too.
  beforeEach: ({ canvasElement, parameters, globals, storyGlobals, viewMode }) => {
    canvasElement.setAttribute('data-story-root', '');
    canvasElement.setAttribute('data-layout', String(parameters.layout ?? 'padded'));
    const root = document.documentElement;
    const cleanups: (() => void)[] = [];
    // Docs pages have no toolbar: their examples show the direction a story asks for only.
    const direction: unknown = viewMode === 'docs' ? storyGlobals.direction : globals.direction;
    const isRightToLeft = direction === 'rtl';
    if (isRightToLeft) canvasElement.setAttribute('dir', 'rtl');
    else canvasElement.removeAttribute('dir');
    // Set both ways: a change of the toolbar switch renders the story again without a cleanup.
    if (viewMode === 'story') {
      if (isRightToLeft) root.setAttribute('dir', 'rtl');
      else root.removeAttribute('dir');
      cleanups.push(() => root.removeAttribute('dir'));
    }
    const storyScheme: unknown = storyGlobals.colorScheme;
    if (storyScheme !== 'light' && storyScheme !== 'dark') {
      canvasElement.removeAttribute('data-tessera-scheme');
    } else {
      canvasElement.setAttribute('data-tessera-scheme', storyScheme);
      if (viewMode === 'story') {
        root.dataset.storyScheme = storyScheme;
        root.setAttribute('data-tessera-scheme', storyScheme);
        cleanups.push(() => {
          delete root.dataset.storyScheme;
          root.removeAttribute('data-tessera-scheme');
        });
      }
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  },
  parameters: {
    layout: 'padded',
    docs: {
      container: DocsPageContainer,
      renderer: docsRenderer,
      components: deferredMdxComponents,
      toc: false,
      extractArgTypes: extractArgTypesOnce,
      source: { transform: exampleSourceTransform },
    },
    // Any axe violation fails a story: WCAG 2.2 AA and best practices, target size included
    // (.storybook/axeOptions.ts). vitest.setup.ts checks the dark scheme too.
    a11y: {
      test: 'error',
      options: axeRunOptions,
      config: { rules: pageOnlyRules.map((id) => ({ id, enabled: false })) },
    },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    options: {
      // The sidebar order, generated from .storybook/site/navigation.ts by
      // `node scripts/sync-story-order.mjs` (Storybook reads this literal statically).
      storySort: {
        order: [
          'Get Started',
          ['Introduction', 'Guides', 'Licensing'],
          'Components',
          [
            'Accordion',
            'Alert',
            'Avatar',
            'Blockquote',
            'Breadcrumbs',
            'Button',
            'Card',
            'Checkbox',
            'Code',
            'CodeBlock',
            'CollapsableMenu',
            'Field',
            'Footer',
            'Hex',
            'Iconography',
            'Image',
            'KebabMenu',
            'List',
            'MediaUpload',
            'Modal',
            'Navigation',
            'MobileNavigation',
            'OnThisPage',
            'Panel',
            'ParameterTable',
            'PopoutMenu',
            'Portal',
            'Radio',
            'Select',
            'Skeleton',
            'StatusTag',
            'Submenu',
            'Table',
            'TableOfContents',
            'Tag',
            'Theme',
            'Toast',
            'Tooltip',
            'Typography',
            'UserFeedback',
            'VisuallyHidden',
          ],
          'Containers',
          ['Group', 'Article'],
        ],
      },
      // end of generated sidebar order
    },
  },
};

export default preview;

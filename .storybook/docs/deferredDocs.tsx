/**
 * The docs container and the MDX components, loaded beside the story index rather than before it.
 *
 * They pull in Storybook's doc blocks and the syntax highlighter, a large module graph. The
 * preview asks for the story index only once `preview.tsx` and its static imports have run, so
 * importing them statically would put their download and evaluation in front of everything else
 * on a first visit. Instead the download starts as the preview starts, and the docs renderer,
 * which Storybook awaits before it renders any docs page, waits for it too: by the time a page
 * renders, the stand-ins below hand over to the real components synchronously.
 */
import { parameters as docsAddon } from '@storybook/addon-docs/preview';
import { useSyncExternalStore, type ComponentProps, type HTMLAttributes } from 'react';
import type * as DocsOnly from './docsOnly';

type DocsModules = typeof DocsOnly;

let loading: Promise<DocsModules> | undefined;
let loaded: DocsModules | undefined;

export const loadDocsModules = (): Promise<DocsModules> =>
  (loading ??= import('./docsOnly').then((modules) => (loaded = modules)));

// In `storybook dev`, an edit below the docs modules (the MDX component map, a doc block) would
// otherwise climb past this module to preview.tsx, which accepts nothing, and reload the whole
// preview. This module accepts the new docs modules instead, and the stand-ins re-render with them.
let generation = 0;
const generationListeners = new Set<() => void>();
const subscribeToGeneration = (listener: () => void) => {
  generationListeners.add(listener);
  return () => generationListeners.delete(listener);
};
const useDocsModulesGeneration = () =>
  useSyncExternalStore(
    subscribeToGeneration,
    () => generation,
    () => generation,
  );

/**
 * The exports the docs need, or the names missing. A saved file can be read while the editor is
 * still writing it (an editor that truncates, then writes, leaves it empty for a moment); Vite
 * then serves a module without the exports, and swapping it in would unmount the open docs page
 * for good, since an update is only ever applied to a mounted page.
 */
function missingExports(modules: Record<string, unknown>): string[] {
  const missing: string[] = [];
  if (typeof modules.DocsPage !== 'function') missing.push('DocsPage');
  if (typeof modules.mdxComponents !== 'object' || modules.mdxComponents === null)
    missing.push('mdxComponents');
  return missing;
}

if (import.meta.hot) {
  import.meta.hot.accept('./docsOnly', (modules) => {
    if (!modules) return;
    const missing = missingExports(modules);
    if (missing.length > 0) {
      // The page keeps the last complete version; the next save that exports them applies.
      console.warn(
        `[tessera] .storybook/docs/docsOnly.ts was updated without ${missing.join(' and ')}; ` +
          'the docs keep the previous version until it exports them again.',
      );
      return;
    }
    loaded = modules as unknown as DocsModules;
    loading = Promise.resolve(loaded);
    generation += 1;
    for (const listener of generationListeners) listener();
  });
}

/** Storybook's docs renderer, resolved once the docs modules are loaded as well. */
export async function docsRenderer(): Promise<unknown> {
  const [renderer] = await Promise.all([docsAddon.docs.renderer(), loadDocsModules()]);
  return renderer;
}

function docsModules(): DocsModules {
  if (!loaded)
    throw new Error('Docs pages render through docsRenderer, which loads DocsPage first.');
  return loaded;
}

export function DocsPageContainer(props: ComponentProps<DocsModules['DocsPage']>) {
  useDocsModulesGeneration();
  const { DocsPage } = docsModules();
  return <DocsPage {...props} />;
}

function MdxPre(props: HTMLAttributes<HTMLPreElement>) {
  useDocsModulesGeneration();
  const { pre: Pre } = docsModules().mdxComponents;
  return <Pre {...props} />;
}

function MdxCode(props: HTMLAttributes<HTMLElement>) {
  useDocsModulesGeneration();
  const { code: Code } = docsModules().mdxComponents;
  return <Code {...props} />;
}

export const deferredMdxComponents = { pre: MdxPre, code: MdxCode };

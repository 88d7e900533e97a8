/**
 * Loads the search engine and the site's search data on first use (the first focus of the
 * search box), never on page load. Both files sit at the root of the site, next to the
 * manager's own `sb-manager/` folder, wherever the site is hosted.
 */
import type { SearchData } from '../../content/searchData';
import type { SiteSearchEngine } from './engine';

interface EngineModule {
  createSearchEngine: (data: SearchData) => SiteSearchEngine;
}

/** The site's root: the folder holding `sb-manager/`, or the document's base. */
export function siteRoot(): string {
  const script = document.querySelector<HTMLScriptElement>('script[src*="sb-manager/"]');
  if (script?.src) return script.src.slice(0, script.src.indexOf('sb-manager/'));
  return new URL('./', document.baseURI).href;
}

let loading: Promise<SiteSearchEngine> | undefined;

export function loadSearch(): Promise<SiteSearchEngine> {
  loading ??= (async () => {
    const root = siteRoot();
    const engineUrl = `${root}search-engine.js`;
    const [engine, response] = await Promise.all([
      // A plain dynamic import: the engine is a separate file, not part of the manager bundle.
      import(/* @vite-ignore */ engineUrl) as Promise<EngineModule>,
      fetch(`${root}search-index.json`),
    ]);
    if (!response.ok) throw new Error(`The search index did not load (HTTP ${response.status}).`);
    const data = (await response.json()) as SearchData;
    return engine.createSearchEngine(data);
  })().catch((error: unknown) => {
    // Let the next focus try again.
    loading = undefined;
    throw error;
  });
  return loading;
}

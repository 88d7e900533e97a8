/**
 * Where a docs page lives as a route and as Markdown, computed from its Storybook docs id alone,
 * so the build (Node), the manager's search and the docs page's copy button agree without
 * sharing data. A page with a navigation route keeps it (`/components/accordion`); a page nested
 * under an entry goes below that entry's route (`components-checkbox-switch--docs` →
 * `/components/checkbox/switch`). The Markdown twin is the route plus `.md`; the landing page
 * `/` has its twin at `/index.md`.
 */
import { siteRoutes, type SiteRoute } from '../site/routes.js';

const routes = siteRoutes();

export interface PageLocation {
  /** The page's route, e.g. `/components/checkbox/switch`. */
  route: string;
  /** Where its Markdown twin is served, e.g. `/components/checkbox/switch.md`. */
  markdownPath: string;
  /** The navigation entry the page belongs to, when it has one. */
  entry?: SiteRoute;
}

/** `components-checkbox-switch--docs` → `components-checkbox-switch`. */
export function idPrefixOf(docsId: string): string {
  return docsId.split('--')[0] ?? docsId;
}

/** The entry whose id prefix is the longest match for the page's own prefix. */
function entryOf(prefix: string, candidates: readonly SiteRoute[]): SiteRoute | undefined {
  let best: SiteRoute | undefined;
  for (const route of candidates) {
    const matches = prefix === route.idPrefix || prefix.startsWith(`${route.idPrefix}-`);
    if (matches && (!best || route.idPrefix.length > best.idPrefix.length)) best = route;
  }
  return best;
}

export function markdownPathOf(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}

export function pageLocation(
  docsId: string,
  candidates: readonly SiteRoute[] = routes,
): PageLocation {
  const prefix = idPrefixOf(docsId);
  const entry = entryOf(prefix, candidates);
  let route: string;
  if (!entry) route = `/${prefix}`;
  else if (prefix === entry.idPrefix) route = entry.path;
  else {
    const rest = prefix.slice(entry.idPrefix.length + 1);
    route = `${entry.path === '/' ? '' : entry.path}/${rest}`;
  }
  return { route, markdownPath: markdownPathOf(route), ...(entry && { entry }) };
}

/** Whether the page is closed without a license: it belongs to a disabled navigation entry. */
export function isLockedPage(docsId: string, licensed: boolean): boolean {
  return !licensed && pageLocation(docsId).entry?.disabled === true;
}

/**
 * A link from one site path to another, relative, so the files work wherever the site is
 * hosted (`/components/accordion.md` → `/guides.md` is `../guides.md`).
 */
export function relativePath(from: string, to: string): string {
  const fromDirectory = from.split('/').slice(1, -1);
  const target = to.split('/').slice(1);
  let shared = 0;
  while (
    shared < fromDirectory.length &&
    shared < target.length - 1 &&
    fromDirectory[shared] === target[shared]
  ) {
    shared += 1;
  }
  const up = fromDirectory.length - shared;
  return `${'../'.repeat(up)}${target.slice(shared).join('/')}`;
}

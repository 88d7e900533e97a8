/**
 * Makes the spec's routes real URLs of the site. In the static build every route, and every
 * story below a route, gets a small page (`guides/index.html`, `components/accordion/index.html`,
 * `components/accordion/default/index.html`, …) that opens the manager on that entry; the dev
 * server answers the same paths with a redirect. The manager then shows the route again in the
 * address bar (`.storybook/addons/addressBar.ts`). A `?path=` query on a route address (a
 * Storybook link opened from a nested route) wins over the route. Disabled routes forward too:
 * the license gate then lands them on Licensing with the notice.
 */
import type { Plugin } from 'vite';
import { formatPageTitle } from './pageTitle.js';
import {
  readablePath,
  routeTarget,
  siteRoutes,
  storybookPathFor,
  type SiteRoute,
} from './routes.js';

function depthPrefix(path: string): string {
  const depth = path.split('/').filter(Boolean).length;
  return depth === 0 ? './' : '../'.repeat(depth);
}

interface ForwardingPage {
  /** The readable address, e.g. `/components/accordion/default`. */
  path: string;
  /** The Storybook query it opens, e.g. `?path=/story/components-accordion--default`. */
  target: string;
  label: string;
}

function forwardingPage({ path, target: query, label }: ForwardingPage): string {
  const target = `${depthPrefix(path)}${query}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${formatPageTitle(label)}</title>
<link rel="canonical" href="${target}">
<script>location.replace((/[?&]path=/.test(location.search) ? ${JSON.stringify(depthPrefix(path))} + location.search : ${JSON.stringify(target)}) + location.hash);</script>
<noscript><meta http-equiv="refresh" content="0; url=${target}"></noscript>
</head>
<body><a href="${target}">${label}</a></body>
</html>
`;
}

export function redirectPage(route: SiteRoute): string {
  return forwardingPage({ path: route.path, target: routeTarget(route), label: route.label });
}

interface IndexEntry {
  id: string;
  type: string;
  name: string;
  title: string;
}

/** What Storybook passes to `viteFinal`; its story index lists the stories below each route. */
export interface StorybookOptions {
  presets?: { apply: (name: string) => Promise<unknown> };
}

async function indexEntries(options: StorybookOptions | undefined): Promise<IndexEntry[]> {
  const generator = (await options?.presets?.apply('storyIndexGenerator')) as
    { getIndex: () => Promise<{ entries: Record<string, IndexEntry> }> } | undefined;
  if (!generator) return [];
  return Object.values((await generator.getIndex()).entries);
}

async function entryPages(
  options: StorybookOptions | undefined,
  routes: readonly SiteRoute[],
): Promise<ForwardingPage[]> {
  const routeDocs = new Set(routes.map((route) => route.docsId));
  return (await indexEntries(options)).flatMap((entry) => {
    const storybookPath = `/${entry.type === 'docs' ? 'docs' : 'story'}/${entry.id}`;
    const path = readablePath(storybookPath);
    if (!path) return [];
    const label = `${entry.title.split('/').at(-1)}${entry.type === 'docs' ? '' : `: ${entry.name}`}`;
    const page = { path, target: `?path=${storybookPath}`, label };
    // A component's docs page below a route was read at `…/docs` before it had its own address;
    // links to that address keep working.
    const earlier = entry.type === 'docs' && !routeDocs.has(entry.id) ? [`${path}/docs`] : [];
    return [page, ...earlier.map((legacy) => ({ ...page, path: legacy }))];
  });
}

export function siteRoutesPlugin(options?: StorybookOptions): Plugin {
  const routes = siteRoutes();
  return {
    name: 'tessera-site-routes',
    async generateBundle() {
      const pages = new Map<string, ForwardingPage>();
      for (const route of routes) {
        pages.set(route.path, { path: route.path, target: routeTarget(route), label: route.label });
      }
      for (const page of await entryPages(options, routes))
        if (!pages.has(page.path)) pages.set(page.path, page);
      pages.delete('/');
      for (const page of pages.values()) {
        this.emitFile({
          type: 'asset',
          fileName: `${page.path.slice(1)}/index.html`,
          source: forwardingPage(page),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const [pathname = '', query = ''] = (request.url ?? '').split('?');
        if (pathname === '/' || pathname.includes('.') || pathname.startsWith('/@')) return next();
        // The index tells a component's docs page below a route from a story of that route.
        const docsIds = new Set(
          (await indexEntries(options).catch(() => []))
            .filter((entry) => entry.type === 'docs')
            .map((entry) => entry.id),
        );
        const storybookPath = storybookPathFor(pathname, routes, docsIds);
        if (!storybookPath) return next();
        const params = new URLSearchParams(query);
        response.statusCode = 302;
        response.setHeader(
          'Location',
          params.has('path') ? `/?${query}` : `/?path=${storybookPath}`,
        );
        response.end();
      });
    },
  };
}

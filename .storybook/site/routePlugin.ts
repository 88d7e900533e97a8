/**
 * Makes the spec's routes real URLs of the site. In the static build every route gets a
 * small page (`guides/index.html`, `components/accordion/index.html`, …) that forwards to the
 * entry's docs page; the dev server answers the same paths with a redirect. Disabled routes
 * forward too: the license gate then lands them on Licensing with the notice.
 */
import type { Plugin } from 'vite';
import { formatPageTitle } from './pageTitle.js';
import { routeTarget, siteRoutes, type SiteRoute } from './routes.js';

function depthPrefix(path: string): string {
  const depth = path.split('/').filter(Boolean).length;
  return depth === 0 ? './' : '../'.repeat(depth);
}

export function redirectPage(route: SiteRoute): string {
  const target = `${depthPrefix(route.path)}${routeTarget(route)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${formatPageTitle(route.label)}</title>
<meta http-equiv="refresh" content="0; url=${target}">
<link rel="canonical" href="${target}">
<script>location.replace(${JSON.stringify(target)} + location.hash);</script>
</head>
<body><a href="${target}">${route.label}</a></body>
</html>
`;
}

export function siteRoutesPlugin(): Plugin {
  const routes = siteRoutes().filter((route) => route.path !== '/');
  return {
    name: 'tessera-site-routes',
    generateBundle() {
      for (const route of routes) {
        this.emitFile({
          type: 'asset',
          fileName: `${route.path.slice(1)}/index.html`,
          source: redirectPage(route),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]?.replace(/\/+$/, '') ?? '';
        const route = routes.find((candidate) => candidate.path === path);
        if (!route) return next();
        response.statusCode = 302;
        response.setHeader('Location', `/${routeTarget(route)}`);
        response.end();
      });
    },
  };
}

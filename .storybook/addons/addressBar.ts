/**
 * The address bar shows the spec's route of the page being read (`/components/accordion`,
 * `/components/accordion/default` for a story), not Storybook's `?path=/docs/…`.
 *
 * Storybook's router keeps its own address, and it reads `window.location` when it starts, when
 * it navigates and on back/forward. So the site lets it write its address as usual and, once
 * Storybook has read it, replaces the visible address with the route, keeping Storybook's address
 * in the history entry's state. On back/forward the entry's Storybook address is put back before
 * Storybook's own popstate listener reads it (this listener is added first, at module load, before
 * the manager renders). Routes are real URLs of the site: the dev server and the static build's
 * forwarding pages open them (see `.storybook/site/routePlugin.ts`), so reload and shared links work.
 */
import { readablePath } from '../site/routes';

const STATE_KEY = 'tesseraStorybookUrl';

type EntryState = Record<string, unknown> | null;

/** The directory the site is served from (`/`, or `/docs/` when hosted in a sub-folder). */
function siteBaseOf(pathname: string): string {
  return pathname.replace(/[^/]*$/, '');
}

export function installAddressBar(): void {
  if (
    typeof window === 'undefined' ||
    (window as { __tesseraAddressBar?: boolean }).__tesseraAddressBar
  )
    return;
  (window as { __tesseraAddressBar?: boolean }).__tesseraAddressBar = true;

  const siteBase = siteBaseOf(location.pathname);
  // Relative addresses of the manager (the preview frame, the logo, sidebar links) keep resolving
  // against the site's folder once the visible address is a nested route.
  const base = document.createElement('base');
  base.href = `${location.origin}${siteBase}`;
  document.head.prepend(base);

  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);

  /** The route of a Storybook address, or undefined when it has none. */
  const routeOf = (url: URL): string | undefined => {
    const path = url.searchParams.get('path');
    const route = path ? readablePath(path) : undefined;
    return route === undefined ? undefined : `${siteBase}${route.slice(1)}${url.hash}`;
  };

  let pending = 0;
  const showRoute = () => {
    pending = 0;
    const current = new URL(location.href);
    const route = routeOf(current);
    if (!route) return;
    const state = { ...((history.state as EntryState) ?? {}), [STATE_KEY]: current.href };
    replace(state, '', route);
  };
  const scheduleRoute = () => {
    if (!pending) pending = window.setTimeout(showRoute, 0);
  };

  history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
    push(data, unused, url);
    scheduleRoute();
  };
  history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
    replace(data, unused, url);
    scheduleRoute();
  };

  window.addEventListener('popstate', () => {
    const saved = (history.state as EntryState)?.[STATE_KEY];
    if (typeof saved !== 'string') return;
    const storybookUrl = new URL(saved);
    storybookUrl.hash = location.hash;
    replace(history.state, '', storybookUrl.href);
    scheduleRoute();
  });
}

/** Shows the route of the page Storybook opened first (its address was written before this ran). */
export function showCurrentRoute(): void {
  history.replaceState(history.state, '', location.href);
}

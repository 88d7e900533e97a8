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
 *
 * Storybook writes its links from the address it shows (`/components/accordion?path=/docs/…`),
 * which on a nested route names a folder the site is not in: each link in the manager is given
 * the route it opens instead, so one opened in a new tab, copied or bookmarked is the page's own
 * address. And in-page links (`#id`, Storybook's skip links), which the base below would resolve
 * to the site's folder and so to another page, move focus to their target in place.
 */
import { sharedHashEvent } from '../site/events';
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

  /** A link of Storybook's to an entry, given the entry's route; other links are left alone. */
  const linkToRoute = (link: Element) => {
    const href = link.getAttribute('href');
    if (!href?.includes('path=')) return;
    const route = routeOf(new URL(href, location.href));
    if (route) link.setAttribute('href', route);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        linkToRoute(record.target as Element);
        continue;
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('a[href]')) linkToRoute(node);
        node.querySelectorAll('a[href]').forEach(linkToRoute);
      }
    }
  }).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['href'],
  });

  document.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (!link) return;
      event.preventDefault();
      const target = document.getElementById(
        decodeURIComponent(link.getAttribute('href')!.slice(1)),
      );
      if (!target) return;
      // As a browser's own in-page link does: the target takes focus, made focusable if need be.
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus();
    },
    true,
  );

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
    const before = new URL(location.href);
    push(data, unused, url);
    scheduleRoute();
    const after = new URL(location.href);
    if (
      after.hash &&
      after.hash !== before.hash &&
      after.pathname === before.pathname &&
      after.search === before.search
    )
      window.dispatchEvent(new Event(sharedHashEvent));
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

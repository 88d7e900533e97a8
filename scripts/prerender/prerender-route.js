/**
 * The first module the live manager evaluates on a prerendered route page. Storybook's router
 * reads its entry from the address (`?path=/docs/…`), and a route page's address is the route
 * (`/components/accordion`): give the router the entry's Storybook address at the last moment,
 * just before its runtime runs. The site's address bar addon shows the route again as soon as
 * the manager has read it.
 */
const layer = document.getElementById('tessera-prerender');
const target = layer && layer.getAttribute('data-storybook-path');
if (target) {
  // A Storybook address on a route page (a link written before the site's links were routes,
  // `/components/accordion?path=/docs/…`) opens the entry it asks for, from the site's folder
  // as every Storybook address is, so that the manager's relative addresses resolve.
  const base = new URL(document.baseURI);
  const query = new URLSearchParams(location.search).has('path')
    ? location.search
    : `?path=${target}`;
  history.replaceState(history.state, '', `${base.pathname}${query}${location.hash}`);
}

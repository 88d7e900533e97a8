/**
 * How the spec's routes map onto Storybook entries. A route is the navigation href
 * (`/components/accordion`); its Storybook id prefix is the sanitised title
 * (`Components/Accordion` → `components-accordion`), and its page is that entry's docs page.
 */
// Read by main.ts in plain Node (see navigation.ts): `@tessera/react/navigation`.
import {
  flattenItems,
  type NavigationGroup,
  type NavigationItem,
} from '../../src/lib/navigation.js';
import { navigation } from './navigation.js';

export interface SiteRoute {
  /** The route as the spec writes it, e.g. `/components/accordion`. */
  path: string;
  /** Storybook title of the entry, e.g. `Components/Accordion`. */
  title: string;
  /** Storybook id prefix of the entry, e.g. `components-accordion`. */
  idPrefix: string;
  /** The entry's docs page id, e.g. `components-accordion--docs`. */
  docsId: string;
  label: string;
  groupLabel: string;
  disabled: boolean;
}

/** Storybook's id sanitiser: lower case, runs of other characters become one dash. */
export function sanitize(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function toRoute(group: NavigationGroup, item: NavigationItem): SiteRoute {
  const title = `${group.label}/${item.label}`;
  const idPrefix = sanitize(title);
  return {
    path: item.href,
    title,
    idPrefix,
    docsId: `${idPrefix}--docs`,
    label: item.label,
    groupLabel: group.label,
    disabled: item.disabled === true,
  };
}

export function siteRoutes(groups: readonly NavigationGroup[] = navigation): SiteRoute[] {
  return groups.flatMap((group) => flattenItems(group.items).map((item) => toRoute(group, item)));
}

export const licensingDocsId = 'get-started-licensing--docs';

/**
 * The route a Storybook title belongs to: the entry itself (`Components/Checkbox`) or an
 * entry nested below it (`Components/Checkbox/Switch`).
 */
export function routeForTitle(title: string, routes: readonly SiteRoute[]): SiteRoute | undefined {
  return routes.find((route) => title === route.title || title.startsWith(`${route.title}/`));
}

/** Whether a title may not be opened: its route is disabled and the site is not licensed. */
export function isBlockedTitle(
  title: string,
  routes: readonly SiteRoute[],
  licensed: boolean,
): boolean {
  return !licensed && routeForTitle(title, routes)?.disabled === true;
}

/** The Storybook URL query that opens a route's page. */
export function routeTarget(route: SiteRoute): string {
  return `?path=/docs/${route.docsId}`;
}

/**
 * The `storySort.order` that puts the sidebar in the navigation's order. Storybook reads
 * `storySort` statically from preview.tsx, so the literal there is generated from this
 * function (`node scripts/sync-story-order.mjs`) and a unit test keeps them equal.
 */
export function storySortOrder(
  groups: readonly NavigationGroup[] = navigation,
): (string | string[])[] {
  return groups.flatMap((group) => [group.label, group.items.map((item) => item.label)]);
}

/**
 * The readable address of a Storybook path (`/docs/components-accordion--docs`,
 * `/story/components-accordion--default`): a route's docs page is the route itself
 * (`/components/accordion`), and so is the docs page of a component below it
 * (`/components/checkbox/switch`, where its Markdown twin and prerendered page live); any other
 * entry adds its sub-title and name (`/components/accordion/default`,
 * `/components/checkbox/switch/checked`). Entries outside the navigation keep Storybook's
 * address (undefined).
 */
export function readablePath(
  storybookPath: string,
  routes: readonly SiteRoute[] = siteRoutes(),
): string | undefined {
  const match = /^\/(docs|story)\/([a-z0-9-]+?)--([a-z0-9-]+)$/.exec(storybookPath);
  if (!match) return undefined;
  const [, viewMode, prefix, name] = match as unknown as [string, string, string, string];
  const docsPage = routes.find((route) => route.docsId === `${prefix}--${name}`);
  if (docsPage && viewMode === 'docs') return docsPage.path;
  const route = [...routes]
    .sort((a, b) => b.idPrefix.length - a.idPrefix.length)
    .find(
      (candidate) => prefix === candidate.idPrefix || prefix.startsWith(`${candidate.idPrefix}-`),
    );
  if (!route || route.path === '/') return undefined;
  const subTitle = prefix.slice(route.idPrefix.length + 1);
  if (viewMode === 'docs' && name === 'docs' && subTitle) return `${route.path}/${subTitle}`;
  return [route.path, ...(subTitle ? [subTitle] : []), name].join('/');
}

/**
 * The Storybook path a readable address opens (the inverse of `readablePath`): the route's docs
 * page, or the entry below it. A component's docs page below a route and a story read alike
 * (`/components/checkbox/switch`, `/components/checkbox/checked`): the index's docs ids
 * (`docsIds`) tell them apart; without them the last segment names a story. An address that
 * ends in `/docs` opens that docs page too. Undefined when the address is no route of the site.
 */
export function storybookPathFor(
  pathname: string,
  routes: readonly SiteRoute[] = siteRoutes(),
  docsIds?: ReadonlySet<string>,
): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = routes.find((route) => route.path === path);
  if (exact) return `/docs/${exact.docsId}`;
  const route = routes
    .filter((candidate) => candidate.path !== '/' && path.startsWith(`${candidate.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!route) return undefined;
  const segments = path.slice(route.path.length + 1).split('/');
  if (segments.some((segment) => !/^[a-z0-9-]+$/.test(segment))) return undefined;
  const docsId = `${[route.idPrefix, ...segments].join('-')}--docs`;
  if (docsIds?.has(docsId)) return `/docs/${docsId}`;
  const name = segments.pop();
  if (!name) return undefined;
  const prefix = [route.idPrefix, ...segments].join('-');
  return `/${name === 'docs' ? 'docs' : 'story'}/${prefix}--${name}`;
}

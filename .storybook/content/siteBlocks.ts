/**
 * What the site's own blocks (`.storybook/docs/SiteBlocks.tsx`) show, as Markdown, for the
 * Markdown twins and search. They are built from the same navigation data as the blocks; the
 * landing page's promise is the one sentence kept in two places, and a unit test compares it
 * with the block's source.
 */
import { navigation, productName } from '../site/navigation.js';
import { siteRoutes } from '../site/routes.js';
import { markdownPathOf, relativePath } from './pagePaths.js';

export const heroPromise =
  'A React design system with calm defaults: tokens, a theme and accessible components, documented where you can try them.';

/** Markdown for each block, with links relative to the page at `fromPath`. */
export function siteBlocks(fromPath: string): Record<string, () => string> {
  const link = (route: string) => relativePath(fromPath, markdownPathOf(route));
  return {
    Hero: () =>
      [
        `# ${productName}`,
        heroPromise,
        `[Read the guides](${link('/guides')}) · [Browse components](${link('/components/accordion')})`,
      ].join('\n\n'),
    GroupCards: () =>
      navigation
        .map((group) => {
          const first = group.items.find((item) => !item.disabled) ?? group.items[0];
          const open = group.items.filter((item) => !item.disabled).length;
          const pages = `${group.items.length} ${group.items.length === 1 ? 'page' : 'pages'}`;
          const summary = `${pages}, ${open} open without a license.`;
          const route = first && siteRoutes().find((candidate) => candidate.path === first.href);
          return route && open > 0
            ? `- [${group.label}](${link(route.path)}): ${summary}`
            : `- ${group.label} (licensed): ${summary}`;
        })
        .join('\n'),
    LicensedComponentList: () =>
      navigation
        .flatMap((group) =>
          group.items
            .filter((item) => item.disabled)
            .map((item) => `- ${item.label} (${group.label})`),
        )
        .join('\n'),
  };
}

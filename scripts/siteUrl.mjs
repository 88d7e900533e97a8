/**
 * The docs site's public address, which the prerendered pages write into canonical links, Open
 * Graph tags, `sitemap.xml` and `robots.txt`. It comes from TESSERA_SITE_URL; without it the
 * pages point at the local Storybook, which is right for a look on this machine and wrong for
 * anything published, so the build says so in one line.
 */

/** Where the site is served when TESSERA_SITE_URL is not set. */
export const defaultSiteUrl = 'http://localhost:6006/';

/**
 * The site's address from the environment, always ending in `/`, and the warning to print when
 * the fallback is used (`undefined` when TESSERA_SITE_URL is set, even to the same address).
 */
export function resolveSiteUrl(environment) {
  const given = environment.TESSERA_SITE_URL?.trim();
  const url = new URL(given || defaultSiteUrl);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  const warning = given
    ? undefined
    : `warning: TESSERA_SITE_URL is not set, so canonical links, Open Graph tags, sitemap.xml and robots.txt point at ${url.href}; set TESSERA_SITE_URL to the published address (for example TESSERA_SITE_URL=https://design.example.com/ npm run build-storybook)`;
  return { url, warning };
}

/**
 * The files the docs content adds to the site: a Markdown twin per docs page, `llms.txt` and
 * `llms-full.txt` (llmstxt.org), and the search data. Locked pages keep their place in every
 * list with the license notice instead of their content.
 */
import { licenseNotice } from '../site/license.js';
import { navigation, productName, versionLabel } from '../site/navigation.js';
import { markdownPathOf, relativePath } from './pagePaths.js';
import { buildSearchData } from './searchData.js';
import type { SitePage } from './siteContent.js';

export interface SiteFile {
  /** Path inside the site, without a leading slash, e.g. `components/accordion.md`. */
  fileName: string;
  source: string;
}

export const searchDataFile = 'search-index.json';

const summary =
  'Tessera is a React design system: design tokens, an Emotion theme and accessible components, ' +
  'documented in a Storybook where every example is a live, tested story.';

const licensingPath = markdownPathOf('/licensing');

/** What a locked page's twin says: its name and the license notice, not its content. */
export function lockedMarkdown(page: SitePage): string {
  return `# ${page.label}\n\n${licenseNotice}. See [Licensing](${relativePath(page.markdownPath, licensingPath)}).\n`;
}

export function pageMarkdown(page: SitePage): string {
  return page.locked ? lockedMarkdown(page) : page.content.markdown;
}

const withoutSlash = (sitePath: string) => sitePath.replace(/^\//, '');

/** `llms.txt`: the site summary and every page with a one-line description, by group. */
export function llmsText(pages: readonly SitePage[]): string {
  const groups = [
    ...navigation.map((group) => group.label),
    ...pages.map((page) => page.group),
  ].filter((label, index, all) => all.indexOf(label) === index);
  const lines = [
    `# ${productName} Docs`,
    '',
    `> ${summary}`,
    '',
    `Version ${versionLabel}. Each page below is the Markdown twin of a docs page (its route plus \`.md\`); ` +
      `[llms-full.txt](llms-full.txt) holds every open page in one file. ` +
      `Pages marked "licensed" are part of the ${productName} license: ${licenseNotice}.`,
  ];
  for (const group of groups) {
    const members = pages.filter((page) => page.group === group);
    if (members.length === 0) continue;
    lines.push('', `## ${group}`, '');
    for (const page of members) {
      const name = page.title.split('/').slice(1).join(' / ') || page.label;
      const description = page.locked ? `licensed. ${licenseNotice}.` : page.description;
      lines.push(`- [${name}](${withoutSlash(page.markdownPath)}): ${description}`);
    }
  }
  lines.push(
    '',
    '## Optional',
    '',
    '- [llms-full.txt](llms-full.txt): every open page of the site in one file',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * A page's Markdown with its relative links (`[Switch](checkbox/switch.md)`, written from the
 * page's own folder) made relative to the site's root, where `llms-full.txt` is; links in code
 * are left as they are.
 */
export function linksFromRoot(markdown: string, markdownPath: string): string {
  const pageUrl = new URL(markdownPath, 'https://site.invalid/');
  return markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```)/m)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(
            /(\]\()([^)\s]+)(\))/g,
            (link, open: string, target: string, close: string) => {
              if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return link;
              const resolved = new URL(target, pageUrl);
              return `${open}${withoutSlash(resolved.pathname)}${resolved.hash}${close}`;
            },
          ),
    )
    .join('');
}

/** `llms-full.txt`: every open page, in the site's order, each under a line naming its twin. */
export function llmsFullText(pages: readonly SitePage[]): string {
  const open = pages.filter((page) => !page.locked);
  const parts = open.map(
    (page) =>
      `<!-- ${withoutSlash(page.markdownPath)} -->\n\n${linksFromRoot(page.content.markdown.trim(), page.markdownPath)}\n`,
  );
  return `# ${productName} Docs\n\n> ${summary}\n\n${parts.join('\n---\n\n')}`;
}

export function siteFiles(pages: readonly SitePage[]): SiteFile[] {
  return [
    ...pages.map((page) => ({
      fileName: withoutSlash(page.markdownPath),
      source: pageMarkdown(page),
    })),
    { fileName: 'llms.txt', source: llmsText(pages) },
    { fileName: 'llms-full.txt', source: llmsFullText(pages) },
    { fileName: searchDataFile, source: JSON.stringify(buildSearchData(pages)) },
  ];
}

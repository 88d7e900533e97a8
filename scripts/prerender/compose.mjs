/**
 * Writes a prerendered route page: the head a crawler and a link preview read (title in the
 * site format, description from the page's lead paragraph, canonical URL, Open Graph and
 * Twitter card), the CSS for first paint inline, the captured frame and docs as static markup
 * (the docs inside a declarative shadow root, so their styles stay apart from the frame's as
 * they do in the live iframe), then the live site's own head and scripts and the takeover
 * script. Also `sitemap.xml` and `robots.txt`.
 */
import { readFileSync } from 'node:fs';

const takeoverScript = readFileSync(new URL('./takeover.js', import.meta.url), 'utf8');

/** The image link previews show for every page (drawn by `socialCard.mjs`), and its alt text. */
export const socialCard = {
  file: 'social-card.png',
  width: 1200,
  height: 630,
  alt: 'Tessera Docs: the Tessera React design system',
};

/** The window width from which a docs page shows its "On this page" column (SPEC §9). */
const desktopBreakpoint = 1220;
/** Below this width the site has no side panel, only the top bar's menu (`layoutBreakpoints`). */
const mobileBreakpoint = 820;

/**
 * With scripts off a phone-width page has no side panel, and the top bar's menu and search
 * buttons need scripts. In their place a link opens the captured sidebar over the page (CSS
 * `:target`), so every open page is reachable without scripts at any width. The link names the
 * page's own address in the form of its canonical URL (no trailing slash), since the page's base
 * is the site's folder: opened at that address, as from any other link, it only changes the
 * fragment.
 */
function noScriptMenu(route) {
  const own = route === '/' ? './' : route.slice(1);
  const icon = (path) =>
    `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="${path}"/></svg>`;
  // The open sidebar is the fragment's target; the close link names another fragment, which
  // ends the target and with it the overlay, and takes the open link's place while it shows.
  // Controls that need scripts are left out rather than shown dead: the side panel's search and
  // its collapse button, the groups' Expand all, the scheme switch (the page follows the
  // system's scheme).
  return `<noscript><style>
#tessera-nojs-menu, #tessera-nojs-close { display: none; }
#tessera-prerender :is(.tessera-search, [data-scheme-switch], [aria-label="Collapse side panel"], .sidebar-subheading-action) { display: none; }
@media (max-width: ${mobileBreakpoint - 0.02}px) {
  #tessera-top-bar [aria-controls="tessera-mobile-menu"],
  #tessera-top-bar [aria-label="Search pages"] { visibility: hidden; }
  #tessera-nojs-menu, body:has(#storybook-sidebar-region:target) #tessera-nojs-close {
    position: fixed; top: 12px; left: 6px; z-index: 2147483001; display: inline-flex;
    align-items: center; justify-content: center; width: 34px; height: 34px; border-radius: 6px;
    color: var(--site-text, #16181d);
  }
  body:has(#storybook-sidebar-region:target) #tessera-nojs-menu { display: none; }
  #tessera-nojs-menu:focus-visible, #tessera-nojs-close:focus-visible { outline: 2px solid var(--site-focus, #3f63e8); outline-offset: 2px; }
  #storybook-sidebar-region:target {
    position: fixed; inset: 58px 0 0 0; z-index: 10; height: auto !important; overflow: auto;
    background: var(--site-app-bg, #f4f5f8);
  }
}
</style><nav aria-label="Menu"><a id="tessera-nojs-menu" href="${escapeHtml(own)}#storybook-sidebar-region" aria-label="Open menu">${icon('M4 6h16M4 12h16M4 18h16')}</a><a id="tessera-nojs-close" href="${escapeHtml(own)}#tessera-nojs-menu" aria-label="Close menu">${icon('M6 6l12 12M18 6L6 18')}</a></nav></noscript>`;
}

/**
 * Scripts off, in the docs: the buttons that copy (the page, a code block, a prop's address) or
 * show an example's code do nothing, so they are left out, and the page's Markdown twin, which holds every
 * example's code, is offered as a link where "Copy page as Markdown" stands. Inside a
 * `<noscript>` both are plain text while scripts run, so the live page and its checks never see
 * them.
 */
const noScriptDocs = `<noscript><style>
[data-copy-page-markdown], .sbdocs-preview-actions, button:is([aria-label="Copy code"], [aria-label^="Copy link to "]) { display: none !important; }
[data-nojs-markdown] { font-size: 13px; color: inherit; }
.sb-prerender-body { height: auto; overflow: visible; }
/* The other scheme's copy, laid out under the shown one: hidden to the last element, since an
   element of the docs may make itself visible inside a hidden parent. */
@media screen and (prefers-color-scheme: dark) { :host([data-prerender-scheme='light']) * { visibility: hidden !important; } }
@media screen and (not (prefers-color-scheme: dark)) { :host([data-prerender-scheme='dark']) * { visibility: hidden !important; } }
</style></noscript>`;

/**
 * On paper, printed before the live site has taken over or with scripts off: the docs alone, the
 * light scheme's copy, over as many sheets as they need, as the live site prints them (see
 * `.storybook/docs/print.ts`, whose rules the copy holds from the preview and which leave out
 * the controls that only work on screen). Everything of the frame that does not hold the docs
 * is left out, and what holds them lets them run on from sheet to sheet.
 */
const printFrame = `@media print {
  #root, #tessera-shell, #tessera-loading-bar, #tessera-license-notice,
  #tessera-prerender [data-prerender-root] :not(:has([data-prerender-docs]), [data-prerender-docs], [data-prerender-docs] *),
  #tessera-prerender [data-prerender-scheme='dark'] { display: none !important; }
  html, body, #tessera-prerender, #tessera-prerender :has([data-prerender-docs]),
  #tessera-prerender [data-prerender-docs], #tessera-prerender [data-prerender-scheme='light'] {
    position: static !important; display: block !important; inset: auto !important;
    width: auto !important; height: auto !important; min-height: 0 !important;
    max-height: none !important; overflow: visible !important; margin: 0 !important;
    padding: 0 !important; border: 0 !important; background: none !important;
  }
  #tessera-prerender [data-prerender-scheme='light'] { visibility: visible !important; }
}`;

/**
 * A link to a section (`#motion`, "On this page") scrolls only to an element of the document,
 * and the docs' headings sit in shadow roots. So each heading of the first copy of the docs
 * gets a slot, as its first child, for an empty element of the document with the heading's id:
 * the browser scrolls to that element, laid out where the heading starts. With scripts off both
 * copies share one scroll container, the other scheme's copy hidden but laid out, so the
 * section comes to the top in either scheme (see `systemSchemeFallback`).
 */
function withSectionAnchors(html) {
  const ids = [];
  const marked = html.replace(
    /<(h[1-6])\b([^>]*?)\sid="([^"]+)"([^>]*)>/g,
    (tag, name, before, id, after) => {
      ids.push(id);
      return `<${name}${before} id="${id}"${after}><slot name="section-${id}"></slot>`;
    },
  );
  const anchors = ids
    .map((id) => `<span id="${id}" slot="section-${id}" data-prerender-anchor></span>`)
    .join('');
  return { html: marked, anchors };
}

/**
 * The frame's own `<main>` holds the docs, so the docs' `<main>` (the landmark of the live
 * preview's own document) is a `<div>` in the route page: one main landmark, not one inside
 * another.
 */
function withoutInnerMain(html) {
  if ((html.match(/<main\b/g) ?? []).length !== 1) return html;
  return html.replace(/<main\b/, '<div').replace(/<\/main>/, '</div>');
}

/** The twin's link, placed after the Copy page button (the button's row aligns it). */
function withMarkdownLink(html, markdownPath) {
  if (!markdownPath) return html;
  const link = `<noscript><a data-nojs-markdown href="${escapeHtml(markdownPath.slice(1))}" type="text/markdown">View page as Markdown</a></noscript>`;
  return html.replace(
    /(<button[^>]*\bdata-copy-page-markdown\b[^>]*>[\s\S]*?<\/button>)/,
    `$1${link}`,
  );
}

export function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** `</style>` inside captured CSS would end the element early. */
const safeCss = (css) => css.replace(/<\/style/gi, '<\\/style');

/** A font face's family and characters, the same however its CSS is written. */
function faceKey(rule) {
  const family = /font-family\s*:\s*([^;}]+)/i.exec(rule)?.[1] ?? '';
  const range = /unicode-range\s*:\s*([^;}]+)/i.exec(rule)?.[1] ?? '';
  const style = /font-style\s*:\s*([^;}]+)/i.exec(rule)?.[1] ?? 'normal';
  const clean = (value) => value.replace(/["'\s]/g, '').toUpperCase();
  // `U+0460-052F` and `U+460-52F` are the same characters.
  const characters = clean(range)
    .split(',')
    .map((part) =>
      part.replace(/^U\+/, '').replace(/[0-9A-F]+/g, (hex) => parseInt(hex, 16).toString(16)),
    )
    .join(',');
  return `${clean(family)}|${clean(style)}|${characters}`;
}

/**
 * Whether a stylesheet holds nothing but font faces the page already defines (the same family,
 * style and characters). The manager's own stylesheet is such a file: the site's font with every
 * subset inlined as data (about 290 kB, render-blocking). A prerendered page has those faces
 * already, as files the docs share, so the file would only be parsed, decoded and laid out again.
 */
export function onlyRepeatsFontFaces(css, pageFontFaces) {
  const defined = new Set(pageFontFaces.map(faceKey));
  const faces = css.match(/@font-face\s*\{[^}]*\}/gi) ?? [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/gi, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return (
    faces.length > 0 && rest.trim() === '' && faces.every((face) => defined.has(faceKey(face)))
  );
}

/**
 * The live manager page's head and body parts, with relative asset paths kept working; the
 * stylesheets `skipStylesheet` names are left out of the head.
 */
function splitManagerHtml(html, skipStylesheet = () => false) {
  const head = html
    .slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
    .replace(/<link\s+href="([^"]+)"\s+rel="stylesheet"\s*\/?>\s*/g, (link, href) =>
      skipStylesheet(href) ? '' : link,
    );
  const bodyStart = html.indexOf('<body>') + 6;
  const body = html.slice(bodyStart, html.indexOf('</body>'));
  return {
    head: head
      .replace(/<meta charset[^>]*>/i, '')
      .replace(/<title>[\s\S]*?<\/title>/i, '')
      .replace(/<meta name="viewport"[^>]*>/i, ''),
    // The live manager opens the prerendered entry: a first import, evaluated before Storybook's
    // runtime reads the address, gives it the entry's Storybook address (see prerender-route.js).
    body: body
      .replace(/<div id="root"><\/div>/, '')
      .replace(
        /(<script type="module">\s*)(import )/,
        "$1import './prerender-route.js';\n      $2",
      ),
  };
}

/** Font files the captured CSS uses for the product font, preloaded so text paints once. */
function fontPreloads(fontFaces) {
  const urls = new Set();
  for (const match of fontFaces.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) {
    if (
      /inter/i.test(match[1]) &&
      /latin-wght-normal|latin-standard-normal|latin-normal/.test(match[1])
    )
      urls.add(match[1]);
  }
  return [...urls]
    .map(
      (url) =>
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(url)}">`,
    )
    .join('\n');
}

/**
 * Runs right after the prerendered frame, before it paints: its scheme switch was captured with
 * "System" checked, and a reader's stored choice (the head's script already shows its colours)
 * is the checked radio, as the live switch shows it.
 */
const schemeChoiceScript = `(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('tessera.colorScheme');
  } catch (error) {}
  if (choice !== 'light' && choice !== 'dark') choice = 'system';
  var radios = document.querySelectorAll('#tessera-prerender [data-scheme-switch] [data-scheme-choice]');
  for (var index = 0; index < radios.length; index += 1) {
    var checked = radios[index].getAttribute('data-scheme-choice') === choice;
    radios[index].setAttribute('aria-checked', String(checked));
    radios[index].setAttribute('tabindex', checked ? '0' : '-1');
  }
})();`;

/**
 * Runs in the head, before the body paints. An address that names another entry
 * (`/?path=/docs/…`, `/?path=/story/…`: a Storybook link) is not this page: its copy is hidden
 * from the first paint, so the reader never sees this entry marked as current, and the live site
 * shows the entry asked for (the takeover script steps aside for it).
 */
function addressCheck(ownPath) {
  return `(function () {
  var asked = new URLSearchParams(location.search).get('path');
  if (asked && asked !== ${JSON.stringify(ownPath)})
    document.documentElement.setAttribute('data-prerender-elsewhere', '');
})();`;
}

/**
 * With scripts off nothing sets `<html data-site-scheme>`, and the page follows the reader's
 * system preference (the scheme switch's default, "System"): the frame's dark colours (the
 * captured rules for `html[data-site-scheme="dark"]`) apply under `prefers-color-scheme: dark`
 * while no scheme is set, and the dark copy of the docs shows instead of the light one.
 */
function systemSchemeFallback(managerCss) {
  const darkRules = [
    ...managerCss.matchAll(/html\[data-site-scheme=["']dark["']\]\s*\{([^{}]*)\}/g),
  ]
    .map((match) => `  html:not([data-site-scheme]) {${match[1]}}`)
    .join('\n');
  // Both copies of the docs in one scroll container, stacked, the other scheme's hidden but laid
  // out: a section link scrolls to the first copy's anchor, and the shown copy has the same
  // section at the same place.
  return `html:not([data-site-scheme]) #tessera-prerender [data-prerender-docs] { display: grid; overflow: auto; }
html:not([data-site-scheme]) #tessera-prerender [data-prerender-scheme] { grid-area: 1 / 1; height: auto; min-height: 100%; }
@media (prefers-color-scheme: dark) {
${darkRules}
  html:not([data-site-scheme]) [data-prerender-scheme='light'] { visibility: hidden; }
}
@media not (prefers-color-scheme: dark) {
  html:not([data-site-scheme]) [data-prerender-scheme='dark'] { visibility: hidden; }
}`;
}

export function composePage({
  page,
  snapshot,
  managerHtml,
  siteUrl,
  pageTitle,
  licenseNotice,
  markdownPath,
  readStylesheet = () => undefined,
}) {
  // The site's folder as an absolute path (`/`, or `/tessera/` for a site published in a
  // sub-folder), the same path the captured links start with. Not `../` per level: a host that
  // serves `/tessera/components/accordion` without redirecting it to its folder's `/` would
  // resolve that one level too high, and only the root of a host hides the difference.
  const base = new URL(siteUrl).pathname;
  const canonical = new URL(page.route.replace(/^\//, ''), siteUrl).href;
  const description = page.locked
    ? `${page.label}: ${licenseNotice}.`
    : snapshot.description || `${page.label} in the Tessera design system.`;
  const image = new URL(socialCard.file, siteUrl).href;
  const fontFaces = snapshot.fontFaces.match(/@font-face\s*\{[^}]*\}/gi) ?? [];
  const manager = splitManagerHtml(managerHtml, (href) => {
    const css = readStylesheet(href);
    return css !== undefined && onlyRepeatsFontFaces(css, fontFaces);
  });
  // The docs in both schemes, each in its own shadow root; the frame's CSS shows the one of
  // `<html data-site-scheme>`, which the head's script sets before first paint (the system's
  // scheme without scripts). The preview's rules for `html[data-site-scheme]` (its text and
  // background colours among them) are captured as `:host([data-site-scheme])`, so each host
  // carries its scheme.
  const docsIn = (scheme, docs, anchored) => {
    if (!docs) return '';
    const { html, anchors } = anchored
      ? withSectionAnchors(docs.html)
      : { html: docs.html, anchors: '' };
    return `<div data-prerender-scheme="${scheme}" data-site-scheme="${scheme}"><template shadowrootmode="open"><style>${safeCss(docs.css)}
.sb-prerender-body { height: 100%; overflow: auto; }
/* The live page lays out its columns from the window's width in script; the static copy follows
   the same breakpoints in CSS, so a narrow window shows one column before the takeover too. */
@media (max-width: ${desktopBreakpoint - 0.02}px) {
  [data-toc] { grid-template-columns: minmax(0, 1fr) !important; }
  [data-toc] > [data-docs-toc] { display: none !important; }
}
@media print { .sb-prerender-body { height: auto; overflow: visible; } }</style>${noScriptDocs}<div class="sb-prerender-body ${escapeHtml(docs.bodyClass)}">${withMarkdownLink(withoutInnerMain(html), markdownPath)}</div></template>${anchors}</div>`;
  };
  const docs =
    docsIn('light', snapshot.docs, true) + docsIn('dark', snapshot.darkDocs, !snapshot.docs);
  // The menu that works without scripts is the keyboard's stop after "Skip to content", the top
  // bar's first link, as the live menu button is.
  const skipLink = /<a [^>]*data-skip-link=""[^>]*>[^<]*<\/a>/;
  const withDocs = snapshot.rootHtml.replace('\u0000DOCS\u0000', docs);
  const menu = noScriptMenu(page.route);
  const frame = skipLink.test(withDocs)
    ? withDocs.replace(skipLink, (link) => link + menu)
    : menu + withDocs;

  // The live root comes before the prerendered layer (which covers it, fixed): while both are
  // in the page, ids repeat (the sidebar's tree, its search field), and code that looks an
  // element up by id must find the live one. Storybook's sidebar keeps the element it found
  // for its arrow-key navigation, which died with the layer when the layer came first.
  return `<!doctype html>
<html lang="en" data-prerendered="">
<head>
<meta charset="utf-8">
<base href="${base}">
<script>${addressCheck(`/docs/${page.id}`)}</script>
<title>${escapeHtml(pageTitle)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${escapeHtml(description)}">
${page.locked ? '<meta name="robots" content="noindex">\n' : ''}<link rel="canonical" href="${escapeHtml(canonical)}">
${markdownPath ? `<link rel="alternate" type="text/markdown" title="${escapeHtml(page.label)} as Markdown" href="${escapeHtml(markdownPath.slice(1))}">\n` : ''}<meta property="og:type" content="website">
<meta property="og:site_name" content="Tessera Docs">
<meta property="og:title" content="${escapeHtml(pageTitle)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${escapeHtml(canonical)}">
<meta property="og:image" content="${escapeHtml(image)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${socialCard.width}">
<meta property="og:image:height" content="${socialCard.height}">
<meta property="og:image:alt" content="${escapeHtml(socialCard.alt)}">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:image" content="${escapeHtml(image)}">
<meta name="twitter:image:alt" content="${escapeHtml(socialCard.alt)}">
<meta name="twitter:title" content="${escapeHtml(pageTitle)}">
<meta name="twitter:description" content="${escapeHtml(description)}">
${fontPreloads(snapshot.fontFaces)}
<style>${safeCss(snapshot.fontFaces)}</style>
<style data-prerender-frame>${safeCss(snapshot.managerCss)}
#tessera-prerender { position: fixed; inset: 0; z-index: 2147483000; overflow: hidden; }
#tessera-prerender [data-prerender-docs] { display: block; overflow: hidden; }
#tessera-prerender [data-prerender-scheme] { height: 100%; }
[data-prerender-anchor] { scroll-margin-top: 24px; }
html[data-site-scheme='light'] [data-prerender-scheme='dark'],
html[data-site-scheme='dark'] [data-prerender-scheme='light'],
html[data-prerender-elsewhere] #tessera-prerender { display: none; }
${systemSchemeFallback(snapshot.managerCss)}
${printFrame}
</style>
${manager.head}
</head>
<body>
<div id="root" aria-hidden="true" inert></div>
<div id="tessera-prerender" data-docs-id="${escapeHtml(page.shownId)}" data-storybook-path="/docs/${escapeHtml(page.id)}" data-examples="${snapshot.exampleCount}">${frame}</div>
<script>${schemeChoiceScript}</script>
${manager.body}
<script>${takeoverScript}</script>
</body>
</html>
`;
}

export function sitemapXml(pages, siteUrl) {
  const urls = pages
    .filter((page) => !page.locked)
    .map((page) => new URL(page.route.replace(/^\//, ''), siteUrl).href)
    .sort();
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n')}
</urlset>
`;
}

export function robotsTxt(siteUrl) {
  return `User-agent: *
Allow: /
Disallow: ${siteUrl.pathname}iframe.html
Disallow: ${siteUrl.pathname}manager.html

Sitemap: ${new URL('sitemap.xml', siteUrl).href}
`;
}

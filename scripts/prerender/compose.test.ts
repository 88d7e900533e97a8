/**
 * A prerendered page leaves out a manager stylesheet that only repeats the font faces the page
 * already defines (the manager's copy of the product font, inlined as data), and keeps any other;
 * its addresses resolve from the site's folder wherever the site is published.
 */
import { expect, test } from 'vitest';
import { composePage, onlyRepeatsFontFaces } from './compose.mjs';

// As the browser writes the page's own faces (read from the live site's style sheets).
const pageFaces = [
  '@font-face { font-family: "Inter Variable"; font-style: normal; font-display: swap; font-weight: 100 900; src: url("/assets/inter-latin-wght-normal-X.woff2") format("woff2-variations"); unicode-range: U+0-FF, U+131, U+2000-206F; }',
  '@font-face { font-family: "Inter Variable"; font-style: normal; font-display: swap; font-weight: 100 900; src: url("/assets/inter-cyrillic-wght-normal-Y.woff2") format("woff2-variations"); unicode-range: U+301, U+400-45F; }',
];
// As a bundler writes the manager's copy: minified, data URLs, zero-padded ranges.
const managerFace = (range: string, family = 'Inter Variable', style = 'normal') =>
  `@font-face{font-family:${family};font-style:${style};font-display:swap;font-weight:100 900;src:url(data:font/woff2;base64,d09GMgABAAAA) format("woff2-variations");unicode-range:${range}}`;

test('a sheet of the same faces, written another way, only repeats them', () => {
  const css = managerFace('U+0000-00FF,U+0131,U+2000-206F') + managerFace('U+0301,U+0400-045F');
  expect(onlyRepeatsFontFaces(css, pageFaces)).toBe(true);
  expect(onlyRepeatsFontFaces(`/* fonts */\n${css}\n`, pageFaces)).toBe(true);
});

test('a sheet with any rule besides font faces is kept', () => {
  const css = `${managerFace('U+0000-00FF,U+0131,U+2000-206F')}.sidebar{color:red}`;
  expect(onlyRepeatsFontFaces(css, pageFaces)).toBe(false);
});

test('a face the page lacks (other characters, family or style) keeps the sheet', () => {
  expect(onlyRepeatsFontFaces(managerFace('U+0370-03FF'), pageFaces)).toBe(false);
  expect(
    onlyRepeatsFontFaces(managerFace('U+0000-00FF,U+0131,U+2000-206F', 'Other'), pageFaces),
  ).toBe(false);
  expect(
    onlyRepeatsFontFaces(
      managerFace('U+0000-00FF,U+0131,U+2000-206F', 'Inter Variable', 'italic'),
      pageFaces,
    ),
  ).toBe(false);
});

test('an empty sheet is not one to leave out', () => {
  expect(onlyRepeatsFontFaces('', pageFaces)).toBe(false);
});

/** A route page as the build writes it, for a site published at `siteUrl`. */
function routePage(siteUrl: string, route: string) {
  return composePage({
    page: {
      id: 'components-accordion--docs',
      shownId: 'components-accordion--docs',
      route,
      label: 'Accordion',
      locked: false,
    },
    snapshot: {
      managerCss: '',
      rootHtml: '<main>\u0000DOCS\u0000</main>',
      fontFaces: '',
      description: 'Accordions show and hide sections.',
      exampleCount: 0,
      docs: null,
      darkDocs: null,
    },
    managerHtml:
      '<html><head><link rel="icon" href="./favicon.svg"></head><body><div id="root"></div><script type="module">\n      import \'./sb-manager/runtime.js\';</script></body></html>',
    siteUrl: new URL(siteUrl),
    pageTitle: 'Accordion – Tessera Docs',
    licenseNotice: 'Licensed',
    markdownPath: '/components/accordion.md',
  });
}

/** Where the page's relative address `reference` leads when the page is read at `address`. */
function resolveOn(html: string, address: string, reference: string) {
  const base = /<base href="([^"]*)">/.exec(html)?.[1];
  expect(base).toBeDefined();
  return new URL(reference, new URL(base!, address)).href;
}

test.each([
  ['https://design.example.test/', 'https://design.example.test/'],
  ['https://example.test/tessera/', 'https://example.test/tessera/'],
])(
  'a nested route page published at %s finds the site with or without a closing slash',
  (siteUrl, folder) => {
    const html = routePage(siteUrl, '/components/accordion');
    // Static hosts differ: some redirect a folder's address to its `/`, some serve it as is.
    for (const address of [`${folder}components/accordion`, `${folder}components/accordion/`]) {
      expect(resolveOn(html, address, './sb-manager/runtime.js')).toBe(
        `${folder}sb-manager/runtime.js`,
      );
      expect(resolveOn(html, address, 'components/accordion.md')).toBe(
        `${folder}components/accordion.md`,
      );
    }
  },
);

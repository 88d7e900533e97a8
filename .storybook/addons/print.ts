/**
 * Printing a page of the site prints the page, not the screen. The site draws a page in
 * Storybook's preview frame, inside a fixed layout the height of the window: printed as it was, a
 * docs page came out as one sheet with the sidebar, the top bar and the part of the page in view.
 * A frame made as tall as its page prints on several sheets, but the browser cuts it into sheets
 * like a picture, through lines of text.
 *
 * So when the browser is about to print, the page takes its print layout (light scheme, one
 * column, see `.storybook/docs/print.ts`; the site sends the frame the same `beforeprint` event
 * the browser does, and the page renders at once), and the site puts a copy of it, with the
 * page's style rules, into its own document: the only thing printed. The browser then lays the
 * copy out on sheets as any document, keeping lines, examples and code blocks whole. The copy is
 * removed and the screen put back after printing.
 */

const frameId = 'storybook-preview-iframe';
const copyId = 'tessera-print';

export const printStyles = `
#${copyId} { display: none; }
html[data-printing], html[data-printing] body {
  position: static !important; height: auto !important; overflow: visible !important;
  background: none !important;
}
html[data-printing] body > :not(#${copyId}) { display: none !important; }
html[data-printing] #${copyId} { display: block !important; }
`;

/** A font family's name as `FontFace.family` and a rule's `font-family` both may spell it. */
const familyName = (family: string) => family.replace(/["']/g, '').trim();

/**
 * The page's style rules, with their addresses (images) made absolute for this document. A font
 * this document already has is left to it: a second copy of the face would not be loaded yet when
 * the browser lays the sheets out, and the text would print in a fallback font.
 */
function styleRules(page: Document): string {
  const ownFonts = new Set(Array.from(document.fonts, (face) => familyName(face.family)));
  const rules: string[] = [];
  for (const sheet of Array.from(page.styleSheets)) {
    const base = sheet.href ?? page.baseURI;
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // A style sheet from another origin keeps its rules to itself.
    }
    for (const rule of Array.from(list)) {
      // The rule comes from the frame's realm, where `instanceof CSSFontFaceRule` does not hold.
      const family = /^@font-face\b[^]*?font-family:\s*([^;]+);/.exec(rule.cssText)?.[1];
      if (family !== undefined && ownFonts.has(familyName(family))) continue;
      rules.push(
        rule.cssText.replace(
          /url\((["']?)([^"')]+)\1\)/g,
          (_, _quote: string, address: string) => `url("${new URL(address, base).href}")`,
        ),
      );
    }
  }
  return rules.join('\n');
}

/** What the preview shows: a docs page, or a story on its own. */
function shownContent(page: Document): Element | null {
  const docs = page.getElementById('storybook-docs');
  if (docs?.childElementCount && docs.checkVisibility()) return docs;
  return page.getElementById('storybook-root');
}

let schemeOnScreen: string | undefined;

function beforePrint(): void {
  const frame = document.getElementById(frameId);
  if (!(frame instanceof HTMLIFrameElement) || document.getElementById(copyId)) return;
  // Before the live site has taken over, the prerendered page is what is shown: printed as is.
  if (document.getElementById('tessera-prerender')) return;
  let page: Document | null;
  try {
    page = frame.contentDocument;
  } catch {
    return;
  }
  const view = frame.contentWindow;
  if (!page || !view) return;
  view.dispatchEvent(new Event('beforeprint'));
  const content = shownContent(page);
  if (!content) return;

  const copy = document.createElement('div');
  copy.id = copyId;
  const style = document.createElement('style');
  // Print only: the page's rules would restyle the site's screen.
  style.textContent = `@media print {\n${styleRules(page)}\n}`;
  copy.append(style, document.importNode(content, true));
  document.body.append(copy);

  const root = document.documentElement;
  root.dataset.printing = '';
  // The page's rules colour text by the site's scheme, which this document carries too.
  schemeOnScreen = root.dataset.siteScheme;
  root.dataset.siteScheme = 'light';
}

function afterPrint(): void {
  const copy = document.getElementById(copyId);
  if (!copy) return;
  copy.remove();
  const root = document.documentElement;
  delete root.dataset.printing;
  if (schemeOnScreen === undefined) delete root.dataset.siteScheme;
  else root.dataset.siteScheme = schemeOnScreen;
  const frame = document.getElementById(frameId);
  if (frame instanceof HTMLIFrameElement)
    frame.contentWindow?.dispatchEvent(new Event('afterprint'));
}

export function registerPrint(): void {
  window.addEventListener('beforeprint', beforePrint);
  window.addEventListener('afterprint', afterPrint);
}

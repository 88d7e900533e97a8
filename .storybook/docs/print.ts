/**
 * A docs page on paper (printed, or saved as PDF): its content in one column, without the
 * contents column and the controls that only work on screen, in the light scheme. Browsers do not
 * print backgrounds, so a page in the dark scheme would print pale text on white; the examples
 * print their backgrounds, so a filled button keeps its colour and its text.
 *
 * The rules hold under `@media print` and under `html[data-printing]`, which the page sets (with
 * the light scheme) when the browser is about to print and takes back after. The site around the
 * page prints a copy of it in its own document (`.storybook/addons/print.ts`), where the same
 * attribute applies the same rules.
 */
import { css, type CSSObject } from '@emotion/react';
import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { setPrinting } from './siteScheme';

const onPaper: CSSObject = {
  // Only on screen: the contents column, "Copy page as Markdown", the examples' "Show code" and
  // "Copy code" row, the feedback question.
  '[data-docs-toc], :has(> [data-copy-page-markdown]), .sbdocs-preview-actions, [data-docs-feedback]':
    { display: 'none !important' },
  '[data-toc]': { display: 'block !important' },
  'body, .sbdocs-wrapper': { background: 'none' },
  '.sbdocs-wrapper': { paddingBlock: 0 },
  // An example prints as it looks, and a sheet does not cut through it, a code block or a row.
  '.sbdocs-preview': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
  '.sbdocs-preview, pre, tr, li[data-property]': { breakInside: 'avoid' },
  'h1, h2, h3': { breakAfter: 'avoid' },
  // A code line longer than the sheet wraps instead of being cut off at its edge.
  'pre, pre code': { whiteSpace: 'pre-wrap !important', overflowWrap: 'anywhere' },
};

const prefixed = (prefix: string, rules: CSSObject): CSSObject =>
  Object.fromEntries(
    Object.entries(rules).map(([selector, declarations]) => [
      selector
        .split(/,\s*(?![^(]*\))/)
        .map((part) => `${prefix} ${part}`)
        .join(', '),
      declarations,
    ]),
  );

export const printStyles = css({
  '@media print': onPaper,
  ...prefixed('html[data-printing]', onPaper),
});

/**
 * While the browser prints: the page's print rules and the light scheme, rendered at once (the
 * site copies the page into its own document as soon as this returns, see
 * `.storybook/addons/print.ts`). The scheme attribute follows for the page's own style rules.
 */
export function usePrintLayout(): void {
  useEffect(() => {
    const root = document.documentElement;
    let schemeOnScreen: string | undefined;
    let isPrinting = false;
    const beforePrint = () => {
      if (isPrinting) return;
      isPrinting = true;
      schemeOnScreen = root.dataset.siteScheme;
      root.dataset.printing = '';
      root.dataset.siteScheme = 'light';
      flushSync(() => setPrinting(true));
    };
    const afterPrint = () => {
      if (!isPrinting) return;
      isPrinting = false;
      delete root.dataset.printing;
      if (schemeOnScreen === undefined) delete root.dataset.siteScheme;
      else root.dataset.siteScheme = schemeOnScreen;
      setPrinting(false);
    };
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
      afterPrint();
    };
  }, []);
}

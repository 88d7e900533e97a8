/**
 * What "accessible" means for Tessera, as axe checks it: WCAG 2.0, 2.1 and 2.2 at levels A and
 * AA plus axe's best practices, with WCAG 2.2's target size (24 × 24 px, which axe leaves off by
 * default) turned on. The story tests (preview.tsx, vitest.setup.ts) and the built site's axe
 * run (tests/site/axe.test.ts) read the same options.
 */
export const axeTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

export const axeRunOptions = {
  runOnly: { type: 'tag' as const, values: [...axeTags] },
  rules: { 'target-size': { enabled: true } },
};

/**
 * Page-level rules that cannot apply to one story rendered on its own: a story is a fragment of
 * a page, with no landmarks around it and no page heading. They stay on for docs pages and the
 * site, which are whole pages.
 */
export const pageOnlyRules = ['region', 'landmark-one-main', 'page-has-heading-one'] as const;

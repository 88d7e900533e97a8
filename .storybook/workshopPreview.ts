/**
 * `storybook dev` only (`.storybook/main.ts` adds it after the preview): the accessibility
 * panel checks a story when asked ("Run test" in the panel) instead of after every render.
 *
 * Storybook renders the open story twice on each save of its file, and when the second render
 * comes while the first is still pending, it reloads the whole preview. The automatic check runs
 * axe in the render's `afterEach`, which on a slow or loaded machine lasts longer than the gap
 * between the two renders: 4 of 5 story saves reloaded the preview in one workshop bench, none
 * with the check on request. Stories are still checked by axe in every test run, the sidebar's
 * "Run tests" and `npm test` (Vitest does not load this file).
 */
export const initialGlobals = { a11y: { manual: true } };

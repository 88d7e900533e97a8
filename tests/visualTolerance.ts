/**
 * How close a visual snapshot must be to its baseline, for the stories (`vitest.config.ts`) and
 * the site screenshots (`tests/site/compareScreenshot.ts`). On this machine every story and site
 * page renders identically run after run, so the slack is for antialiasing only: a larger one let
 * stale baselines pass (a phone number grouped the old way, 40 px; a list ending on another
 * option, 169 px; a code block's earlier fade, 34 px; a sidebar row left highlighted, in a grey
 * that a colour tolerance of 0.1 did not tell apart).
 */
export const visualTolerance = {
  /** Per-pixel colour distance (0–1) below which pixelmatch counts two pixels as the same. */
  threshold: 0.02,
  /** Differing pixels allowed in any image, however large (a share of it may allow fewer). */
  maxPixels: 20,
} as const;

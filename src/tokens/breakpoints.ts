/** Content breakpoints in px: a width at or below the value belongs to that size. */
export const breakpoints = {
  xs: 575,
  sm: 767,
  md: 991,
  lg: 1199,
} as const;

/**
 * Layout breakpoints in px. `mobile` (820) is where the docs layout switches to the
 * full-screen menu and buttons drop hover effects meant for a mouse.
 */
export const layoutBreakpoints = {
  narrow: 640,
  mobile: 820,
  wide: 1110,
  desktop: 1220,
  ultra: 2200,
} as const;

export type Breakpoint = keyof typeof breakpoints;
export type LayoutBreakpoint = keyof typeof layoutBreakpoints;

/** Width of custom scrollbars in px. */
export const scrollbarSize = 6;

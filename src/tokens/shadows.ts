/**
 * Elevation: the shadows of surfaces above the page, lowest first. Components pick a level by
 * name, never write a shadow; hairlines and rings drawn with `box-shadow` come from the theme's
 * `ringShadow` helper with a theme colour.
 */
export const shadows = {
  /** A surface resting just above the page: panels. */
  raised: '0 1px 3px rgba(22, 23, 28, 0.06)',
  /** A surface lifted under the pointer: hovered cards. */
  lifted: '0 4px 16px rgba(22, 23, 28, 0.08)',
  /** Layers floating over the content: toasts, popovers, menus. */
  floating: '0 8px 24px rgba(0, 0, 0, 0.12)',
  /** Layers that block the page: modal dialogs. */
  modal: '0 24px 64px rgba(0, 0, 0, 0.24)',
} as const;

export type Elevation = keyof typeof shadows;

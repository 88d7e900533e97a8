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
  /** Lists that drop from a control: menus, the select's options, the country picker. */
  popover: '0 8px 24px rgb(0 0 0 / 0.14), 0 2px 6px rgb(0 0 0 / 0.08)',
  /** Small panels opened from a control: the avatar group's overflow list. */
  flyout: '0 8px 24px rgba(22, 23, 28, 0.16)',
  /** Tooltips. */
  tooltip: '0 6px 20px rgb(0 0 0 / 0.16)',
  /** A control drawn over a photo, so that it stands off any picture: the zoom's close button. */
  overMedia: '0 1px 4px rgba(22, 23, 28, 0.2)',
  /** The moving knob of a switch. */
  knob: '0 1px 2px rgba(22, 23, 28, 0.24)',
  /** An item being dragged to a new place. */
  dragged: '0 8px 24px color-mix(in srgb, var(--tessera-black) 24%, transparent)',
  /** Layers that block the page: modal dialogs. */
  modal: '0 24px 64px rgba(0, 0, 0, 0.24)',
} as const;

export type Elevation = keyof typeof shadows;

/** Spacing scale in px, on a 4 px grid. */
export const space = {
  0: 0,
  1: 4,
  2: 8,
  3: 12,
  4: 16,
  5: 24,
  6: 32,
  7: 48,
  8: 64,
} as const;

export type SpaceStep = keyof typeof space;

/** Corner radii in px. `control` is the 6 px of buttons and inputs. */
export const radii = {
  none: 0,
  small: 4,
  control: 6,
  card: 12,
  pill: 999,
} as const;

export type Radius = keyof typeof radii;

/** Fixed sizes of the docs layout and controls, in px. */
export const sizes = {
  controlHeight: 32,
  topBar: 58,
  sidePanel: 250,
  sidePanelCollapsed: 46,
  sideColumn: 300,
  contentMaxWidth: 1074,
  scrollOffset: 128,
  toastWidth: 334,
  tooltipWidth: 310,
  tooltipMargin: 12,
  /** Largest height of a dropdown list (18rem at the 16 px root size). */
  dropdownMaxHeight: 288,
  /** Distance to the window edge under which a dropdown flips to the other side. */
  dropdownFlipMargin: 24,
  /** Dropdown option icons given as image addresses. */
  dropdownImageIcon: 64,
  /** Gap between an anchor and the dropdown or tooltip it opens. */
  floatingOffset: 4,
  /** Default width of a modal dialog. */
  modalWidth: 560,
} as const;

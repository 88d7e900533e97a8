/**
 * Durations in ms and the easing the product uses. Components read these rather than
 * writing numbers inline, so the spec's timings live in one place.
 */
export const durations = {
  /** Default transition length (the spec's "0.2s ease"). */
  base: 200,
  /** Dropdown open/close. */
  dropdown: 100,
  /** Modal open/close. */
  modal: 220,
  /** Modal bounce when a non-dismissible dialog is asked to close. */
  modalBounce: 80,
  /** Image zoom. */
  zoom: 300,
  /** Loading bar sweep. */
  loadingBar: 400,
  /** Button success tick. */
  successTick: 1600,
  /** Code copy confirmation. */
  copyConfirmation: 1000,
  /** Toast auto-dismiss cadence. */
  toastInterval: 2000,
  /** Property entry highlight. */
  highlight: 2000,
  /** Feedback widget delay before the thank-you line. */
  feedbackDelay: 500,
  /** Scroll tracking of the table of contents stays off this long after a click. */
  scrollSpySuppression: 800,
  /** Debounce of the URL hash update after a table-of-contents click. */
  hashUpdateDebounce: 60,
} as const;

export const easing = {
  standard: 'ease',
  emphasized: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

/** The spec's default animation, ready for a `transition` shorthand. */
export const defaultTransition = `${durations.base / 1000}s ${easing.standard}`;

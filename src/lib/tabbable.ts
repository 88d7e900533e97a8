/**
 * Elements that may be tab stops: a query for candidates, which the caller filters by
 * `tabIndex >= 0` (a `[tabindex="-1"]` element matches) and by whatever hides them from it.
 */
export const tabbableSelector = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

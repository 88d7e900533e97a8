/** Channel events between the site's manager addons and the docs preview. */
export const siteEvents = {
  /** Manager → preview: show the license notice toast. Payload: `{ message: string }`. */
  licenseNotice: 'tessera/license-notice',
  /** Manager → preview: show or clear the wait cursor. Payload: `{ waiting: boolean }`. */
  waitCursor: 'tessera/wait-cursor',
} as const;

/**
 * Site window event: a history entry was added whose address differs from the one before only in
 * its hash (`pushState` fires no event of its own). The docs page scrolls to the section.
 */
export const sharedHashEvent = 'tessera:hashchange';

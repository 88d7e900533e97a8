/** Channel events between the site's manager addons and the docs preview. */
export const siteEvents = {
  /** Manager → preview: show the license notice toast. Payload: `{ message: string }`. */
  licenseNotice: 'tessera/license-notice',
  /** Manager → preview: show or clear the wait cursor. Payload: `{ waiting: boolean }`. */
  waitCursor: 'tessera/wait-cursor',
} as const;

/**
 * Runs inside the preview (`iframe.html`, passed to `page.evaluate`): shows a docs entry in the
 * open preview as the sidebar does, through Storybook's channel, and resolves once Storybook has
 * rendered it. One preview walks many entries this way in the time a few reloads would take.
 *
 * Kept as plain JavaScript without imports: Playwright sends the function's source to the page.
 *
 * @param {{ id: string, timeout: number }} options
 * @returns {Promise<void>}
 */
export function showDocsEntry({ id, timeout }) {
  return new Promise((resolve, reject) => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    const timer = setTimeout(() => reject(new Error(`${id} did not render`)), timeout);
    const rendered = (payload) => {
      if (payload !== id) return;
      clearTimeout(timer);
      channel.off('docsRendered', rendered);
      resolve();
    };
    channel.on('docsRendered', rendered);
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
  });
}

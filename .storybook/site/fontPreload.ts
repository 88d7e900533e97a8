/**
 * The preview document (`iframe.html`) of the built site starts fetching the product font as
 * its head is read, instead of when its style sheet has been applied to text. A docs page then
 * lays out its text once in the product font instead of twice (fallback, then Inter: the title
 * grows from 34 to 43 px when the font arrives), and the live site takes over a prerendered page
 * sooner.
 *
 * Only docs pages ask for it: every docs page sets text, while a story shown alone may set none
 * (a skeleton, an avatar image), and a preloaded font left unused makes the browser warn in the
 * console. The font file has a content hash in its name, so the link is written after the build
 * has named it.
 */
import type { Logger, Plugin } from 'vite';

/** The face every page uses: Latin, all weights (fontsource's variable Inter). */
export const preloadedFontFile = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/** The head script that asks for `href` on docs pages (`?viewMode=docs`). */
export function fontPreloadScript(href: string): string {
  return `(function () {
  if (new URLSearchParams(location.search).get('viewMode') !== 'docs') return;
  var link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = ${JSON.stringify(href)};
  document.head.appendChild(link);
})();`;
}

export function previewFontPreload(): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'tessera:preview-font-preload',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('iframe.html') || !context.bundle) return html;
        const font = Object.values(context.bundle).find(
          (output) => output.type === 'asset' && preloadedFontFile.test(output.fileName),
        );
        if (!font) {
          logger?.warn(
            'tessera: no Inter Latin font file in the preview build, so its docs pages are not told to fetch it early.',
          );
          return html;
        }
        return {
          html,
          tags: [
            {
              tag: 'script',
              children: fontPreloadScript(`./${font.fileName}`),
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

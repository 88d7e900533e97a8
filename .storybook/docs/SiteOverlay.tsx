/**
 * The site's layer over every preview page, docs or story: the toasts (including the license
 * notice the manager asks for), shown only while there are some, and the wait cursor during
 * slow loads. It lives in its own React
 * root so that stories stay exactly as their authors wrote them.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { addons } from 'storybook/preview-api';
import { ToastProvider, ThemeProvider, sizes, useToastQueue } from '../../src';
import { siteEvents } from '../site/events';
import { licenseToast } from '../site/license';
import { siteToasts } from '../site/siteToasts';
import { writeSharedHash } from './pageUrl';
import { useSiteScheme } from './siteScheme';

/** How long the overlay stays after its last toast, so that the toast's exit can play. */
const lingerMs = 1000;

/**
 * The site's toasts, present only while it has some: a story or docs page then has one
 * "Notifications" region (its own, if it shows toasts) and the example's styles to itself.
 */
function Overlay() {
  const scheme = useSiteScheme();
  const { visible } = useToastQueue(siteToasts);
  const hasToasts = visible.length > 0;
  // After the last toast the overlay lingers (state adjusted while rendering, as React advises).
  const [hadToasts, setHadToasts] = useState(hasToasts);
  const [lingering, setLingering] = useState(false);
  if (hadToasts !== hasToasts) {
    setHadToasts(hasToasts);
    setLingering(!hasToasts);
  }
  useEffect(() => {
    if (!lingering) return undefined;
    const timer = setTimeout(() => setLingering(false), lingerMs);
    return () => clearTimeout(timer);
  }, [lingering]);
  if (!hasToasts && !lingering) return null;
  return (
    <ThemeProvider globalStyles={false} colorScheme={scheme}>
      <ToastProvider queue={siteToasts} />
    </ThemeProvider>
  );
}

export function mountSiteOverlay(): void {
  if (document.getElementById('tessera-site-overlay')) return;
  const host = document.createElement('div');
  host.id = 'tessera-site-overlay';
  document.body.append(host);
  createRoot(host).render(<Overlay />);

  // The overlay sizes its toasts like the library's global styles do (border-box), also on pages
  // whose examples add no global styles: 334 px wide everywhere.
  const style = document.createElement('style');
  style.textContent = `html[data-tessera-waiting='true'], html[data-tessera-waiting='true'] * { cursor: wait !important; }
[data-toast-key], [data-toast-key] *, [data-toast-key] *::before, [data-toast-key] *::after { box-sizing: border-box; }`;
  document.head.append(style);

  const channel = addons.getChannel();
  channel.on(siteEvents.licenseNotice, ({ message }: { message: string }) => {
    siteToasts.add({ ...licenseToast, message });
  });
  channel.on(siteEvents.waitCursor, ({ waiting }: { waiting: boolean }) => {
    document.documentElement.dataset.tesseraWaiting = String(waiting);
  });
  // Each page opens at its top: the browser must not restore an old scroll position.
  history.scrollRestoration = 'manual';
  mirrorHashToSite();
  headingLinksInPlace();
}

/**
 * Storybook's link beside each heading ("Copy heading URL to address bar") asks the manager to
 * navigate to `#id`, which the manager resolves against the site's folder (the route page's
 * `<base>`): the address became `/#id`, the Introduction's. The link scrolls to its heading in
 * place instead and writes the hash into this page's address, which the site's address shows
 * after the route (`/components/accordion#id`), as "On this page" and the props' links do.
 */
function headingLinksInPlace() {
  document.addEventListener(
    'click',
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const link =
        event.target instanceof Element
          ? event.target.closest('#storybook-docs :is(h1, h2, h3, h4, h5, h6) a[href^="#"]')
          : null;
      if (!link || link.closest('.docs-story')) return;
      const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
      const target = document.getElementById(id);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      window.scrollTo({
        top: target.getBoundingClientRect().top + window.scrollY - sizes.scrollOffset,
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches
          ? 'instant'
          : 'smooth',
      });
      history.replaceState(
        history.state,
        '',
        `${location.pathname}${location.search}#${encodeURIComponent(id)}`,
      );
    },
    true,
  );
}

/** Anchors that a page writes into its own address (table of contents, props) show in the site's address. */
function mirrorHashToSite() {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      original(data, unused, url);
      if (url !== undefined && url !== null)
        writeSharedHash(new URL(String(url), location.href).hash);
    };
  }
}

import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { ToastQueue } from '@tessera/react';
import { Page } from './Page.js';

/**
 * The page as HTML, rendered by React's server renderer with every dependency left external.
 * Emotion's style elements carry `nonce`, the one the page's Content Security Policy allows.
 */
export function render(nonce: string): string {
  const queue = new ToastQueue();
  queue.add({ message: 'Welcome back' });
  return renderToString(
    <CacheProvider value={createCache({ key: 'app', nonce })}>
      <Page toastQueue={queue} />
    </CacheProvider>,
  );
}

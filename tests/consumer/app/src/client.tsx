import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ToastQueue } from '@tessera/react';
import { Page } from './Page.js';

const queue = new ToastQueue();
queue.add({ message: 'Welcome back' });

// The policy's nonce, from the element the server gave it to (the browser hides the attribute
// from the markup, never from the `nonce` property).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (!nonce) throw new Error('The server HTML has no <meta property="csp-nonce">.');

const container = document.getElementById('root');
if (!container) throw new Error('The server HTML has no #root.');
hydrateRoot(
  container,
  <StrictMode>
    <CacheProvider value={createCache({ key: 'app', nonce })}>
      <Page toastQueue={queue} />
    </CacheProvider>
  </StrictMode>,
  {
    // React reports recovered hydration mismatches here; the test fails on any console error.
    onRecoverableError: (error) => console.error('Recoverable error:', error),
  },
);

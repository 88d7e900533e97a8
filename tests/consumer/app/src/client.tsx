import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ToastQueue } from '@tessera/react';
import { Page } from './Page.js';

const queue = new ToastQueue();
queue.add({ message: 'Welcome back' });

const container = document.getElementById('root');
if (!container) throw new Error('The server HTML has no #root.');
hydrateRoot(
  container,
  <StrictMode>
    <Page toastQueue={queue} />
  </StrictMode>,
  {
    // React reports recovered hydration mismatches here; the test fails on any console error.
    onRecoverableError: (error) => console.error('Recoverable error:', error),
  },
);

import { renderToString } from 'react-dom/server';
import { ToastQueue } from '@tessera/react';
import { Page } from './Page.js';

/** The page as HTML, rendered by React's server renderer with every dependency left external. */
export function render(): string {
  const queue = new ToastQueue();
  queue.add({ message: 'Welcome back' });
  return renderToString(<Page toastQueue={queue} />);
}

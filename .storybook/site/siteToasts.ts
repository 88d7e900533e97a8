/**
 * The docs site's one toast queue. The site overlay shows it; the docs pages and the license
 * notice add to it, so every toast of the site stacks in the same place.
 */
import { ToastQueue } from '../../src';

export const siteToasts = new ToastQueue();

/**
 * The thin loading bar across the top of the site: it sweeps (0.4 s animation) on every
 * navigation until the preview reports the page rendered, stays at least about 500 ms, and a
 * load over 250 ms turns the cursor into a wait cursor, in the manager and in the preview.
 */
import type { API } from 'storybook/manager-api';
import {
  DOCS_RENDERED,
  SET_CURRENT_STORY,
  STORY_ERRORED,
  STORY_MISSING,
  STORY_RENDERED,
  STORY_THREW_EXCEPTION,
} from 'storybook/internal/core-events';
import { colors, durations, zIndex } from '../../src/tokensEntry';
import { siteEvents } from '../site/events';
import { LoadingBarController } from './loadingBarController';

const STYLE = `
#tessera-loading-bar {
  position: fixed; inset: 0 0 auto 0; height: 3px; z-index: ${zIndex.loadingBar};
  overflow: hidden; pointer-events: none; opacity: 0; transition: opacity 0.2s ease;
}
#tessera-loading-bar[data-visible='true'] { opacity: 1; }
#tessera-loading-bar > span {
  position: absolute; inset: 0; width: 45%;
  background: linear-gradient(90deg, transparent, ${colors.primary.srgb}, ${colors.purple.srgb});
  transform: translateX(-100%);
}
#tessera-loading-bar[data-visible='true'] > span {
  animation: tessera-sweep ${durations.loadingBar / 1000}s ease-in-out infinite;
}
@keyframes tessera-sweep { from { transform: translateX(-100%); } to { transform: translateX(230%); } }
@media (prefers-reduced-motion: reduce) {
  #tessera-loading-bar > span { width: 100%; transform: none; animation: none !important; }
}
html[data-tessera-waiting='true'], html[data-tessera-waiting='true'] * { cursor: wait !important; }
`;

export function registerLoadingBar(api: API): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  const bar = document.createElement('div');
  bar.id = 'tessera-loading-bar';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', 'Loading page');
  bar.setAttribute('aria-hidden', 'true');
  bar.append(document.createElement('span'));
  document.body.append(bar);

  let waiting = false;
  const controller = new LoadingBarController((state) => {
    bar.dataset.visible = String(state.visible);
    bar.dataset.phase = state.phase;
    bar.setAttribute('aria-hidden', String(!state.visible));
    if (state.waitCursor !== waiting) {
      waiting = state.waitCursor;
      document.documentElement.dataset.tesseraWaiting = String(waiting);
      api.emit(siteEvents.waitCursor, { waiting });
    }
  });

  let currentId: string | undefined;
  api.on(SET_CURRENT_STORY, ({ storyId }: { storyId: string }) => {
    if (storyId === currentId) return;
    currentId = storyId;
    controller.start();
  });
  for (const event of [
    DOCS_RENDERED,
    STORY_RENDERED,
    STORY_ERRORED,
    STORY_MISSING,
    STORY_THREW_EXCEPTION,
  ]) {
    api.on(event, () => controller.complete());
  }
}

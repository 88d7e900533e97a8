/**
 * Puts the site's full-text search in the sidebar in place of Storybook's search field.
 *
 * Why a replacement and not an extension: Storybook 10's sidebar search is a closed component
 * (Fuse.js over the story index's titles, paths and, with `experimentalSearchDocsHeadings`,
 * heading titles) with no hook to add results or sources, and the manager has no sidebar
 * addon slot. So the field is rendered by this addon, in its own React root placed where
 * Storybook's field is, and everything it does goes through public manager APIs: navigation
 * with `api.selectStory(id, undefined, { scrollTo })`, the license notice over the channel, and
 * `PREVIEW_KEYDOWN` for ⌘K / Ctrl K pressed inside a docs page. Storybook's own field stays in
 * the DOM, hidden, so its keyboard shortcut setting and state keep working untouched.
 */
import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { API } from 'storybook/manager-api';
import { DOCS_RENDERED, PREVIEW_KEYDOWN } from 'storybook/internal/core-events';
import { colors, radii, sizes } from '../../../src/tokensEntry';
import { siteEvents } from '../../site/events';
import { licenseNotice } from '../../site/license';
import { licensingDocsId } from '../../site/routes';
import { SiteSearch, type SearchTarget } from './SiteSearch';

const STORYBOOK_FIELD = 'storybook-explorer-searchfield';

const STYLE = `
[data-site-search-replaced], label[for='${STORYBOOK_FIELD}'] { display: none !important; }
[data-site-search][data-open] ~ #storybook-explorer-menu { display: none; }
.tessera-search { margin: 0 0 8px; font-size: 13px; }
.tessera-search__field {
  display: flex; align-items: center; gap: 6px; padding: 0 8px; min-height: 32px;
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent); border-radius: ${radii.control}px;
  background: color-mix(in srgb, currentColor 4%, transparent);
}
.tessera-search__field:focus-within { outline: 2px solid ${colors.primary.srgb}; outline-offset: 1px; }
.tessera-search__icon { flex: none; opacity: 0.7; }
.tessera-search__input {
  flex: 1; min-width: 0; border: 0; background: transparent; color: inherit; font: inherit;
  padding: 6px 0; outline: none;
}
.tessera-search__input::-webkit-search-cancel-button { cursor: pointer; }
.tessera-search__shortcut {
  font: inherit; font-size: 11px; padding: 1px 5px; border-radius: 4px; opacity: 0.8;
  border: 1px solid color-mix(in srgb, currentColor 22%, transparent);
}
.tessera-search__field:focus-within .tessera-search__shortcut { display: none; }
.tessera-search__status:empty { display: none; }
.tessera-search__status { padding: 6px 2px 2px; font-size: 12px; opacity: 0.85; }
.tessera-search__results { list-style: none; margin: 4px 0 0; padding: 0; }
.tessera-search__results[hidden] { display: none; }
.tessera-search__page, .tessera-search__section {
  display: grid; gap: 2px; padding: 6px 8px; border-radius: 6px; cursor: pointer; line-height: 1.35;
}
.tessera-search__section { margin-left: 12px; padding-left: 10px;
  border-left: 1px solid color-mix(in srgb, currentColor 18%, transparent); border-radius: 0 6px 6px 0; }
.tessera-search__page + .tessera-search__page { margin-top: 4px; }
.tessera-search__page:hover, .tessera-search__section:hover,
.tessera-search__results [aria-selected='true'] {
  background: color-mix(in srgb, ${colors.primary.srgb} 14%, transparent);
}
.tessera-search__results [aria-selected='true'] { box-shadow: inset 2px 0 0 ${colors.primaryStrong.srgb}; }
.tessera-search__title { display: flex; align-items: center; gap: 6px; font-weight: 600; }
.tessera-search__path { margin-left: auto; font-weight: 400; font-size: 11px; opacity: 0.75; }
.tessera-search__heading { font-weight: 500; }
.tessera-search__snippet {
  font-size: 12px; opacity: 0.85; overflow: hidden; display: -webkit-box;
  -webkit-line-clamp: 2; -webkit-box-orient: vertical;
}
.tessera-search mark { background: color-mix(in srgb, ${colors.primary.srgb} 28%, transparent);
  color: inherit; border-radius: 2px; font-weight: 600; }
.tessera-search__lock { display: inline-flex; opacity: 0.75; }
.tessera-search [data-locked] { opacity: 0.85; }
@media (forced-colors: active) {
  .tessera-search mark { background: Highlight; color: HighlightText; }
  .tessera-search__results [aria-selected='true'] { outline: 2px solid Highlight; }
}
`;

/** Keeps the reader's target in view while the docs page renders around it. */
function scrollPreviewTo(docsId: string, anchor: string) {
  const frame = document.getElementById('storybook-preview-iframe') as HTMLIFrameElement | null;
  const started = performance.now();
  let aligned = 0;
  const step = () => {
    const view = frame?.contentWindow;
    const page = frame?.contentDocument;
    const onPage = view?.location.search.includes(`id=${docsId}`) ?? false;
    const target = onPage ? page?.getElementById(anchor) : null;
    if (view && target) {
      const distance = target.getBoundingClientRect().top - sizes.scrollOffset;
      if (Math.abs(distance) > 1)
        view.scrollTo({ top: view.scrollY + distance, behavior: 'instant' });
      aligned += 1;
    }
    // Examples render after the text and push the section down: align a few times.
    if (aligned < 4 && performance.now() - started < 6000) setTimeout(step, aligned ? 400 : 100);
  };
  step();
}

export function openSearchResult(api: API, { hit, section }: SearchTarget): void {
  if (hit.page.locked) {
    const notify = () => api.emit(siteEvents.licenseNotice, { message: licenseNotice });
    if (api.getUrlState().storyId === licensingDocsId) {
      notify();
      return;
    }
    // The notice shows on the Licensing page once it has rendered, not while it loads.
    const stop = api.on(DOCS_RENDERED, () => {
      if (api.getUrlState().storyId !== licensingDocsId) return;
      stop();
      notify();
    });
    api.selectStory(licensingDocsId);
    return;
  }
  const anchor = section?.anchor ?? '';
  api.selectStory(hit.page.id, undefined, anchor ? { scrollTo: anchor } : {});
  if (anchor) scrollPreviewTo(hit.page.id, anchor);
}

const isSearchShortcut = (event: { key: string; metaKey: boolean; ctrlKey: boolean }) =>
  (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';

function focusSearch(): boolean {
  // The one shown: the side panel's, or the phone menu's when the panel is gone.
  const input = [...document.querySelectorAll<HTMLInputElement>('[data-site-search-input]')].find(
    (candidate) => candidate.getClientRects().length > 0,
  );
  if (!input) return false;
  input.focus();
  input.select();
  return true;
}

export function registerSiteSearch(api: API): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);

  const roots = new Map<HTMLElement, Root>();
  const mount = () => {
    for (const [container, root] of roots) {
      if (!container.isConnected) {
        root.unmount();
        roots.delete(container);
      }
    }
    const field = document.getElementById(STORYBOOK_FIELD);
    const landmark = field?.closest<HTMLElement>('[role="search"]') ?? field?.parentElement;
    if (!landmark || landmark.hasAttribute('data-site-search-replaced')) return;
    landmark.setAttribute('data-site-search-replaced', '');
    const container = document.createElement('div');
    container.setAttribute('data-site-search', '');
    landmark.before(container);
    // Ids of its own: the phone menu's search is another root on the same page.
    const root = createRoot(container, { identifierPrefix: 'side-panel-search-' });
    roots.set(container, root);
    root.render(
      <SiteSearch
        lockedLabel={licenseNotice}
        onOpen={(target) => openSearchResult(api, target)}
        onOpenChange={(open) => container.toggleAttribute('data-open', open)}
      />,
    );
  };
  new MutationObserver(mount).observe(document.body, { childList: true, subtree: true });
  mount();

  window.addEventListener(
    'keydown',
    (event) => {
      if (!isSearchShortcut(event) || !focusSearch()) return;
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
  api.on(
    PREVIEW_KEYDOWN,
    ({ event }: { event: { key: string; metaKey: boolean; ctrlKey: boolean } }) => {
      if (isSearchShortcut(event)) requestAnimationFrame(focusSearch);
    },
  );
}

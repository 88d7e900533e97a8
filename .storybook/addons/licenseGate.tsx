/**
 * License gating of the sidebar. Entries the navigation marks disabled look disabled, cannot
 * be opened by pointer, keyboard, search result or direct URL (the site lands on Licensing
 * instead), and hovering or tapping them shows the license notice as a toast. With
 * `TESSERA_LICENSED=true` every entry opens.
 */
import React from 'react';
import type { API, HashEntry } from 'storybook/manager-api';
import { CURRENT_STORY_WAS_SET, SET_CURRENT_STORY } from 'storybook/internal/core-events';
import { colors } from '../../src/tokensEntry';
import { siteEvents } from '../site/events';
import { licenseNotice } from '../site/license';
import { navigation } from '../site/navigation';
import { isBlockedTitle, licensingDocsId, siteRoutes } from '../site/routes';

const routes = siteRoutes();

const blockedPrefixes = (licensed: boolean) =>
  new Set(licensed ? [] : routes.filter((route) => route.disabled).map((route) => route.idPrefix));

/**
 * Whether a sidebar node is gated. Stories and docs pages carry their title; group and
 * component nodes only their id and their parents' ids, which are Storybook's sanitised titles.
 */
function isBlockedNode(
  api: API,
  id: string,
  parentIds: readonly string[],
  licensed: boolean,
): boolean {
  const entry = api.getData(id) as HashEntry | undefined;
  if (entry && 'title' in entry && typeof entry.title === 'string') {
    return isBlockedTitle(entry.title, routes, licensed);
  }
  const prefixes = blockedPrefixes(licensed);
  return [id, ...parentIds].some((candidate) => prefixes.has(candidate));
}

function parentIdsOf(item: HashEntry): string[] {
  return 'parent' in item && item.parent ? [item.parent] : [];
}

/** The lock drawn beside a gated entry, in the sidebar and in search results. */
export const lockIcon = (
  <svg
    width="12"
    height="12"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
);

/** Sidebar labels: the version tag on its group, and the disabled look with a lock on gated entries. */
export function renderSidebarLabel(item: HashEntry, api: API, licensed: boolean) {
  const group = navigation.find(
    (candidate) => candidate.label === item.name && item.type === 'root',
  );
  if (group?.tag) {
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        {item.name}
        <span
          style={{
            padding: '1px 6px',
            borderRadius: 999,
            background: colors.grayLight.srgb,
            color: colors.grayInk.srgb,
            fontSize: 11,
            fontWeight: 600,
            letterSpacing: 0,
            textTransform: 'none',
          }}
        >
          {group.tag}
        </span>
      </span>
    );
  }
  if (!isBlockedNode(api, item.id, parentIdsOf(item), licensed)) return undefined;
  return (
    <span
      data-license-gated="true"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        color: 'var(--site-muted)',
        cursor: 'not-allowed',
      }}
    >
      {item.name}
      {lockIcon}
    </span>
  );
}

export function registerLicenseGate(api: API, licensed: boolean): void {
  if (licensed) return;
  const notify = () => api.emit(siteEvents.licenseNotice, { message: licenseNotice });
  const gatedItem = (target: EventTarget | null) => {
    const item = target instanceof Element ? target.closest('[data-item-id]') : null;
    const id = item?.getAttribute('data-item-id');
    const parentId = item?.getAttribute('data-parent-id');
    return id && isBlockedNode(api, id, parentId ? [parentId] : [], false) ? item : null;
  };

  // Pointer and keyboard activation of a gated entry never reaches Storybook's handlers.
  const block = (event: Event) => {
    if (!gatedItem(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    notify();
  };
  document.addEventListener('click', block, true);
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' || event.key === ' ') block(event);
      // A locked component has nothing to expand.
      if (event.key === 'ArrowRight' && gatedItem(event.target)) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    true,
  );

  let hovered: Element | null = null;
  document.addEventListener('mouseover', (event) => {
    const item = gatedItem(event.target);
    if (item && item !== hovered) notify();
    hovered = item;
  });

  // Anything else that opens a gated entry (search, shortcuts, a direct URL) lands on Licensing.
  const redirectIfGated = ({ storyId }: { storyId?: string }) => {
    if (!storyId || !isBlockedNode(api, storyId, [], false)) return;
    api.selectStory(licensingDocsId);
    notify();
  };
  api.on(SET_CURRENT_STORY, redirectIfGated);
  api.on(CURRENT_STORY_WAS_SET, redirectIfGated);
}

/**
 * The site frame of SPEC §2 around Storybook's manager, built on its manager API:
 * - a fixed 58 px top bar with the logo, the version tag and the reader's controls;
 * - a 250 px side panel (Storybook's sidebar) that collapses to a 46 px rail of group icons with
 *   tooltips, remembered across visits; the panel width is Storybook's layout state (`setSizes`);
 * - below 820 px, no side panel: a top bar with the page name, and a full-screen two-level menu
 *   (groups, then a group's items with Back) with a search entry. A locked entry tapped there
 *   shows the license notice above the menu.
 * The frame is its own React root beside Storybook's; Storybook's layout is moved under the bar
 * by CSS on its stable attributes (see shellStyles.ts).
 */
import React, { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { API } from 'storybook/manager-api';
import {
  CURRENT_STORY_WAS_SET,
  DOCS_RENDERED,
  SET_CURRENT_STORY,
  STORY_RENDERED,
} from 'storybook/internal/core-events';
import { layoutBreakpoints, sizes } from '../../src/tokensEntry';
import type { NavigationItem } from '../../src/index.js';
import { licenseNotice, licenseToast } from '../site/license';
import { navigation, productName, versionLabel } from '../site/navigation';
import { entryPageTitle } from '../site/pageTitle';
import { siteRoutes, type SiteRoute } from '../site/routes';
import { shellStyles } from './shellStyles';
import { SchemeSwitch } from './schemeSwitch';
import { openSearchResult } from './search/registerSiteSearch';
import { SiteSearch } from './search/SiteSearch';

const panelStorageKey = 'tessera.sidePanel';
const mobileQuery = `(max-width: ${layoutBreakpoints.mobile - 0.02}px)`;
const routes = siteRoutes();
const routeByHref = new Map<string, SiteRoute>(routes.map((route) => [route.path, route]));

type IconName =
  | 'book'
  | 'grid'
  | 'layout'
  | 'menu'
  | 'close'
  | 'search'
  | 'lock'
  | 'chevronRight'
  | 'chevronLeft'
  | 'collapse'
  | 'expand';

const iconPaths: Record<IconName, React.ReactNode> = {
  book: <path d="M4 5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2V5zM4 21a2 2 0 0 1 2-2h12" />,
  grid: (
    <>
      <rect x="4" y="4" width="7" height="7" rx="1" />
      <rect x="13" y="4" width="7" height="7" rx="1" />
      <rect x="4" y="13" width="7" height="7" rx="1" />
      <rect x="13" y="13" width="7" height="7" rx="1" />
    </>
  ),
  layout: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M9 9v11" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  chevronRight: <path d="M9 6l6 6-6 6" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  collapse: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M15 10l-2 2 2 2" />
    </>
  ),
  expand: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M13 10l2 2-2 2" />
    </>
  ),
};

function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {iconPaths[name]}
    </svg>
  );
}

const groupIcons: Record<string, IconName> = {
  'Get Started': 'book',
  Components: 'grid',
  Containers: 'layout',
};

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(panelStorageKey) === 'collapsed';
  } catch {
    return false;
  }
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    list.addEventListener('change', update);
    update();
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

interface CurrentPage {
  name: string;
  route?: string;
}

function currentPage(api: API): CurrentPage {
  const entry = api.getCurrentStoryData();
  if (!entry || !('title' in entry)) return { name: `${productName} Docs` };
  const route = routes.find(
    (candidate) => entry.title === candidate.title || entry.title.startsWith(`${candidate.title}/`),
  );
  return {
    name: entryPageTitle(entry as { title: string; name: string; type: string }),
    route: route?.path,
  };
}

function useCurrentPage(api: API): CurrentPage {
  const [page, setPage] = useState<CurrentPage>(() => currentPage(api));
  useEffect(() => {
    const update = () => setPage(currentPage(api));
    const events = [SET_CURRENT_STORY, CURRENT_STORY_WAS_SET, DOCS_RENDERED, STORY_RENDERED];
    events.forEach((event) => api.on(event, update));
    return () => events.forEach((event) => api.off(event, update));
  }, [api]);
  return page;
}

interface MenuProps {
  api: API;
  current?: string;
  licensed: boolean;
  startWithSearch: boolean;
  onClose: () => void;
  onNotice: () => void;
}

/** The full-screen menu below 820 px: groups first, then one group's items with Back. */
function MobileMenu({ api, current, licensed, startWithSearch, onClose, onNotice }: MenuProps) {
  const [group, setGroup] = useState<string | null>(null);
  // While the search shows results, they take the place of the sections.
  const [searching, setSearching] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (startWithSearch) searchRef.current?.querySelector('input')?.focus();
    else firstRef.current?.focus();
  }, [group, startWithSearch]);

  // Escape closes it wherever focus is: in the menu or in the top bar above it. Not the Escape
  // that cancels an input method's composition in the search: that one is the input method's.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing && event.keyCode !== 229) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const open = (item: NavigationItem) => {
    const route = routeByHref.get(item.href);
    if (item.disabled && !licensed) {
      onNotice();
      return;
    }
    if (route) api.selectStory(route.docsId, undefined, { viewMode: 'docs' });
    onClose();
  };

  // An open page is a link to its route (a new tab, a copied address); a locked one a button that
  // shows the license notice.
  const itemButton = (item: NavigationItem) => {
    const locked = item.disabled === true && !licensed;
    const label = <span data-label="">{item.label}</span>;
    return (
      <li key={item.href}>
        {locked ? (
          <button
            type="button"
            data-menu-item={item.href}
            aria-disabled
            title={licenseNotice}
            onClick={() => open(item)}
          >
            {label}
            <Icon name="lock" size={16} />
          </button>
        ) : (
          <a
            // Relative to the site's folder (the manager's base), wherever the site is hosted.
            href={item.href.slice(1) || './'}
            data-menu-item={item.href}
            aria-current={item.href === current ? 'page' : undefined}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              open(item);
            }}
          >
            {label}
          </a>
        )}
      </li>
    );
  };

  const selected = navigation.find((candidate) => candidate.label === group);
  return (
    <div
      id="tessera-mobile-menu"
      role="dialog"
      aria-label="Site menu"
      data-level={selected ? '2' : '1'}
    >
      {selected ? (
        <>
          <button type="button" data-back="" ref={firstRef} onClick={() => setGroup(null)}>
            <Icon name="chevronLeft" />
            Back
          </button>
          <h2 id="tessera-menu-group">{selected.label}</h2>
          <ul aria-labelledby="tessera-menu-group">
            {selected.items.map((item) => itemButton(item))}
          </ul>
        </>
      ) : (
        <>
          {/* The site's full-text search, as in the side panel: titles, headings, text, code and
              props, with the same keys. */}
          <div ref={searchRef} data-menu-search="">
            <SiteSearch
              lockedLabel={licenseNotice}
              onOpen={(target) => {
                openSearchResult(api, target);
                onClose();
              }}
              onOpenChange={setSearching}
            />
          </div>
          {!searching && (
            <ul aria-label="Sections">
              {navigation.map((candidate, index) => (
                <li key={candidate.label}>
                  <button
                    type="button"
                    ref={index === 0 && !startWithSearch ? firstRef : undefined}
                    data-menu-group={candidate.label}
                    onClick={() => setGroup(candidate.label)}
                  >
                    <Icon name={groupIcons[candidate.label] ?? 'grid'} />
                    <span data-label="">{candidate.label}</span>
                    <span data-count="">{candidate.items.length}</span>
                    <Icon name="chevronRight" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/**
 * Moves focus to what the reader came for, past the top bar and the side panel: the title of
 * the docs page in the preview frame, or the story. Without a rendered preview the link's own
 * target, Storybook's preview wrapper, takes focus (the address bar's in-page link handling).
 */
function skipToContent(event: React.MouseEvent<HTMLAnchorElement>): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
    return;
  const frame = document.getElementById('storybook-preview-iframe');
  const preview = frame instanceof HTMLIFrameElement ? frame.contentDocument : null;
  const shown = (element: HTMLElement | null | undefined) =>
    element && element.getClientRects().length > 0 ? element : undefined;
  const target = preview
    ? (shown(preview.querySelector<HTMLElement>('main[data-docs-content] h1')) ??
      shown(preview.querySelector<HTMLElement>('main[data-docs-content]')) ??
      shown(preview.getElementById('storybook-root')))
    : undefined;
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

function SiteShell({ api, licensed }: { api: API; licensed: boolean }) {
  const isMobile = useMediaQuery(mobileQuery);
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [menu, setMenu] = useState<'closed' | 'menu' | 'search'>('closed');
  // The button that opened the mobile menu gets focus back when it closes (Escape, the close
  // button, a chosen page), so keyboard focus never falls to the document.
  const menuOpener = useRef<HTMLElement | null>(null);
  const openMenu = (kind: 'menu' | 'search') => {
    menuOpener.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMenu(kind);
  };
  const menuShown = isMobile && menu !== 'closed';
  // While the menu is open the page behind it (Storybook's sidebar and the docs) is out of
  // reach: inert, so Tab and a screen reader's cursor go round the top bar and the menu only.
  // The menu is no `aria-modal` dialog, which would hide the top bar too, and with it the
  // button that closes the menu.
  useEffect(() => {
    const root = document.getElementById('root');
    if (!menuShown || !root) return;
    const wasInert = root.inert;
    root.inert = true;
    return () => {
      root.inert = wasInert;
    };
  }, [menuShown]);
  const closeMenu = () => {
    setMenu('closed');
    const opener = menuOpener.current;
    menuOpener.current = null;
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
    });
  };
  const [notice, setNotice] = useState(0);
  const page = useCurrentPage(api);

  useEffect(() => {
    document.documentElement.dataset.siteNav = isMobile ? 'mobile' : collapsed ? 'rail' : 'panel';
    api.setSizes({
      navSize: isMobile ? 0 : collapsed ? sizes.sidePanelCollapsed : sizes.sidePanel,
    });
    try {
      localStorage.setItem(panelStorageKey, collapsed ? 'collapsed' : 'expanded');
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  }, [api, isMobile, collapsed]);

  // Storybook restores its own last layout when it starts; the site's choice wins.
  useEffect(() => {
    const reapply = () =>
      api.setSizes({
        navSize: window.matchMedia(mobileQuery).matches
          ? 0
          : readCollapsed()
            ? sizes.sidePanelCollapsed
            : sizes.sidePanel,
      });
    api.once(CURRENT_STORY_WAS_SET, reapply);
  }, [api]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(0), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  const openGroup = (label: string) => {
    setCollapsed(false);
    // Once the panel is back at its width: scrolled while it was still the rail's, the tree's
    // rows were laid out narrower and taller, and the group's heading ended above the panel.
    let frames = 0;
    const reveal = () => {
      const region = document.getElementById('storybook-sidebar-region');
      const shown =
        document.documentElement.dataset.siteNav === 'panel' &&
        (region?.getBoundingClientRect().width ?? 0) >= sizes.sidePanel - 2;
      if (!shown && (frames += 1) < 60) {
        requestAnimationFrame(reveal);
        return;
      }
      const root = document.querySelector<HTMLElement>(
        `[data-nodetype="root"][data-item-id="${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}"]`,
      );
      root?.scrollIntoView({ block: 'start' });
      root?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    };
    requestAnimationFrame(reveal);
  };

  return (
    <>
      {/* The site's banner: brand, version, search and the scheme switch. */}
      <header id="tessera-top-bar" data-tessera-top-bar="">
        {/* The first stop for the keyboard: past the bar and the side panel to the page. */}
        <a href="#storybook-preview-wrapper" data-skip-link="" onClick={skipToContent}>
          Skip to content
        </a>
        <button
          type="button"
          className="tessera-icon-button"
          data-desktop-only=""
          aria-label={collapsed ? 'Expand side panel' : 'Collapse side panel'}
          aria-expanded={!collapsed}
          aria-controls="storybook-sidebar-region"
          onClick={() => setCollapsed((value) => !value)}
        >
          <Icon name={collapsed ? 'expand' : 'collapse'} />
        </button>
        <button
          type="button"
          className="tessera-icon-button"
          data-mobile-only=""
          aria-label={menu === 'closed' ? 'Open menu' : 'Close menu'}
          aria-expanded={menu !== 'closed'}
          aria-controls="tessera-mobile-menu"
          onClick={() => (menu === 'closed' ? openMenu('menu') : closeMenu())}
        >
          <Icon name={menu === 'closed' ? 'menu' : 'close'} />
        </button>
        {/* The site's name is the page's top heading (Storybook's own "Storybook" one is hidden). */}
        <h1 data-brand-heading="" data-desktop-only="">
          <a
            href="./"
            data-brand=""
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              api.selectStory('get-started-introduction--docs', undefined, { viewMode: 'docs' });
            }}
          >
            {/* Inline, so the mark's dark tile and the words take the scheme's text colours. */}
            <svg
              width="160"
              height="32"
              viewBox="0 0 160 32"
              role="img"
              aria-label={`${productName} Docs`}
              data-logo=""
            >
              <rect x="2" y="2" width="13" height="13" rx="3" fill="#6187FE" />
              <rect x="17" y="2" width="13" height="13" rx="3" fill="#8B5CF6" />
              <rect x="2" y="17" width="13" height="13" rx="3" fill="#00C454" />
              <rect x="17" y="17" width="13" height="13" rx="3" fill="currentColor" />
              <text x="40" y="22" fontSize="17" fontWeight="700" fill="currentColor">
                {productName}
              </text>
              <text x="120" y="22" fontSize="17" fontWeight="400" data-logo-muted="">
                Docs
              </text>
            </svg>
          </a>
        </h1>
        <span data-version="" data-desktop-only="" title={`Version ${versionLabel}`}>
          {versionLabel}
        </span>
        <p data-page-name="" data-mobile-only="" aria-live="polite">
          {page.name}
        </p>
        <span data-spacer="" data-desktop-only="" />
        <button
          type="button"
          className="tessera-icon-button"
          data-mobile-only=""
          aria-label="Search pages"
          onClick={() => openMenu('search')}
        >
          <Icon name="search" />
        </button>
        <SchemeSwitch />
      </header>
      <nav id="tessera-rail" aria-label="Sections">
        {navigation.map((group) => (
          <button
            key={group.label}
            type="button"
            className="tessera-icon-button"
            aria-label={group.label}
            data-rail-group={group.label}
            onClick={() => openGroup(group.label)}
          >
            <Icon name={groupIcons[group.label] ?? 'grid'} />
            <span data-tooltip="" aria-hidden="true">
              {group.label}
            </span>
          </button>
        ))}
      </nav>
      {isMobile && menu !== 'closed' && (
        <MobileMenu
          api={api}
          current={page.route}
          licensed={licensed}
          startWithSearch={menu === 'search'}
          onClose={closeMenu}
          onNotice={() => setNotice((count) => count + 1)}
        />
      )}
      {notice > 0 && (
        <div id="tessera-notice" role="status" data-tessera-notice="">
          <strong>{licenseToast.title}</strong>
          {licenseNotice}
        </div>
      )}
    </>
  );
}

export function registerSiteShell(api: API, licensed: boolean): void {
  const style = document.createElement('style');
  style.id = 'tessera-shell-styles';
  style.textContent = shellStyles(licensed);
  document.head.append(style);
  const host = document.createElement('div');
  host.id = 'tessera-shell';
  document.body.prepend(host);
  createRoot(host).render(<SiteShell api={api} licensed={licensed} />);
}

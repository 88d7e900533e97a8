import { useTheme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavigationGroup } from '../../lib/navigation';
import { CloseIcon, MenuIcon, SidebarCollapseIcon, SidebarExpandIcon } from '../Iconography/icons';
import { MobileNavigation } from '../MobileNavigation';
import { Navigation } from '../Navigation';
import type { NavigationBehaviour } from '../Navigation/NavigationTree';
import { InnerLayout } from './InnerLayout';
import {
  iconButtonStyles,
  mainStyles,
  menuButtonStyles,
  mobileMenuStyles,
  sidePanelStyles,
  topBarStyles,
} from './Layout.styles';

export interface DocsLayoutProps extends NavigationBehaviour {
  /** The page content. */
  children: ReactNode;
  /** The navigation shown in the side menu and the mobile menu. */
  groups: readonly NavigationGroup[];
  /**
   * The product's name or logo at the start of the top bar.
   * @default 'Tessera Docs'
   */
  brand?: ReactNode;
  /** Controls at the end of the top bar, such as search or a colour-scheme switch. */
  topBarEnd?: ReactNode;
  /** The right-hand column beside the content, such as "On this page". Hidden below 1110 px. */
  aside?: ReactNode;
  /** Collapses the side menu to 46 px; pass it to control the side menu from outside. */
  collapsed?: boolean;
  /**
   * The side menu's initial state when `collapsed` is not controlled.
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called when the reader collapses or expands the side menu. */
  onCollapsedChange?: (collapsed: boolean) => void;
}

/**
 * The documentation layout: a fixed 58 px top bar, a side menu that collapses from 250 to
 * 46 px, content at most 1074 px wide, and a full-screen two-level menu below 820 px.
 */
export function DocsLayout({
  children,
  groups,
  brand = 'Tessera Docs',
  topBarEnd,
  aside,
  collapsed: controlledCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  currentPath,
  onNavigate,
  onDisabledItem,
  renderLink,
}: DocsLayoutProps) {
  const theme = useTheme();
  const navigationId = useId();
  const mobileMenuId = useId();
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const isCollapsed = controlledCollapsed ?? ownCollapsed;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const setCollapsed = (next: boolean) => {
    setOwnCollapsed(next);
    onCollapsedChange?.(next);
  };

  const closeMenu = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const behaviour = { currentPath, onDisabledItem, renderLink };

  return (
    <div data-layout="docs">
      <header css={topBarStyles(theme)}>
        <button
          ref={menuButtonRef}
          type="button"
          css={[iconButtonStyles(theme), menuButtonStyles(theme)]}
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={isMenuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
        </button>
        <div data-part="brand">{brand}</div>
        {topBarEnd && <div data-part="end">{topBarEnd}</div>}
      </header>

      <div
        css={sidePanelStyles(theme)}
        data-collapsed={isCollapsed || undefined}
        data-part="side-menu"
      >
        <button
          type="button"
          css={iconButtonStyles(theme)}
          data-part="collapse"
          aria-label={isCollapsed ? 'Expand side menu' : 'Collapse side menu'}
          aria-expanded={!isCollapsed}
          aria-controls={navigationId}
          onClick={() => setCollapsed(!isCollapsed)}
        >
          {isCollapsed ? <SidebarExpandIcon size={18} /> : <SidebarCollapseIcon size={18} />}
        </button>
        <div id={navigationId} data-part="navigation" hidden={isCollapsed}>
          <Navigation groups={groups} onNavigate={onNavigate} {...behaviour} />
        </div>
      </div>

      <div
        id={mobileMenuId}
        css={mobileMenuStyles(theme)}
        hidden={!isMenuOpen}
        data-part="mobile-menu"
      >
        {isMenuOpen && (
          <MobileNavigation
            groups={groups}
            onNavigate={(href) => {
              closeMenu();
              onNavigate?.(href);
            }}
            {...behaviour}
          />
        )}
      </div>

      <main css={mainStyles(theme)} data-collapsed={isCollapsed || undefined}>
        <InnerLayout aside={aside} stickyTop={theme.sizes.topBar + theme.space[5]}>
          {children}
        </InnerLayout>
      </main>
    </div>
  );
}

import { useTheme } from '../../theme/useTheme';
import { useId, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useDismissableLayer } from '../../hooks/useDismissableLayer';
import { useMediaQuery } from '../../hooks/useMediaQuery';
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

export interface DocsLayoutProps
  extends NavigationBehaviour, Omit<ComponentPropsWithRef<'div'>, 'children'> {
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
  /**
   * Accessible name of the right-hand column.
   * @default 'Page tools'
   */
  asideLabel?: string;
  /**
   * Accessible name of the navigation landmark, in the side menu and the mobile menu.
   * @default 'Documentation'
   */
  navigationLabel?: string;
  /**
   * Whether the content area is the page's `main` landmark. Turn it off where the layout is shown
   * inside another page's main content, such as an example on a documentation page: a page has
   * one main landmark.
   * @default true
   */
  mainLandmark?: boolean;
  /** Whether the side menu is expanded (250 px) rather than collapsed (46 px), for a controlled side menu. */
  sideMenuOpen?: boolean;
  /**
   * Whether the side menu starts expanded when uncontrolled.
   * @default true
   */
  defaultSideMenuOpen?: boolean;
  /** Called when the reader collapses or expands the side menu. */
  onSideMenuOpenChange?: (open: boolean) => void;
  /** Whether the full-screen menu of small screens is open, for a controlled menu. */
  mobileMenuOpen?: boolean;
  /**
   * Whether the full-screen menu starts open when uncontrolled.
   * @default false
   */
  defaultMobileMenuOpen?: boolean;
  /** Called when the full-screen menu opens or closes. */
  onMobileMenuOpenChange?: (open: boolean) => void;
  /**
   * The button that leads from a group's entries back to the groups, in the small screens' menu.
   * @default 'All sections'
   */
  backLabel?: string;
  /**
   * Name of the small screens' menu button while the menu is closed.
   * @default 'Open menu'
   */
  openMenuLabel?: string;
  /**
   * Name of the small screens' menu button while the menu is open.
   * @default 'Close menu'
   */
  closeMenuLabel?: string;
  /**
   * Name of the side menu's button while the side menu is collapsed.
   * @default 'Expand side menu'
   */
  expandSideMenuLabel?: string;
  /**
   * Name of the side menu's button while the side menu is expanded.
   * @default 'Collapse side menu'
   */
  collapseSideMenuLabel?: string;
}

/**
 * The documentation layout: a fixed 58 px top bar, a side menu that collapses from 250 to
 * 46 px, content at most 1074 px wide, and a full-screen two-level menu below 820 px. The `ref`
 * and other props go to the layout's root element.
 */
export function DocsLayout({
  children,
  groups,
  brand = 'Tessera Docs',
  topBarEnd,
  aside,
  asideLabel,
  navigationLabel = 'Documentation',
  mainLandmark = true,
  sideMenuOpen,
  defaultSideMenuOpen = true,
  onSideMenuOpenChange,
  mobileMenuOpen,
  defaultMobileMenuOpen = false,
  onMobileMenuOpenChange,
  currentPath,
  onNavigate,
  onDisabledItem,
  renderLink,
  newTabLabel,
  backLabel,
  openMenuLabel = 'Open menu',
  closeMenuLabel = 'Close menu',
  expandSideMenuLabel = 'Expand side menu',
  collapseSideMenuLabel = 'Collapse side menu',
  ...rest
}: DocsLayoutProps) {
  const theme = useTheme();
  const navigationId = useId();
  const mobileMenuId = useId();
  const [isSideMenuOpen, setSideMenuOpen] = useControllableState({
    value: sideMenuOpen,
    defaultValue: defaultSideMenuOpen,
    onChange: onSideMenuOpenChange,
    component: 'DocsLayout',
    prop: 'sideMenuOpen',
  });
  const isCollapsed = !isSideMenuOpen;
  const [isMenuOpen, setMenuOpen] = useControllableState({
    value: mobileMenuOpen,
    defaultValue: defaultMobileMenuOpen,
    onChange: onMobileMenuOpenChange,
    component: 'DocsLayout',
    prop: 'mobileMenuOpen',
  });
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mobileMenuRef = useRef<HTMLDivElement>(null);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  // Escape closes the full-screen menu and returns to its button.
  useDismissableLayer({
    open: isMenuOpen,
    elements: [menuButtonRef, mobileMenuRef],
    outsidePress: false,
    onDismiss: closeMenu,
  });

  // The full-screen menu covers the page on a phone: while it shows, the page behind it is inert,
  // out of the tab order and of a screen reader's reach (the top bar, with the button that
  // closes the menu, stays). From the mobile breakpoint up the menu does not show.
  const isNarrow = useMediaQuery(`(max-width: ${theme.layoutBreakpoints.mobile - 0.02}px)`);
  const isPageBehind = isMenuOpen && isNarrow;

  const behaviour = { currentPath, onDisabledItem, renderLink, newTabLabel };
  const Content = mainLandmark ? 'main' : 'div';

  return (
    <div data-layout="docs" {...rest}>
      <header css={topBarStyles(theme)}>
        <button
          ref={menuButtonRef}
          type="button"
          css={[iconButtonStyles(theme), menuButtonStyles(theme)]}
          aria-label={isMenuOpen ? closeMenuLabel : openMenuLabel}
          aria-expanded={isMenuOpen}
          aria-controls={mobileMenuId}
          onClick={() => setMenuOpen((open) => !open)}
          data-state={isMenuOpen ? 'open' : 'closed'}
        >
          {isMenuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
        </button>
        <div data-part="brand">{brand}</div>
        {topBarEnd && <div data-part="end">{topBarEnd}</div>}
      </header>

      <div
        css={sidePanelStyles(theme)}
        data-collapsed={isCollapsed || undefined}
        data-state={isCollapsed ? 'closed' : 'open'}
        data-part="side-menu"
        inert={isPageBehind}
      >
        <button
          type="button"
          css={iconButtonStyles(theme)}
          data-part="collapse"
          aria-label={isCollapsed ? expandSideMenuLabel : collapseSideMenuLabel}
          aria-expanded={!isCollapsed}
          aria-controls={navigationId}
          onClick={() => setSideMenuOpen(isCollapsed)}
        >
          {isCollapsed ? <SidebarExpandIcon size={18} /> : <SidebarCollapseIcon size={18} />}
        </button>
        <div id={navigationId} data-part="navigation" hidden={isCollapsed}>
          <Navigation
            groups={groups}
            onNavigate={onNavigate}
            aria-label={navigationLabel}
            {...behaviour}
          />
        </div>
      </div>

      <div
        ref={mobileMenuRef}
        id={mobileMenuId}
        css={mobileMenuStyles(theme)}
        hidden={!isMenuOpen}
        data-part="mobile-menu"
      >
        {isMenuOpen && (
          <MobileNavigation
            groups={groups}
            aria-label={navigationLabel}
            backLabel={backLabel}
            onNavigate={(href) => {
              closeMenu();
              onNavigate?.(href);
            }}
            {...behaviour}
          />
        )}
      </div>

      <Content
        css={mainStyles(theme)}
        data-collapsed={isCollapsed || undefined}
        inert={isPageBehind}
      >
        <InnerLayout
          aside={aside}
          asideLabel={asideLabel}
          stickyTop={theme.sizes.topBar + theme.space[5]}
        >
          {children}
        </InnerLayout>
      </Content>
    </div>
  );
}

import { ClassNames } from '@emotion/react';
import { useTheme } from '../../theme/useTheme';
import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { containsPath, isBranch, isExternalHref, type NavigationItem } from '../../lib/navigation';
import { visuallyHidden } from '../../theme/styles';
import { ChevronDownIcon, ExternalLinkIcon, LockIcon } from '../Iconography/icons';
import { itemStyles, listStyles } from './Navigation.styles';

/** What a custom link (such as a router's) receives from the navigation. */
export interface NavigationLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
  'data-nav-item': string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface NavigationBehaviour {
  /** The path of the page shown; its entry is marked current and its branches open. */
  currentPath: string;
  /** Called with the href of a followed internal link; the browser's own navigation is then prevented. */
  onNavigate?: (href: string) => void;
  /** Called when a disabled entry is hovered, tapped or activated with the keyboard. */
  onDisabledItem?: (item: NavigationItem) => void;
  /** Renders internal links, for example as a router's link component. */
  renderLink?: (props: NavigationLinkProps, item: NavigationItem) => ReactNode;
  /**
   * Said after the name of a link that opens in a new tab (one whose address starts with http).
   * @default 'opens in a new tab'
   */
  newTabLabel?: string;
}

interface NavigationTreeProps extends NavigationBehaviour {
  items: readonly NavigationItem[];
  depth: number;
  openBranches: ReadonlySet<string>;
  onToggleBranch: (href: string) => void;
  id?: string;
  hidden?: boolean;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The nested list of entries shared by the side navigation and the mobile menu. */
export function NavigationTree({
  items,
  depth,
  openBranches,
  onToggleBranch,
  id,
  hidden,
  ...behaviour
}: NavigationTreeProps) {
  const theme = useTheme();
  return (
    <ul css={listStyles(theme, depth)} id={id} hidden={hidden}>
      {items.map((item) => (
        <li key={item.href}>
          <NavigationEntry
            item={item}
            depth={depth}
            openBranches={openBranches}
            onToggleBranch={onToggleBranch}
            {...behaviour}
          />
        </li>
      ))}
    </ul>
  );
}

interface NavigationEntryProps extends NavigationBehaviour {
  item: NavigationItem;
  depth: number;
  openBranches: ReadonlySet<string>;
  onToggleBranch: (href: string) => void;
}

function NavigationEntry({
  item,
  depth,
  openBranches,
  onToggleBranch,
  ...behaviour
}: NavigationEntryProps) {
  const theme = useTheme();
  const childrenId = useId();
  const {
    currentPath,
    onNavigate,
    onDisabledItem,
    renderLink,
    newTabLabel = 'opens in a new tab',
  } = behaviour;
  const styles = itemStyles(theme);

  if (isBranch(item)) {
    const isOpen = openBranches.has(item.href);
    const holdsCurrent = containsPath(item, currentPath);
    return (
      <>
        <button
          type="button"
          css={styles}
          aria-expanded={isOpen}
          aria-controls={childrenId}
          data-nav-item={item.label}
          data-holds-current={holdsCurrent || undefined}
          onClick={() => onToggleBranch(item.href)}
        >
          {item.label}
          <span data-part="end">
            <ChevronDownIcon size={14} data-part="chevron" />
          </span>
        </button>
        <NavigationTree
          id={childrenId}
          hidden={!isOpen}
          items={item.items ?? []}
          depth={depth + 1}
          openBranches={openBranches}
          onToggleBranch={onToggleBranch}
          {...behaviour}
        />
      </>
    );
  }

  if (item.disabled) {
    const notify = () => onDisabledItem?.(item);
    return (
      // A disabled entry stays focusable so keyboard and screen-reader users meet it and its notice.
      <a
        role="link"
        tabIndex={0}
        aria-disabled="true"
        css={styles}
        data-nav-item={item.label}
        onMouseEnter={notify}
        onClick={(event) => {
          event.preventDefault();
          notify();
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') notify();
        }}
      >
        {item.label}
        <span data-part="end">
          <LockIcon size={14} />
        </span>
      </a>
    );
  }

  if (isExternalHref(item.href)) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        css={styles}
        data-nav-item={item.label}
      >
        {item.label}
        <span css={visuallyHidden}> ({newTabLabel})</span>
        <span data-part="end">
          <ExternalLinkIcon size={14} />
        </span>
      </a>
    );
  }

  const isCurrent = containsPath({ ...item, items: [] }, currentPath);
  const linkProps: NavigationLinkProps = {
    href: item.href,
    children: item.label,
    'aria-current': isCurrent ? 'page' : undefined,
    'data-nav-item': item.label,
    onClick: (event) => {
      if (!onNavigate || !isPlainClick(event)) return;
      event.preventDefault();
      onNavigate(item.href);
    },
  };
  if (renderLink) {
    return (
      <ClassNames>
        {({ css: toClassName }) =>
          renderLink({ ...linkProps, className: toClassName(styles) }, item)
        }
      </ClassNames>
    );
  }
  return <a css={styles} {...linkProps} />;
}

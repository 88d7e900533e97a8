import { css } from '@emotion/react';
import { useTheme } from '../../theme/useTheme';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  type ComponentPropsWithRef,
  type MouseEvent,
} from 'react';
import { useScrollSpy } from '../../hooks/useScrollSpy';
import { prefersReducedMotion } from '../../lib/media';
import { tocIds, type TocItem } from '../../lib/tableOfContents';
import { durations, sizes } from '../../tokens';
import { TableOfContents } from '../TableOfContents';

export interface OnThisPageProps extends Omit<ComponentPropsWithRef<'nav'>, 'children' | 'title'> {
  /** The page's sections: label, `#id` href and optional subitems. */
  items: readonly TocItem[];
  /**
   * Heading above the list; also the navigation landmark's name unless `aria-label` is given.
   * @default 'On this page'
   */
  title?: string;
  /**
   * Names the navigation landmark instead of the visible title, for a page with more than one
   * such list.
   */
  'aria-label'?: string;
  /**
   * Space kept above a section scrolled to, and the line where a section becomes current, in px.
   * @default 128
   */
  offset?: number;
  /**
   * How a click writes the section into the URL: `replace` keeps the history clean, `push`
   * adds an entry per click.
   * @default 'replace'
   */
  hashUpdate?: 'replace' | 'push';
  /**
   * How long scroll tracking stays off after a click, in ms.
   * @default 800
   */
  suppressFor?: number;
  /**
   * Debounce of the URL hash update after a click, in ms.
   * @default 60
   */
  hashDelay?: number;
}

const titleStyles = css({
  margin: '0 0 8px',
  fontSize: 12,
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

/**
 * The "On this page" table of contents: follows the scroll position and scrolls smoothly to a
 * section when an entry is clicked.
 */
export function OnThisPage({
  items,
  title = 'On this page',
  offset = sizes.scrollOffset,
  hashUpdate = 'replace',
  suppressFor = durations.scrollSpySuppression,
  hashDelay = durations.hashUpdateDebounce,
  ...rest
}: OnThisPageProps) {
  const theme = useTheme();
  const titleId = useId();
  const ids = useMemo(() => tocIds(items), [items]);
  const { activeId, activate } = useScrollSpy(ids, { offset });
  const hashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hashTimer.current), []);

  const handleItemClick = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const id = decodeURIComponent(href.replace(/^#/, ''));
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    activate(id, suppressFor);

    const reduceMotion = prefersReducedMotion();
    window.scrollTo({
      top: target.getBoundingClientRect().top + window.scrollY - offset,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
    // Like a skip link: keyboard users continue reading from the section, not from the list.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });

    clearTimeout(hashTimer.current);
    hashTimer.current = setTimeout(() => {
      const url = `${window.location.pathname}${window.location.search}#${encodeURIComponent(id)}`;
      if (hashUpdate === 'push') window.history.pushState(window.history.state, '', url);
      else window.history.replaceState(window.history.state, '', url);
    }, hashDelay);
  };

  if (items.length === 0) return null;
  return (
    <nav
      aria-labelledby={rest['aria-label'] ? undefined : titleId}
      css={css({ fontFamily: theme.fontFamily.sans })}
      {...rest}
    >
      <p id={titleId} css={[titleStyles, css({ color: theme.colors.textMuted })]}>
        {title}
      </p>
      <TableOfContents
        items={items}
        activeHref={activeId === null ? null : `#${encodeURIComponent(activeId)}`}
        onItemClick={handleItemClick}
      />
    </nav>
  );
}

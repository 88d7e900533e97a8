import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import type { TocItem } from '../../lib/tableOfContents';
import { linkStyles, listStyles, rootStyles } from './TableOfContents.styles';

export interface TableOfContentsProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Sections with label, `#id` href and optional subitems. */
  items: readonly TocItem[];
  /** Href of the current section, marked with `aria-current="location"`. */
  activeHref?: string | null;
  /** Called on a click on an entry; call `event.preventDefault()` to take over the scrolling. */
  onItemClick?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A nested list of in-page links that marks the current section. */
export function TableOfContents({
  items,
  activeHref = null,
  onItemClick,
  ...rest
}: TableOfContentsProps) {
  const theme = useTheme();
  return (
    <div css={rootStyles(theme)} {...rest}>
      <TocList items={items} depth={0} activeHref={activeHref} onItemClick={onItemClick} />
    </div>
  );
}

interface TocListProps extends Pick<TableOfContentsProps, 'items' | 'activeHref' | 'onItemClick'> {
  depth: number;
}

function TocList({ items, depth, activeHref, onItemClick }: TocListProps) {
  const theme = useTheme();
  return (
    <ul css={listStyles(theme, depth)} data-depth={depth}>
      {items.map((item) => {
        const isActive = item.href === activeHref;
        return (
          <li key={item.href}>
            <a
              href={item.href}
              css={linkStyles(theme)}
              data-active={isActive || undefined}
              aria-current={isActive ? 'location' : undefined}
              onClick={(event) => onItemClick?.(item.href, event)}
            >
              {item.label}
            </a>
            {item.items && item.items.length > 0 && (
              <TocList
                items={item.items}
                depth={depth + 1}
                activeHref={activeHref}
                onItemClick={onItemClick}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

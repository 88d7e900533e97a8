import { useTheme } from '../../theme/useTheme';
import { useId, type ComponentPropsWithRef } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { isExternalHref } from '../../lib/navigation';
import { ChevronDownIcon, ExternalLinkIcon } from '../Iconography/icons';
import { linkStyles, listStyles, rootStyles, toggleStyles } from './CollapsableMenu.styles';

/** One link of a CollapsableMenu. */
export interface CollapsableMenuLink {
  /** Text of the link. */
  label: string;
  /** Address; one starting with http opens in a new tab. */
  href: string;
  /** Marks the page the reader is on (`aria-current="page"`). */
  current?: boolean;
}

export interface CollapsableMenuProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'defaultValue'
> {
  /** Text of the button that shows and hides the links. */
  label: string;
  /** The links, in order. */
  items: CollapsableMenuLink[];
  /** Whether the links show, for a controlled menu. */
  open?: boolean;
  /**
   * Shows the links at first when uncontrolled. A menu holding the current page opens anyway.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the links are shown or hidden. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Said after the name of a link that opens in a new tab (one whose address starts with http).
   * @default 'opens in a new tab'
   */
  newTabLabel?: string;
}

/**
 * A button that shows and hides a list of links (the disclosure pattern). The `ref` and other
 * props go to the wrapping element.
 */
export function CollapsableMenu({
  label,
  items,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  newTabLabel = 'opens in a new tab',
  ...rest
}: CollapsableMenuProps) {
  const theme = useTheme();
  const listId = useId();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen || items.some((item) => item.current),
    onChange: onOpenChange,
    component: 'CollapsableMenu',
    prop: 'open',
  });

  const toggle = () => setOpen(!open);

  return (
    <div css={rootStyles(theme)} data-state={open ? 'open' : 'closed'} {...rest}>
      <button
        type="button"
        css={toggleStyles(theme)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {label}
        <ChevronDownIcon data-part="chevron" />
      </button>
      <ul id={listId} css={listStyles(theme)} hidden={!open}>
        {items.map((item) => {
          const isExternal = isExternalHref(item.href);
          return (
            <li key={`${item.label}-${item.href}`}>
              <a
                href={item.href}
                css={linkStyles(theme)}
                aria-current={item.current ? 'page' : undefined}
                {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {item.label}
                {isExternal && <ExternalLinkIcon size={14} title={newTabLabel} />}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useTheme } from '../../theme/useTheme';
import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { pill } from '../../theme/styles';
import { OneLineLabel } from '../../theme/OneLineLabel';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../Iconography/icons';

export interface TagProps extends ComponentPropsWithRef<'span'> {
  /** The label. */
  children: ReactNode;
  /** A leading icon. */
  icon?: ReactNode;
  /**
   * Shows a remove button and is called when it is pressed. When the tag then leaves the page,
   * focus moves to the next removable tag beside it, else the previous one.
   */
  onRemove?: () => void;
  /**
   * Accessible name of the remove button; by default "Remove" and the label.
   */
  removeLabel?: string;
}

/**
 * The remove buttons of the removable tags beside `tag`, the following ones first (nearest
 * first), then the preceding ones (nearest first). Tags are siblings, or each sits in its own
 * list item.
 */
function neighbourButtons(tag: Element): HTMLButtonElement[] {
  const item = tag.parentElement?.tagName === 'LI' ? tag.parentElement : tag;
  const siblings = [...(item.parentElement?.children ?? [])];
  const buttonOf = (element: Element) =>
    (element.matches('[data-removable]')
      ? element
      : element.querySelector(':scope > [data-removable]')
    )?.querySelector<HTMLButtonElement>(':scope > button') ?? null;
  const index = siblings.indexOf(item);
  return [...siblings.slice(index + 1), ...siblings.slice(0, index).reverse()]
    .map(buttonOf)
    .filter((button) => button !== null);
}

/** Labels an item with a keyword or category, optionally removable. */
export function Tag({ children, icon, onRemove, removeLabel, ...rest }: TagProps) {
  const theme = useTheme();
  const label = removeLabel ?? `Remove ${typeof children === 'string' ? children : 'tag'}`;
  // Set as the remove button is pressed, cleared when focus moves on to something else.
  const neighbours = useRef<HTMLButtonElement[] | null>(null);

  // The focused remove button leaves the page with its tag and focus would fall to <body>;
  // it goes to a neighbouring tag instead, unless the owner has already put it somewhere.
  useEffect(
    () => () => {
      const candidates = neighbours.current;
      const document = candidates?.[0]?.ownerDocument;
      if (!candidates || !document) return;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      candidates.find((button) => button.isConnected && !button.disabled)?.focus();
    },
    [],
  );

  return (
    <span css={pill(theme)} data-removable={onRemove ? '' : undefined} {...rest}>
      {icon}
      <OneLineLabel>{children}</OneLineLabel>
      {onRemove && (
        <IconButton
          size="xsmall"
          icon={<CloseIcon size={12} />}
          aria-label={label}
          onClick={(event) => {
            const tag = event.currentTarget.parentElement;
            neighbours.current = tag ? neighbourButtons(tag) : null;
            onRemove();
          }}
          onBlur={(event) => {
            if (event.relatedTarget) neighbours.current = null;
          }}
        />
      )}
    </span>
  );
}

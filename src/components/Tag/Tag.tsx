import { useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { CloseIcon } from '../Iconography/icons';
import { removeButtonStyles, tagStyles } from './Tag.styles';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** The label. */
  children: ReactNode;
  /** A leading icon. */
  icon?: ReactNode;
  /** Shows a remove button and is called when it is pressed. */
  onRemove?: () => void;
  /**
   * Accessible name of the remove button; by default "Remove" and the label.
   */
  removeLabel?: string;
}

/** Labels an item with a keyword or category, optionally removable. */
export function Tag({ children, icon, onRemove, removeLabel, ...rest }: TagProps) {
  const theme = useTheme();
  const label = removeLabel ?? `Remove ${typeof children === 'string' ? children : 'tag'}`;
  return (
    <span css={tagStyles(theme)} data-removable={onRemove ? '' : undefined} {...rest}>
      {icon}
      {children}
      {onRemove && (
        <button type="button" css={removeButtonStyles(theme)} aria-label={label} onClick={onRemove}>
          <CloseIcon size={12} />
        </button>
      )}
    </span>
  );
}

import { useTheme } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { pill } from '../../theme/styles';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../Iconography/icons';

export interface TagProps extends ComponentPropsWithRef<'span'> {
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
    <span css={pill(theme)} data-removable={onRemove ? '' : undefined} {...rest}>
      {icon}
      {children}
      {onRemove && (
        <IconButton
          size="xsmall"
          icon={<CloseIcon size={12} />}
          aria-label={label}
          onClick={() => onRemove()}
        />
      )}
    </span>
  );
}

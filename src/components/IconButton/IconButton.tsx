import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { iconButtonSizes, iconButtonStyles } from './IconButton.styles';

export type IconButtonSize = keyof typeof iconButtonSizes;
const sizes = Object.keys(iconButtonSizes) as IconButtonSize[];

/**
 * An icon says nothing to a screen reader, so the button needs a name: `aria-label`, or
 * `aria-labelledby` pointing at visible text.
 */
export type IconButtonName =
  | { 'aria-label': string; 'aria-labelledby'?: string }
  | { 'aria-labelledby': string; 'aria-label'?: string };

export type IconButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'aria-labelledby'
> &
  IconButtonName & {
    /** The icon, such as `<CloseIcon />`; it is decorative, the button's name speaks for it. */
    icon: ReactNode;
    /**
     * Side of the square: `xsmall` 20 px (round, inside a tag), `small` 24 px, `medium` 28 px,
     * `large` 32 px (a control's height).
     * @default 'large'
     */
    size?: IconButtonSize;
    /**
     * Submits the surrounding form; otherwise the button is `type="button"`.
     * @default false
     */
    submit?: boolean;
  };

/** A square button holding one icon, named by `aria-label`: close, remove, copy, more. */
export function IconButton({ icon, size = 'large', submit = false, ...rest }: IconButtonProps) {
  const theme = useTheme();
  const safeSize = checkOneOf('IconButton', 'size', size, sizes, 'large');
  return (
    <button
      type={submit ? 'submit' : 'button'}
      css={iconButtonStyles(theme)}
      data-size={safeSize}
      {...rest}
    >
      {icon}
    </button>
  );
}

import { useTheme } from '../../theme/useTheme';
import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  ElementType,
  MouseEvent,
  ReactNode,
  Ref,
} from 'react';
import { useAnnouncement } from '../../hooks/useAnnouncer';
import { checkOneOf } from '../../lib/devWarning';
import { statusTones, type StatusTone } from '../../theme/theme';
import { durations } from '../../tokens';
import { OneLineLabel } from '../../theme/OneLineLabel';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '../Iconography/icons';
import { buttonStyles, indicatorStyles, labelStyles, spinnerStyles } from './Button.styles';
import { useButtonStatus } from './useButtonStatus';

export const buttonVariants = ['primary', 'secondary', 'tertiary'] as const;
/** Visual weight: `primary` is filled, `secondary` tinted, `tertiary` text-only. */
export type ButtonVariant = (typeof buttonVariants)[number];

type NativeProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement> & AnchorHTMLAttributes<HTMLAnchorElement>,
  'type' | 'disabled' | 'href' | 'onClick' | 'children'
>;

export interface ButtonProps extends NativeProps {
  /** The label. */
  children: ReactNode;
  /**
   * Element or component to render, such as a router's link component. Defaults to `a` when
   * `href` is set and `button` otherwise.
   */
  as?: ElementType;
  /** Turns the button into a link to this address. */
  href?: string;
  /**
   * Opens `href` in a new tab, safely (`rel="noopener noreferrer"`).
   * @default false
   */
  targetBlank?: boolean;
  /**
   * Blocks interaction and shows the disabled look. Buttons leave the tab order; links lose their address.
   * @default false
   */
  disabled?: boolean;
  /**
   * Shows the pressed state: `aria-pressed` on a button, `aria-current="page"` on a link.
   * @default false
   */
  active?: boolean;
  /**
   * Visual weight: `primary` is filled, `secondary` tinted, `tertiary` text-only.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Intent colour.
   * @default 'primary'
   */
  tone?: StatusTone;
  /**
   * Shows a spinner and ignores clicks. When it turns false a success tick shows for 1.6 s.
   * @default false
   */
  waiting?: boolean;
  /**
   * Submits the surrounding form (`type="submit"`); otherwise the button is `type="button"`.
   * @default false
   */
  submit?: boolean;
  /**
   * Adds a trailing arrow that nudges forward on hover.
   * @default false
   */
  arrow?: boolean;
  /**
   * Adds a leading arrow that nudges back on hover.
   * @default false
   */
  backArrow?: boolean;
  /**
   * How long the success tick shows after waiting ends, in ms.
   * @default 1600
   */
  successDuration?: number;
  /**
   * Announced to screen readers (through the library's one live region) while waiting.
   * @default 'Please wait'
   */
  waitingLabel?: string;
  /**
   * Announced to screen readers (through the library's one live region) when waiting ends.
   * @default 'Done'
   */
  successLabel?: string;
  /** Called on click, except while disabled, waiting or showing the success tick. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Reference to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/** Starts an action or navigates; shows progress and success on the button itself. */
export function Button({
  children,
  as,
  href,
  targetBlank = false,
  disabled = false,
  active = false,
  variant = 'primary',
  tone = 'primary',
  waiting = false,
  submit = false,
  arrow = false,
  backArrow = false,
  successDuration = durations.successTick,
  waitingLabel = 'Please wait',
  successLabel = 'Done',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const theme = useTheme();
  const status = useButtonStatus(waiting, successDuration);
  const isBusy = status !== 'idle';

  const safeTone = checkOneOf('Button', 'tone', tone, statusTones, 'primary');
  const safeVariant = checkOneOf('Button', 'variant', variant, buttonVariants, 'primary');
  useAnnouncement(status === 'waiting' ? waitingLabel : status === 'success' ? successLabel : '');

  const isLink = href !== undefined;
  const Component: ElementType = as ?? (isLink ? 'a' : 'button');
  const isNativeButton = Component === 'button';

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (disabled || isBusy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const elementProps: Record<string, unknown> = isNativeButton
    ? {
        type: submit ? 'submit' : 'button',
        disabled,
        'aria-pressed': active || undefined,
      }
    : {
        href: disabled ? undefined : href,
        // Without an address a link is no longer a link to assistive technology; keep its role.
        role: disabled ? 'link' : undefined,
        'aria-current': active ? 'page' : undefined,
        ...(targetBlank && { target: '_blank', rel: 'noopener noreferrer' }),
      };

  return (
    <Component
      ref={ref}
      css={buttonStyles(theme, safeVariant, theme.tones[safeTone])}
      data-variant={safeVariant}
      data-tone={safeTone}
      data-status={status}
      data-active={active || undefined}
      data-disabled={disabled || undefined}
      aria-disabled={disabled || isBusy || undefined}
      aria-busy={status === 'waiting' || undefined}
      onClick={handleClick}
      {...elementProps}
      {...rest}
    >
      <span css={labelStyles}>
        {backArrow && <ArrowLeftIcon data-arrow="back" />}
        <OneLineLabel>{children}</OneLineLabel>
        {arrow && <ArrowRightIcon data-arrow="forward" />}
      </span>
      {status === 'waiting' && (
        <span css={indicatorStyles} data-part="spinner">
          <span css={spinnerStyles(theme)} data-part="spinner-ring" />
        </span>
      )}
      {status === 'success' && (
        <span css={indicatorStyles} data-part="success">
          <CheckIcon />
        </span>
      )}
    </Component>
  );
}

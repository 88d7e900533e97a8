import { useTheme } from '@emotion/react';
import type { HTMLAttributes, Ref } from 'react';
import { defaultToastTitle, toastTones, type ToastTone } from '../../lib/toastQueue';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../Iconography/icons';
import { closeButtonStyles, messageStyles, titleStyles, toastStyles } from './Toast.styles';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /**
   * The headline.
   * @default 'It worked!'
   */
  title?: string;
  /** The detail below the headline. */
  message: string;
  /**
   * Intent: picks the icon and its colour.
   * @default 'success'
   */
  tone?: ToastTone;
  /** Shows a close button that calls this. Without it the toast has no close button. */
  onClose?: () => void;
  /**
   * Accessible name of the close button.
   * @default 'Dismiss notification'
   */
  closeLabel?: string;
  /**
   * Makes the toast its own polite live region (`role="status"`), for a toast rendered on its
   * own. The `ToastProvider` turns it off because its viewport is the live region.
   * @default true
   */
  announce?: boolean;
  /** Reference to the toast element. */
  ref?: Ref<HTMLDivElement>;
}

const toneIcons = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
} satisfies Record<ToastTone, unknown>;

/** A short, non-blocking notification with a title, a message and an optional close button. */
export function Toast({
  title = defaultToastTitle,
  message,
  tone = 'success',
  onClose,
  closeLabel = 'Dismiss notification',
  announce = true,
  ref,
  ...rest
}: ToastProps) {
  const theme = useTheme();
  const isKnownTone = toastTones.includes(tone);
  if (process.env.NODE_ENV !== 'production' && !isKnownTone) {
    console.warn(`Toast: unknown tone "${tone}", using "info".`);
  }
  const safeTone: ToastTone = isKnownTone ? tone : 'info';
  const Icon = toneIcons[safeTone];

  return (
    <div
      ref={ref}
      css={toastStyles(theme, safeTone)}
      data-tone={safeTone}
      {...(announce && { role: 'status', 'aria-atomic': true })}
      {...rest}
    >
      <span data-part="icon">
        <Icon size={18} />
      </span>
      <div>
        <p css={titleStyles(theme)}>{title}</p>
        <p css={messageStyles(theme)}>{message}</p>
      </div>
      {onClose ? (
        <button
          type="button"
          css={closeButtonStyles(theme)}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon size={14} />
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}

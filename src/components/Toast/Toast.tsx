import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { useAnnouncement } from '../../hooks/useAnnouncer';
import { defaultToastTitles, isAssertiveTone, spokenToastText } from '../../lib/toastQueue';
import { statusTones, type StatusTone } from '../../theme/theme';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, statusToneIcons } from '../Iconography/icons';
import { messageStyles, titleStyles, toastStyles } from './Toast.styles';

export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /**
   * The headline. Without one the toast is headed by its tone's title (`defaultToastTitles`):
   * "It worked!" for success, "Something went wrong" for danger, "Heads up" for warning, "Good
   * to know" for the others.
   * @default defaultToastTitles[tone]
   */
  title?: string;
  /** The detail below the headline. */
  message: string;
  /**
   * Intent: picks the icon and its colour.
   * @default 'success'
   */
  tone?: StatusTone;
  /** Shows a close button that calls this. Without it the toast has no close button. */
  onClose?: () => void;
  /**
   * Accessible name of the close button.
   * @default 'Dismiss notification'
   */
  closeLabel?: string;
  /**
   * Announces the toast when it appears, through the library's one live region: danger and
   * warning assertively (`role="alert"`), the other tones politely (`role="status"`). The
   * `ToastProvider` turns it off because it announces the toasts it shows itself.
   * @default true
   */
  announce?: boolean;
}

/** A short, non-blocking notification with a title, a message and an optional close button. */
export function Toast({
  title: givenTitle,
  message,
  tone = 'success',
  onClose,
  closeLabel = 'Dismiss notification',
  announce = true,
  ...rest
}: ToastProps) {
  const theme = useTheme();
  const safeTone = checkOneOf('Toast', 'tone', tone, statusTones, 'info');
  const Icon = statusToneIcons[safeTone];
  const title = givenTitle ?? defaultToastTitles[safeTone];
  useAnnouncement(
    announce ? spokenToastText({ title, message }) : '',
    isAssertiveTone(safeTone) ? 'assertive' : 'polite',
  );

  return (
    <div css={toastStyles(theme, safeTone)} data-tone={safeTone} {...rest}>
      <span data-part="icon">
        <Icon size={18} />
      </span>
      <div>
        <p css={titleStyles(theme)}>{title}</p>
        <p css={messageStyles(theme)}>{message}</p>
      </div>
      {onClose ? (
        <IconButton
          size="small"
          data-part="close"
          icon={<CloseIcon size={14} />}
          aria-label={closeLabel}
          onClick={() => onClose()}
        />
      ) : (
        <span />
      )}
    </div>
  );
}

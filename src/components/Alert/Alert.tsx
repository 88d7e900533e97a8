import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { checkOneOf } from '../../lib/devWarning';
import { statusTones, type StatusTone } from '../../theme/theme';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon, statusToneIcons } from '../Iconography/icons';
import {
  actionSlotStyles,
  actionStyles,
  alertStyles,
  bodyStyles,
  iconStyles,
  titleStyles,
} from './Alert.styles';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The message. */
  children: ReactNode;
  /**
   * Intent: `info` and `success` are announced politely (`status`), `warning` and `danger`
   * at once (`alert`).
   * @default 'info'
   */
  tone?: StatusTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** A control for what the reader can do about it, usually a small Button. */
  action?: ReactNode;
  /** Shows a close button and is called when it is pressed. */
  onDismiss?: () => void;
  /**
   * Accessible name of the close button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
}

/** Tells the reader something that needs their attention, with an optional action. */
export function Alert({
  children,
  tone = 'info',
  title,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  ...rest
}: AlertProps) {
  const theme = useTheme();
  const safeTone = checkOneOf('Alert', 'tone', tone, statusTones, 'info');
  const Icon = statusToneIcons[safeTone];
  const isUrgent = safeTone === 'warning' || safeTone === 'danger';

  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      css={alertStyles(theme, safeTone)}
      data-tone={safeTone}
      {...rest}
    >
      <span css={iconStyles(theme, safeTone)}>
        <Icon size={18} />
      </span>
      <div css={bodyStyles(theme)}>
        {title && <p css={titleStyles(theme)}>{title}</p>}
        <div>{children}</div>
      </div>
      {(action || onDismiss) && (
        <div css={actionStyles(theme)}>
          {action && (
            <span css={actionSlotStyles(theme)} data-part="action">
              {action}
            </span>
          )}
          {onDismiss && (
            <IconButton
              size="medium"
              icon={<CloseIcon size={16} />}
              aria-label={dismissLabel}
              onClick={() => onDismiss()}
            />
          )}
        </div>
      )}
    </div>
  );
}

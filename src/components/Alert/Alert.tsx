import { useTheme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../Iconography/icons';
import {
  actionStyles,
  alertStyles,
  bodyStyles,
  dismissStyles,
  iconStyles,
  titleStyles,
  type AlertTone,
} from './Alert.styles';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The message. */
  children: ReactNode;
  /**
   * Intent: `info` and `success` are announced politely (`status`), `warning` and `danger`
   * at once (`alert`).
   * @default 'info'
   */
  tone?: AlertTone;
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

const toneIcons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: ErrorIcon };
const isKnownTone = (tone: string): tone is AlertTone => tone in toneIcons;

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
  if (process.env.NODE_ENV !== 'production' && !isKnownTone(tone)) {
    console.warn(`Alert: unknown tone "${tone}", using "info".`);
  }
  const safeTone = isKnownTone(tone) ? tone : 'info';
  const Icon = toneIcons[safeTone];
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
          {action}
          {onDismiss && (
            <button
              type="button"
              css={dismissStyles(theme)}
              aria-label={dismissLabel}
              onClick={onDismiss}
            >
              <CloseIcon size={16} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}

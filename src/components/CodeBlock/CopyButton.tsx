import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef, RefObject } from 'react';
import { useAnnouncement } from '../../hooks/useAnnouncer';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { CheckIcon, CopyIcon, ErrorIcon } from '../Iconography/icons';
import { copyButtonStyles } from './CodeBlock.styles';

export interface CopyButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'onClick' | 'type'
> {
  /** The text written to the clipboard. */
  text: string;
  /**
   * Accessible name while idle (the button shows only an icon then).
   * @default 'Copy code'
   */
  'aria-label'?: string;
  /**
   * Text shown, and announced through the library's live region, after a successful copy.
   * @default 'Copied'
   */
  copiedLabel?: string;
  /**
   * Text shown, and announced at once, when the browser refuses the write (no permission, an
   * insecure page). It stays while the text selected by `selectOnFailure` stays selected, or
   * until the next click.
   * @default 'Copy failed'
   */
  failedLabel?: string;
  /**
   * The element whose text is selected when the browser refuses the write, so the reader can
   * copy it by hand. Say so in `failedLabel`.
   */
  selectOnFailure?: RefObject<Element | null>;
}

/**
 * A small button that copies text and says "Copied" for 1000 ms. When the browser refuses, it
 * says `failedLabel` and selects the text of `selectOnFailure`, and the failure is logged.
 */
export function CopyButton({
  text,
  'aria-label': ariaLabel = 'Copy code',
  copiedLabel = 'Copied',
  failedLabel = 'Copy failed',
  selectOnFailure,
  ...rest
}: CopyButtonProps) {
  const theme = useTheme();
  const { status, copy } = useCopyToClipboard();
  useAnnouncement(status === 'copied' ? copiedLabel : '');
  useAnnouncement(status === 'failed' ? failedLabel : '', 'assertive');
  const shown = { idle: ariaLabel, copied: copiedLabel, failed: failedLabel }[status];
  return (
    <button
      type="button"
      css={copyButtonStyles(theme)}
      data-status={status}
      aria-label={shown}
      title={ariaLabel}
      onClick={() => void copy(text, selectOnFailure?.current)}
      {...rest}
    >
      {
        {
          idle: <CopyIcon size={14} />,
          copied: <CheckIcon size={14} />,
          failed: <ErrorIcon size={14} />,
        }[status]
      }
      {status !== 'idle' && <span aria-hidden="true">{shown}</span>}
    </button>
  );
}

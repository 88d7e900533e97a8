import { useTheme } from '../../theme/useTheme';
import type { ComponentPropsWithRef } from 'react';
import { useAnnouncement } from '../../hooks/useAnnouncer';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { CheckIcon, CopyIcon } from '../Iconography/icons';
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
}

/** A small button that copies text and says "Copied" for 1000 ms. */
export function CopyButton({
  text,
  'aria-label': ariaLabel = 'Copy code',
  copiedLabel = 'Copied',
  ...rest
}: CopyButtonProps) {
  const theme = useTheme();
  const { isCopied, copy } = useCopyToClipboard();
  useAnnouncement(isCopied ? copiedLabel : '');
  return (
    <button
      type="button"
      css={copyButtonStyles(theme)}
      data-status={isCopied ? 'copied' : 'idle'}
      aria-label={isCopied ? copiedLabel : ariaLabel}
      title={ariaLabel}
      onClick={() => void copy(text)}
      {...rest}
    >
      {isCopied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      {isCopied && <span aria-hidden="true">{copiedLabel}</span>}
    </button>
  );
}

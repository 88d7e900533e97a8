import { useTheme } from '@emotion/react';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { visuallyHidden } from '../../theme/styles';
import { CheckIcon, CopyIcon } from '../Iconography/icons';
import { copyButtonStyles } from './CodeBlock.styles';

export interface CopyButtonProps {
  /** The text written to the clipboard. */
  text: string;
  /**
   * Accessible name while idle.
   * @default 'Copy code'
   */
  label?: string;
  /**
   * Text shown (and announced) after a successful copy.
   * @default 'Copied'
   */
  copiedLabel?: string;
}

/** A small button that copies text and says "Copied" for 1000 ms. */
export function CopyButton({ text, label = 'Copy code', copiedLabel = 'Copied' }: CopyButtonProps) {
  const theme = useTheme();
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <>
      <button
        type="button"
        css={copyButtonStyles(theme)}
        data-state={isCopied ? 'copied' : 'idle'}
        aria-label={isCopied ? copiedLabel : label}
        title={label}
        onClick={() => void copy(text)}
      >
        {isCopied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
        {isCopied && <span aria-hidden="true">{copiedLabel}</span>}
      </button>
      <span role="status" css={visuallyHidden}>
        {isCopied ? copiedLabel : ''}
      </span>
    </>
  );
}

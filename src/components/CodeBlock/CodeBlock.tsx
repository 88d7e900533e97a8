import { useTheme } from '../../theme/useTheme';
import { useRef, type ComponentPropsWithRef } from 'react';
import { warn } from '../../lib/devWarning';
import { codeLanguages } from './highlighter';
import { codeBlockStyles, floatingActionStyles, headerStyles } from './CodeBlock.styles';
import { CopyButton } from './CopyButton';
import {
  StylelessCode,
  SyntaxHighlighter,
  isCodeLanguage,
  renderWithoutStyles,
  type CodeLanguage,
} from './highlighter';

export interface CodeBlockProps extends Omit<
  ComponentPropsWithRef<'figure'>,
  'children' | 'title'
> {
  /** The code, as a string. Either this or `code`. */
  children?: string;
  /** The code, for callers that prefer a prop to children. `children` wins when both are set. */
  code?: string;
  /**
   * Language of the code; unknown languages are shown as plain text.
   * @default 'ts'
   */
  language?: CodeLanguage;
  /**
   * Compact spacing for short snippets inside running text or tables.
   * @default false
   */
  slim?: boolean;
  /**
   * Hides the line numbers.
   * @default false
   */
  minimal?: boolean;
  /** A file name or caption shown in a header above the code. */
  title?: string;
  /**
   * Shows the copy button.
   * @default true
   */
  copyable?: boolean;
  /**
   * The copy button's name while idle.
   * @default 'Copy code'
   */
  copyLabel?: string;
  /**
   * What the copy button says, and announces, for one second after a copy.
   * @default 'Copied'
   */
  copiedLabel?: string;
  /**
   * What the copy button says, and announces, when the browser refuses the write. The code is
   * then selected so the reader can copy it by hand; the text shows while it stays selected.
   * @default 'Copy failed: code selected'
   */
  copyFailedLabel?: string;
}

/**
 * Shows a block of highlighted source code with line numbers and a copy button. Source code
 * reads left to right in a right-to-left page too: the code's lines are laid out left to
 * right, while the title follows the page.
 */
export function CodeBlock({
  children,
  code,
  language = 'ts',
  slim = false,
  minimal = false,
  title,
  copyable = true,
  copyLabel = 'Copy code',
  copiedLabel = 'Copied',
  copyFailedLabel = 'Copy failed: code selected',
  ...rest
}: CodeBlockProps) {
  const theme = useTheme();
  const codeRef = useRef<HTMLElement>(null);
  const isKnown = isCodeLanguage(language);
  if (!isKnown) {
    warn(
      'CodeBlock',
      `prop "language" got "${language}"; expected one of ${codeLanguages.map((name) => `"${name}"`).join(', ')}; showing plain text.`,
    );
  }
  // Trailing newlines of template literals would show as an empty last line.
  const source = (children ?? code ?? '').replace(/\n+$/, '');
  const copyButton = copyable && (
    <CopyButton
      text={source}
      aria-label={copyLabel}
      copiedLabel={copiedLabel}
      failedLabel={copyFailedLabel}
      selectOnFailure={codeRef}
    />
  );

  return (
    <figure
      css={codeBlockStyles(theme)}
      data-language={isKnown ? language : 'text'}
      data-slim={slim || undefined}
      data-minimal={minimal || undefined}
      data-titled={title ? '' : undefined}
      {...rest}
    >
      {title ? (
        <figcaption css={headerStyles(theme)}>
          <span>{title}</span>
          {copyButton}
        </figcaption>
      ) : (
        copyButton && (
          <div css={floatingActionStyles(theme)} dir="ltr">
            {copyButton}
          </div>
        )
      )}
      <SyntaxHighlighter
        language={isKnown ? language : 'text'}
        useInlineStyles={false}
        showLineNumbers={!minimal}
        // Scrollable regions must be reachable by keyboard to be scrolled without a mouse.
        tabIndex={0}
        codeTagProps={{ className: `language-${isKnown ? language : 'text'}`, ref: codeRef }}
        CodeTag={StylelessCode}
        renderer={renderWithoutStyles}
      >
        {source}
      </SyntaxHighlighter>
    </figure>
  );
}

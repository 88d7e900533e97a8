import { css, useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PortalProps {
  /** Content rendered at the end of the document. */
  children?: ReactNode;
  /**
   * Element to render into instead of `document.body`.
   * @default document.body
   */
  container?: Element | null;
}

const schemeScope = css({ display: 'contents' });

/**
 * Renders its content at the end of the document (or into `container`), out of any clipping or
 * stacking context, while keeping the colour scheme of the surrounding `ThemeProvider`.
 */
export function Portal({ children, container }: PortalProps) {
  const theme = useTheme();
  if (typeof document === 'undefined') return null;
  return createPortal(
    // The wrapper carries the scheme, so dark UI stays dark once moved out of its provider.
    <div
      data-tessera-portal=""
      data-tessera-scheme={theme.colorScheme}
      css={[
        schemeScope,
        theme.colors && { color: theme.colors.text, fontFamily: theme.fontFamily.sans },
      ]}
    >
      {children}
    </div>,
    container ?? document.body,
  );
}

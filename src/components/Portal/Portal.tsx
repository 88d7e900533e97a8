import { css } from '@emotion/react';
import { useTheme } from '../../theme/useTheme';
import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PortalProps {
  /** Content rendered at the end of the document. */
  children?: ReactNode;
  /**
   * Element to render into instead of `document.body`.
   * @default document.body
   */
  container?: Element | null;
  /**
   * Writing direction of the content, for content that belongs to a part of the page laid out
   * in another direction than the document. By default it takes the document's (or the
   * container's).
   */
  dir?: 'ltr' | 'rtl';
}

const schemeScope = css({ display: 'contents' });

const subscribeToNothing = () => () => {};
const onTheClient = () => true;
const onTheServer = () => false;

/**
 * False on the server and during hydration, true afterwards (and from the first render of a
 * client-only tree). The server has no document to portal into, so the hydrating render must
 * produce the same nothing; React renders again with the client value right after hydrating.
 */
function useCanPortal() {
  return useSyncExternalStore(subscribeToNothing, onTheClient, onTheServer);
}

/**
 * Renders its content at the end of the document (or into `container`), out of any clipping or
 * stacking context, while keeping the colour scheme of the surrounding `ThemeProvider`. Renders
 * nothing on the server; after hydration the content mounts on the client. It has no root for a
 * caller to style (its wrapper only carries the scheme), so it takes no `ref` or native props.
 */
// @component (for react-docgen: it returns a portal, not JSX)
export function Portal({ children, container, dir }: PortalProps) {
  const theme = useTheme();
  const canPortal = useCanPortal();
  if (!canPortal) return null;
  return createPortal(
    // The wrapper carries the scheme, so dark UI stays dark once moved out of its provider.
    <div
      data-tessera-portal=""
      dir={dir}
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

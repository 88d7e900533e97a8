import { useTheme } from '../../theme/useTheme';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDismissableLayer } from '../../hooks/useDismissableLayer';
import { fitInViewport, transformFromTo, type Box } from '../../lib/zoom';
import { CloseIcon } from '../Iconography/icons';
import { Portal } from '../Portal';
import { closeButtonStyles, overlayStyles } from './Image.styles';

export interface ImageZoomProps {
  src: string;
  alt: string;
  /** Natural width / height of the image. */
  aspectRatio: number;
  /** Where the image sits in the page when the zoom opens. */
  originBox: Box;
  /** Where the image sits in the page now, for shrinking back into it. */
  measureOrigin: () => Box | undefined;
  /** Called once the zoom has shrunk back, to unmount it. */
  onClosed: () => void;
  closeLabel: string;
  /** Accessible name of the dialog. */
  label: string;
  /** The page image's writing direction, which the zoom's close button follows. */
  direction: 'ltr' | 'rtl';
}

type ZoomState = 'opening' | 'open' | 'closing';

/**
 * Makes everything in the body except `layer` inert (hidden from assistive technology, out of
 * the tab order, deaf to the pointer) until the returned function runs. Elements that were inert
 * already stay so; the library's live regions stay reachable so announcements still reach the
 * reader.
 */
function makeOthersInert(layer: Element): () => void {
  const made: HTMLElement[] = [];
  for (const element of Array.from(layer.ownerDocument.body.children)) {
    if (!(element instanceof HTMLElement) || element.contains(layer) || element.inert) continue;
    if (element.hasAttribute('data-tessera-announcer')) continue;
    element.inert = true;
    made.push(element);
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

/**
 * The zoomed image: fixed over the page, as large as fits inside the theme's 24 px zoom
 * margin. It starts drawn over the page image and animates to its place in 300 ms; closing
 * (Escape, scroll, the close button or a click) reverses that.
 */
export function ImageZoom({
  src,
  alt,
  aspectRatio,
  originBox,
  measureOrigin,
  onClosed,
  closeLabel,
  label,
  direction,
}: ImageZoomProps) {
  const theme = useTheme();
  const [state, setState] = useState<ZoomState>('opening');
  const [source, setSource] = useState<Box>(originBox);
  const surface = useRef<HTMLDivElement | null>(null);
  // The page behind the zoom is hidden from assistive technology while it is open: the zoom is
  // a modal dialog, and a screen reader must not wander out of it (the portal may mount a pass
  // later, hence a ref callback rather than an effect).
  const restorePage = useRef<(() => void) | null>(null);
  const surfaceRef = useCallback((element: HTMLDivElement | null) => {
    surface.current = element;
    restorePage.current?.();
    restorePage.current = element ? makeOthersInert(element) : null;
  }, []);
  // Focus goes to the close button as soon as it exists (the portal may mount a pass later).
  const focusCloseButton = useCallback((element: HTMLButtonElement | null) => {
    element?.focus({ preventScroll: true });
  }, []);
  const target = fitInViewport(
    aspectRatio,
    { width: document.documentElement.clientWidth, height: window.innerHeight },
    theme.space[5],
  );

  useLayoutEffect(() => {
    // Two frames: the first paints the image over its place in the page, the second animates.
    let frame = requestAnimationFrame(() => {
      // Unless it was closed meanwhile (an Escape right after opening): closing must win.
      frame = requestAnimationFrame(() =>
        setState((current) => (current === 'opening' ? 'open' : current)),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const isClosing = state === 'closing';
  const close = () => {
    if (isClosing) return;
    setSource(measureOrigin() ?? source);
    setState('closing');
  };
  const closeRef = useRef(close);
  useLayoutEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!isClosing) return;
    // The page comes back as the zoom starts to shrink, so focus can return to the trigger.
    restorePage.current?.();
    restorePage.current = null;
    const timer = setTimeout(onClosed, theme.durations.zoom);
    return () => clearTimeout(timer);
  }, [isClosing, onClosed, theme.durations.zoom]);

  // Escape closes; a click anywhere closes too (handled on the overlay itself).
  useDismissableLayer({
    open: true,
    elements: [surface],
    outsidePress: false,
    onDismiss: () => closeRef.current(),
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // The close button is the only control of the zoom, so Tab stays on it.
      if (event.key === 'Tab') event.preventDefault();
    };
    const onScrollOrResize = () => closeRef.current();
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('scroll', onScrollOrResize, { capture: true, passive: true });
    window.addEventListener('resize', onScrollOrResize);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scroll', onScrollOrResize, { capture: true });
      window.removeEventListener('resize', onScrollOrResize);
    };
  }, []);

  const transform = state === 'open' ? 'none' : transformFromTo(source, target);

  return (
    <Portal dir={direction}>
      <div
        ref={surfaceRef}
        css={overlayStyles(theme)}
        // The shared vocabulary: the zoom is open once its opening motion has run, and closed
        // while it moves from or back to the thumbnail.
        data-state={state === 'open' ? 'open' : 'closed'}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        onClick={close}
      >
        <div data-part="backdrop" />
        <img
          data-part="zoomed-image"
          src={src}
          alt={alt}
          // eslint-disable-next-line no-restricted-syntax -- opened on the client only
          style={{
            // A rectangle measured on the screen (getBoundingClientRect), in its coordinates.
            // eslint-disable-next-line no-restricted-syntax -- a screen position, not a side
            left: target.left,
            top: target.top,
            width: target.width,
            height: target.height,
            transform,
          }}
        />
        <button
          ref={focusCloseButton}
          type="button"
          css={closeButtonStyles(theme)}
          aria-label={closeLabel}
          onClick={(event) => {
            event.stopPropagation();
            close();
          }}
        >
          <CloseIcon size={18} />
        </button>
      </div>
    </Portal>
  );
}

import { useTheme } from '../../theme/useTheme';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import type { Box } from '../../lib/zoom';
import { directionOf, type Direction } from '../../lib/direction';
import { ImageIcon, ZoomInIcon } from '../Iconography/icons';
import {
  fallbackStyles,
  figureStyles,
  frameStyles,
  placeholderStyles,
  zoomTriggerStyles,
} from './Image.styles';
import { ImageZoom } from './ImageZoom';

export type ImageStatus = 'loading' | 'loaded' | 'error';

export interface ImageProps extends Omit<ComponentPropsWithRef<'figure'>, 'onLoad' | 'children'> {
  /** Address of the image. */
  src: string;
  /** Text alternative. Leave empty only for a purely decorative image. */
  alt: string;
  /** Width in px; the image never grows wider than its container. */
  width?: number;
  /** Height in px; with `width` it reserves the space (and the aspect ratio) while loading. */
  height?: number;
  /** A caption under the image. */
  caption?: ReactNode;
  /**
   * Corner radius in px.
   * @default 12
   */
  radius?: number;
  /**
   * Lets the reader zoom the image to fill the window.
   * @default false
   */
  expandable?: boolean;
  /**
   * The browser's loading strategy: `lazy` waits until the image nears the viewport.
   * @default 'eager'
   */
  loading?: 'eager' | 'lazy';
  /** Called when the image has loaded. */
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  /**
   * Accessible name of the zoom button.
   * @default 'Zoom image'
   */
  zoomLabel?: string;
  /**
   * Accessible name of the button that closes the zoom.
   * @default 'Unzoom image'
   */
  unzoomLabel?: string;
  /**
   * Accessible name of the zoomed view when `alt` is empty (otherwise `alt` names it).
   * @default 'Zoomed image'
   */
  zoomedLabel?: string;
}

/** Shows an image with a loading placeholder, a caption and an optional zoom. */
export function Image({
  src,
  alt,
  width,
  height,
  caption,
  radius,
  expandable = false,
  loading = 'eager',
  onLoad,
  zoomLabel = 'Zoom image',
  unzoomLabel = 'Unzoom image',
  zoomedLabel = 'Zoomed image',
  ...rest
}: ImageProps) {
  const theme = useTheme();
  const [result, setResult] = useState<{ src: string; status: ImageStatus }>();
  const status: ImageStatus = result?.src === src ? result.status : 'loading';
  const [zoom, setZoom] = useState<{ box: Box; aspectRatio: number; direction: Direction }>();
  const image = useRef<HTMLImageElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const measureOrigin = useCallback(() => {
    const rect = image.current?.getBoundingClientRect();
    return rect && { left: rect.left, top: rect.top, width: rect.width, height: rect.height };
  }, []);
  const handleZoomClosed = useCallback(() => {
    setZoom(undefined);
    trigger.current?.focus({ preventScroll: true });
  }, []);

  // A server-rendered <img> starts loading as the HTML is parsed and has often loaded, or
  // failed, before React hydrates and attaches onLoad/onError; its event is then over. Once
  // mounted, a settled image gets its event again so the handlers below run (and `onLoad` is
  // called with a real event). `settled` keeps one outcome per address, so a late browser event
  // after this one changes nothing.
  const settled = useRef<string>(undefined);
  useEffect(() => {
    const element = image.current;
    // An <img> with no address yet also counts as complete; it has nothing to report.
    if (!element?.complete || !element.currentSrc || settled.current === src) return;
    element.dispatchEvent(new Event(element.naturalWidth > 0 ? 'load' : 'error'));
  }, [src]);

  const openZoom = () => {
    const box = measureOrigin();
    const element = image.current;
    if (!box || !element) return;
    setZoom({
      box,
      aspectRatio: element.naturalWidth / element.naturalHeight,
      direction: directionOf(element),
    });
  };

  const frameSize = {
    width: width ?? '100%',
    aspectRatio: width && height ? `${width} / ${height}` : undefined,
    minHeight: status === 'loaded' || (width && height) ? undefined : 160,
    borderRadius: radius ?? theme.radii.card,
  };

  return (
    <figure css={figureStyles(theme)} data-status={status} {...rest}>
      <div
        data-status={status}
        data-zoomed={zoom ? '' : undefined}
        css={[frameStyles(theme), frameSize]}
      >
        {status === 'loading' && <span css={placeholderStyles(theme)} data-part="placeholder" />}
        {status === 'error' ? (
          <div css={fallbackStyles(theme)} data-part="fallback" role="img" aria-label={alt}>
            <ImageIcon size={24} />
          </div>
        ) : (
          <img
            // A new address gets a new element, so no frame of the previous image shows.
            key={src}
            ref={image}
            src={src}
            alt={alt}
            width={width}
            height={height}
            loading={loading}
            aria-busy={status === 'loading' || undefined}
            onLoad={(event) => {
              if (settled.current === src) return;
              settled.current = src;
              setResult({ src, status: 'loaded' });
              onLoad?.(event);
            }}
            onError={() => {
              if (settled.current === src) return;
              settled.current = src;
              console.error('Error loading image', src);
              setResult({ src, status: 'error' });
            }}
          />
        )}
        {expandable && status === 'loaded' && (
          <button
            ref={trigger}
            type="button"
            css={zoomTriggerStyles(theme)}
            aria-label={zoomLabel}
            aria-haspopup="dialog"
            aria-expanded={Boolean(zoom)}
            onClick={openZoom}
          >
            <span>
              <ZoomInIcon size={16} />
            </span>
          </button>
        )}
      </div>
      {caption && <figcaption>{caption}</figcaption>}
      {zoom && (
        <ImageZoom
          src={src}
          alt={alt}
          aspectRatio={zoom.aspectRatio}
          originBox={zoom.box}
          measureOrigin={measureOrigin}
          onClosed={handleZoomClosed}
          closeLabel={unzoomLabel}
          label={alt || zoomedLabel}
          direction={zoom.direction}
        />
      )}
    </figure>
  );
}

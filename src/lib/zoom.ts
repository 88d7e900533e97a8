/**
 * Geometry of the image zoom: where a zoomed image sits (as large as fits in the viewport
 * inside a margin, keeping its proportions) and the transform that makes it look as if it
 * still sat in the page, which the zoom animates away.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The largest box of `aspectRatio` (width / height) centred in the viewport inside `margin`. */
export function fitInViewport(
  aspectRatio: number,
  viewport: { width: number; height: number },
  margin: number,
): Box {
  const availableWidth = Math.max(viewport.width - 2 * margin, 1);
  const availableHeight = Math.max(viewport.height - 2 * margin, 1);
  const ratio = aspectRatio > 0 && Number.isFinite(aspectRatio) ? aspectRatio : 1;
  const width = Math.min(availableWidth, availableHeight * ratio);
  const height = width / ratio;
  return {
    left: (viewport.width - width) / 2,
    top: (viewport.height - height) / 2,
    width,
    height,
  };
}

/** CSS transform (origin top left) that draws a box laid out at `to` over the box `from`. */
export function transformFromTo(from: Box, to: Box): string {
  const scaleX = to.width > 0 ? from.width / to.width : 1;
  const scaleY = to.height > 0 ? from.height / to.height : 1;
  return `translate(${from.left - to.left}px, ${from.top - to.top}px) scale(${scaleX}, ${scaleY})`;
}

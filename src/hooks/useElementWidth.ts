/**
 * The width of an element, in px: measured at mount, then again once a resize has settled for
 * `settleDelay` ms (a layout that follows every frame of a window drag would jump). Null until
 * measured, and where `ResizeObserver` is missing.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  settleDelay = 500,
): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, settleDelay);
    });
    observer.observe(element);
    measure();
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, settleDelay]);
  return width;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { currentSection } from '../lib/tableOfContents';
import { durations, sizes } from '../tokens';

export interface ScrollSpyOptions {
  /**
   * Distance from the top of the viewport at which a heading becomes current, in px.
   * @default 128
   */
  offset?: number;
}

export interface ScrollSpy {
  /** Id of the current section, or null when there are no sections. */
  activeId: string | null;
  /**
   * Makes a section current at once and ignores scrolling for `suppressFor` ms (800 by
   * default), so a smooth scroll to it does not light up every section it passes.
   */
  activate: (id: string, suppressFor?: number) => void;
}

/**
 * Tracks which of the sections with these ids is current while the window scrolls. Reads
 * positions at most once per animation frame.
 */
export function useScrollSpy(
  ids: readonly string[],
  { offset = sizes.scrollOffset }: ScrollSpyOptions = {},
): ScrollSpy {
  const [activeId, setActiveId] = useState<string | null>(ids[0] ?? null);
  const suppressedUntil = useRef(0);
  const idsKey = ids.join('\n');

  useEffect(() => {
    const sectionIds = idsKey === '' ? [] : idsKey.split('\n');
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (performance.now() < suppressedUntil.current) return;
      const positions = sectionIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const canScroll = root.scrollHeight > window.innerHeight;
      const isAtBottom = canScroll && window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      const current = currentSection(positions, offset, isAtBottom);
      if (current !== null) setActiveId(current);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [idsKey, offset]);

  const activate = useCallback(
    (id: string, suppressFor: number = durations.scrollSpySuppression) => {
      suppressedUntil.current = performance.now() + suppressFor;
      setActiveId(id);
    },
    [],
  );

  return { activeId, activate };
}

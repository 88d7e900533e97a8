/**
 * The site's colour scheme as the preview sees it: `<html data-site-scheme>`, written before
 * first paint by `preview-head.html` and kept in step by the manager's scheme switch. Without
 * it (a story test, a preview opened on its own) the scheme is light, and so it is on paper
 * (`setPrinting`, see `print.ts`).
 */
import { useSyncExternalStore } from 'react';
import type { ResolvedScheme } from '../site/scheme';

let printing = false;
const printListeners = new Set<() => void>();

/** Whether the page is laid out for print; its readers are told at once, not on a later tick. */
export function setPrinting(value: boolean): void {
  if (printing === value) return;
  printing = value;
  for (const listener of printListeners) listener();
}

function readSiteScheme(): ResolvedScheme {
  return !printing &&
    typeof document !== 'undefined' &&
    document.documentElement.dataset.siteScheme === 'dark'
    ? 'dark'
    : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-site-scheme'] });
  printListeners.add(onChange);
  return () => {
    observer.disconnect();
    printListeners.delete(onChange);
  };
}

export function useSiteScheme(): ResolvedScheme {
  return useSyncExternalStore(subscribe, readSiteScheme, () => 'light');
}

/** Whether the site window is at least `width` px wide (the manager's window, not the frame's). */
export function siteWindowQuery(query: string): MediaQueryList {
  try {
    if (window.parent !== window && window.parent.matchMedia)
      return window.parent.matchMedia(query);
  } catch {
    // A preview embedded by another origin measures itself.
  }
  return window.matchMedia(query);
}

export function useSiteMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = siteWindowQuery(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => siteWindowQuery(query).matches,
    () => false,
  );
}

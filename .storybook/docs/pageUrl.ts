/**
 * Docs pages render inside Storybook's preview frame, but readers share the address of the
 * site around it. These helpers read and write that address (same origin), and fall back to
 * the frame's own address when there is no such site (a page opened on its own).
 */
function siteWindow(): Window {
  try {
    return window.parent !== window && window.parent.location.href ? window.parent : window;
  } catch {
    return window;
  }
}

/** The address readers share, without its hash. */
export function sharedPageUrl(): string {
  return siteWindow().location.href.split('#')[0] ?? '';
}

/** The hash of the address readers share. */
export function sharedHash(): string {
  return siteWindow().location.hash;
}

/** Writes a hash into the shared address without adding a history entry. */
export function writeSharedHash(hash: string): void {
  const target = siteWindow();
  if (target === window || target.location.hash === hash) return;
  const { pathname, search } = target.location;
  target.history.replaceState(target.history.state, '', `${pathname}${search}${hash}`);
}

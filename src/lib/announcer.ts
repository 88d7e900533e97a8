/**
 * The library's one announcer (modelled on React Aria's LiveAnnouncer): two visually hidden live
 * regions, polite and assertive, appended to `document.body` the first time something is
 * announced. Components call `announce` instead of rendering a status element of their own, so a
 * page has one place screen readers listen to, however many buttons it holds.
 *
 * - Created lazily, on the client only: nothing happens at import or on the server.
 * - A message replaces the previous one of the same politeness; the region is emptied first and
 *   filled on the next tick so that repeating the same words is announced again. Messages of the
 *   same politeness made in the same tick (four toasts shown at once) are said together, each
 *   in its own line of the region, rather than the last one alone.
 * - `clearAnnouncer` empties a region (a status that no longer holds); `destroyAnnouncer` removes
 *   the regions, for tests.
 */

export type Politeness = 'polite' | 'assertive';

const regionAttribute = 'data-tessera-announcer';

// The visually hidden pattern, inline: the regions live outside any theme or style sheet. Set
// through the CSSOM (`style.cssText`), which a Content Security Policy without 'unsafe-inline'
// allows, unlike a `style` attribute.
const hiddenStyle =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0;';

let container: HTMLElement | null = null;
const pending: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};
const queued: Record<Politeness, string[]> = { polite: [], assertive: [] };

function region(politeness: Politeness): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (!container || !container.isConnected) {
    container = document.createElement('div');
    container.setAttribute(regionAttribute, '');
    container.style.cssText = hiddenStyle;
    for (const level of ['polite', 'assertive'] as const) {
      const live = document.createElement('div');
      live.setAttribute('aria-live', level);
      live.setAttribute('aria-atomic', 'true');
      live.setAttribute('role', level === 'assertive' ? 'alert' : 'status');
      live.dataset.politeness = level;
      container.append(live);
    }
    document.body.append(container);
  }
  return container.querySelector<HTMLElement>(`[data-politeness="${politeness}"]`);
}

/** Says `message` to screen readers; `assertive` interrupts, `polite` waits its turn. */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const live = region(politeness);
  if (!live) return;
  if (pending[politeness] !== undefined) {
    // Said in the same tick as the queued ones: together with them.
    queued[politeness].push(message);
    return;
  }
  live.replaceChildren();
  queued[politeness] = [message];
  pending[politeness] = setTimeout(() => {
    pending[politeness] = undefined;
    live.replaceChildren(
      ...queued[politeness].map((text) => {
        const line = document.createElement('div');
        line.textContent = text;
        return line;
      }),
    );
    queued[politeness] = [];
  }, 0);
}

/**
 * Empties one region, or both. With `onlyMessage`, only that message's line, if the region still
 * says it: a component withdrawing its own status must not silence another's newer one.
 */
export function clearAnnouncer(politeness?: Politeness, onlyMessage?: string): void {
  for (const level of politeness ? [politeness] : (['polite', 'assertive'] as const)) {
    if (onlyMessage !== undefined) {
      queued[level] = queued[level].filter((text) => text !== onlyMessage);
      const live = container?.querySelector<HTMLElement>(`[data-politeness="${level}"]`);
      for (const line of [...(live?.children ?? [])]) {
        if (line.textContent === onlyMessage) line.remove();
      }
      continue;
    }
    clearTimeout(pending[level]);
    pending[level] = undefined;
    queued[level] = [];
    container?.querySelector<HTMLElement>(`[data-politeness="${level}"]`)?.replaceChildren();
  }
}

/** Removes the regions; the next announcement creates them again. */
export function destroyAnnouncer(): void {
  clearAnnouncer();
  container?.remove();
  container = null;
}

/**
 * The tel field's heavy part (libphonenumber-js, the country list and the prefix picker) loads
 * on demand, the first time a tel field mounts, so an app whose fields are email or text never
 * downloads it. Until it arrives the tel field is a plain input checked by the SPEC's rule.
 *
 * Server rendering and hydration stay consistent: the server snapshot is always "not loaded", so
 * the server HTML and the hydrating render agree, and React re-renders with the picker once the
 * module is there.
 */
import { useSyncExternalStore } from 'react';
import type * as PhoneModule from './phoneModule';

/** The tel field's part: numbering plans, countries and the prefix picker. */
export type PhoneSupport = typeof PhoneModule;

let loaded: PhoneSupport | null = null;
let loading: Promise<PhoneSupport> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the tel field's part (once) and resolves with it. */
export function loadPhoneSupport(): Promise<PhoneSupport> {
  loading ??= import('./phoneModule').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed chunk load may succeed later (flaky network): the next tel field tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribeAndLoad(listener: () => void) {
  listeners.add(listener);
  loadPhoneSupport().catch(() => undefined);
  return () => {
    listeners.delete(listener);
  };
}
const subscribeNothing = () => () => undefined;
const getLoaded = () => loaded;
const getNothing = () => null;

/** The tel field's part once loaded (and only when `enabled`), else `null`. */
export function usePhoneSupport(enabled: boolean): PhoneSupport | null {
  return useSyncExternalStore(
    enabled ? subscribeAndLoad : subscribeNothing,
    enabled ? getLoaded : getNothing,
    getNothing,
  );
}

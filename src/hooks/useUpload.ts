/**
 * Connects an upload engine to React: one `Uploader` per component (or the one given), its
 * options kept current, its snapshot read with `useSyncExternalStore`.
 *
 * StrictMode mounts effects twice in development (mount, cleanup, mount). The engine is
 * therefore destroyed on a later task, not in the cleanup itself, and a re-mount cancels that:
 * files added between the two mounts keep uploading. On the server the engine's first snapshot
 * (no files) is the server snapshot, so `renderToString` works.
 */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createUploader, type Uploader, type UploaderOptions } from '../lib/upload';

// `useLayoutEffect` keeps the options current before paint in the browser; on the server there
// is no layout, and React warns about it in older versions.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function useUpload(options: UploaderOptions, external?: Uploader) {
  const [own] = useState(() => external ?? createUploader(options));
  const uploader = external ?? own;
  const pendingDestroy = useRef<ReturnType<typeof setTimeout> | null>(null);

  useIsomorphicLayoutEffect(() => {
    if (!external) uploader.setOptions(options);
  });

  useEffect(() => {
    if (external) return undefined;
    if (pendingDestroy.current !== null) {
      clearTimeout(pendingDestroy.current);
      pendingDestroy.current = null;
    }
    return () => {
      pendingDestroy.current = setTimeout(() => {
        pendingDestroy.current = null;
        uploader.destroy();
      }, 0);
    };
  }, [uploader, external]);

  const snapshot = useSyncExternalStore(
    uploader.subscribe,
    uploader.getSnapshot,
    uploader.getSnapshot,
  );
  return { uploader, snapshot };
}

/**
 * Connects an upload engine to React: one `Uploader` per component (or the one given), its
 * options kept current, its snapshot read with `useSyncExternalStore`.
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createUploader, type Uploader, type UploaderOptions } from '../lib/upload';

export function useUpload(options: UploaderOptions, external?: Uploader) {
  const [own] = useState(() => external ?? createUploader(options));
  const uploader = external ?? own;

  useLayoutEffect(() => {
    if (!external) uploader.setOptions(options);
  });

  useEffect(() => {
    if (external) return undefined;
    return () => uploader.destroy();
  }, [uploader, external]);

  const snapshot = useSyncExternalStore(uploader.subscribe, uploader.getSnapshot);
  return { uploader, snapshot };
}

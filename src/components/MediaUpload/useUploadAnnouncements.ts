/** Announces finished and failed uploads as their status changes (not on first sight). */
import { useEffect, useRef } from 'react';
import type { ItemStatus, UploadItem, UploadLabels } from '../../lib/upload';

export function useUploadAnnouncements(
  items: readonly UploadItem[],
  labels: UploadLabels,
  announce: (message: string) => void,
) {
  const previousStatuses = useRef(new Map<string, ItemStatus>());
  useEffect(() => {
    const previous = previousStatuses.current;
    const next = new Map<string, ItemStatus>();
    for (const item of items) {
      next.set(item.id, item.status);
      const before = previous.get(item.id);
      if (before === undefined || before === item.status) continue;
      if (item.status === 'processing-complete') {
        announce(`${item.name}: ${labels.fileProcessingComplete}`);
      } else if (item.error) {
        announce(`${item.name}: ${item.error.main}`);
      }
    }
    previousStatuses.current = next;
  }, [items, announce, labels]);
}

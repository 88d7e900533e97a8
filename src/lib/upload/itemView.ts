/**
 * What an upload item's view offers, as plain data: which buttons its state allows (in display
 * order), their accessible labels, and whether the state is an error. No React: the item view
 * renders these, and unit tests check them against every status.
 */
import { formatLabel, type UploadLabels } from './labels';
import type { ItemStatus } from './status';
import type { UploadItem } from './uploader';

export type ItemAction = 'remove' | 'abort' | 'retry' | 'revert' | 'process';

/** What the widget around the item allows. */
export interface ItemActionContext {
  /** A server (transport) is configured. */
  hasServer: boolean;
  /** Undo is offered on uploaded files. */
  allowRevert: boolean;
  /** A remove button is offered. */
  allowRemove: boolean;
  /** Files upload as soon as they load (no upload button). */
  instantUpload: boolean;
}

/** The statuses shown as errors (danger tone, "tap to retry"). */
/** Unlike `isErrorStatus`, a cancelled upload counts: it waits for "tap to retry" too. */
export const errorStatuses: ReadonlySet<ItemStatus> = new Set<ItemStatus>([
  'load-invalid',
  'load-error',
  'processing-error',
  'processing-revert-error',
  'remove-error',
  'cancelled',
]);

export const isShownAsError = (status: ItemStatus) => errorStatuses.has(status);

/** The buttons an item's state allows, in display order; the first is the primary one. */
export function itemActions(
  item: Pick<UploadItem, 'status' | 'busyReason' | 'origin' | 'serverId'>,
  context: ItemActionContext,
): ItemAction[] {
  const { hasServer, allowRevert, allowRemove, instantUpload } = context;
  const remove: ItemAction[] = allowRemove ? ['remove'] : [];
  switch (item.status) {
    case 'idle':
      return hasServer && !instantUpload && item.origin === 'input'
        ? ['process', ...remove]
        : remove;
    case 'busy':
      return item.busyReason === 'queued' ? ['abort'] : [];
    case 'processing':
      return ['abort'];
    case 'processing-complete':
      return hasServer && allowRevert && item.origin !== 'local' && item.serverId !== null
        ? ['revert']
        : remove;
    case 'processing-error':
    case 'cancelled':
    case 'load-error':
    case 'processing-revert-error':
      return ['retry', ...remove];
    case 'remove-error':
      return ['retry'];
    case 'loading':
    case 'load-invalid':
      return remove;
  }
}

/** The accessible label of an item's button, naming the file and, for retry, what is retried. */
export function itemActionLabel(
  action: ItemAction,
  item: Pick<UploadItem, 'name' | 'status'>,
  labels: UploadLabels,
): string {
  const name = { name: item.name };
  switch (action) {
    case 'remove':
      return formatLabel(labels.buttonRemove, name);
    case 'abort':
      return formatLabel(labels.buttonAbortProcessing, name);
    case 'process':
      return formatLabel(labels.buttonProcess, name);
    case 'revert':
      return formatLabel(labels.buttonUndo, name);
    case 'retry':
      return formatLabel(
        item.status === 'load-error'
          ? labels.buttonRetryLoad
          : item.status === 'processing-revert-error'
            ? labels.buttonRetryRevert
            : item.status === 'remove-error'
              ? labels.buttonRetryRemove
              : labels.buttonRetryProcessing,
        name,
      );
  }
}

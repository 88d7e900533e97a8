/**
 * Default texts of the upload behaviour. Every one can be overridden through the uploader's
 * `labels` option; placeholders in braces are filled by `formatLabel`.
 */
export const defaultUploadLabels = {
  idle: 'Drag & Drop your files or Browse',
  idleMedia: 'Drag and drop your media or browse',
  browse: 'Browse',
  maxFiles: 'Max files',
  invalidField: 'Field contains invalid files',
  fileTypeNotAllowed: 'File is of invalid type',
  fileWaitingForSize: 'Waiting for size',
  fileSizeNotAvailable: 'Size not available',
  fileLoading: 'Loading',
  fileLoadError: 'Error during load',
  fileQueued: 'Waiting to upload',
  fileProcessing: 'Uploading',
  fileProcessingComplete: 'Upload complete',
  fileProcessingAborted: 'Upload cancelled',
  fileProcessingError: 'Error during upload',
  fileProcessingRevertError: 'Error during revert',
  fileRemoving: 'Removing',
  fileReverting: 'Reverting',
  fileRemoveError: 'Error during remove',
  tapToCancel: 'tap to cancel',
  tapToRetry: 'tap to retry',
  tapToUndo: 'tap to undo',
  itemNotFound: 'Item not found',
  noSource: 'No source',
  cantLoadUrl: "Can't load URL",
  timeout: 'Timeout',
  buttonRemove: 'Remove {name}',
  buttonAbortLoad: 'Cancel loading {name}',
  buttonRetryLoad: 'Retry loading {name}',
  buttonAbortProcessing: 'Cancel upload of {name}',
  buttonRetryProcessing: 'Retry upload of {name}',
  buttonUndo: 'Undo upload of {name}',
  buttonRetryRevert: 'Retry undo of {name}',
  buttonRetryRemove: 'Retry removing {name}',
  buttonProcess: 'Upload {name}',
  buttonMove: 'Reorder {name}',
  buttonMoveEarlier: 'Move {name} earlier',
  buttonMoveLater: 'Move {name} later',
  reorderHelp: 'Use the arrow keys to move the file, Home and End to move it to either end.',
  fileListLabel: 'Files',
  moved: '{name} moved to position {position} of {count}',
  added: 'Added {names}',
  removed: 'Removed {name}',
  bytes: 'bytes',
  kilobytes: 'KB',
  megabytes: 'MB',
  gigabytes: 'GB',
} as const;

export type UploadLabels = { [Key in keyof typeof defaultUploadLabels]: string };

export function resolveLabels(overrides: Partial<UploadLabels> = {}): UploadLabels {
  return { ...defaultUploadLabels, ...overrides };
}

/** Fills `{placeholder}` slots; unknown slots are left as written. */
export function formatLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (slot, key: string) =>
    key in values ? String(values[key]) : slot,
  );
}

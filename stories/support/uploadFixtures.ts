/**
 * Files and engines for the upload stories and tests: small deterministic images and documents,
 * an uploader driven by a scripted transport into every item state (so the published site shows
 * each state without a server), and the ways files reach a widget: drop, paste and the picker.
 */
import { createUploader, type ItemStatus, type Uploader } from '../../src/lib/upload';
import { createScriptedTransport } from '../../src/testing';

/** The files in a DataTransfer, as drag and drop, the clipboard and the file picker hand them over. */
function transferOf(files: readonly File[]): DataTransfer {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  return data;
}

/** Drags the files over the target and drops them. */
export function dropFiles(target: Element, files: readonly File[]): void {
  const data = transferOf(files);
  target.dispatchEvent(
    new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }),
  );
  target.dispatchEvent(
    new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
  );
}

/** Pastes the files into the target. */
export function pasteFiles(target: Element, files: readonly File[]): void {
  target.dispatchEvent(
    new ClipboardEvent('paste', {
      clipboardData: transferOf(files),
      bubbles: true,
      cancelable: true,
    }),
  );
}

/** Chooses the files in a browse input, as the file picker does. */
export function chooseFiles(input: HTMLInputElement, files: readonly File[]): void {
  input.files = transferOf(files).files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The names of the files a widget lists, in order. */
export const itemNames = (element: HTMLElement) =>
  [...element.querySelectorAll('[data-item-id] [data-part="name"]')].map(
    (node) => node.textContent,
  );

const palette = ['#6187FE', '#00C454', '#FF4E4E', '#9B6BFF', '#FF9F2E', '#14B8C8'];

/** A small SVG picture: a coloured sky with a hill and a sun, the same bytes every time. */
export function sampleImage(name: string, index = 0) {
  const sky = palette[index % palette.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" fill="${sky}"/><circle cx="${40 + ((index * 23) % 80)}" cy="38" r="16" fill="#FFE53D"/><path d="M0 120 L0 84 Q50 50 96 82 T160 76 L160 120 Z" fill="#1f2a44" fill-opacity="0.55"/></svg>`;
  return new File([svg], name, { type: 'image/svg+xml' });
}

/** A document of a given size filled with a repeating pattern. */
export function sampleDocument(name: string, size: number, type = 'application/pdf') {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) bytes[index] = index % 251;
  return new File([bytes], name, { type });
}

/** Resolves once the uploader's items satisfy the condition. */
export function until(uploader: Uploader, condition: (uploader: Uploader) => boolean) {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (!condition(uploader)) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = uploader.subscribe(check);
    check();
  });
}

const statusOf = (uploader: Uploader, name: string): ItemStatus | undefined =>
  uploader.getSnapshot().items.find((item) => item.name === name)?.status;

const idOf = (uploader: Uploader, name: string) =>
  uploader.getSnapshot().items.find((item) => item.name === name)?.id ?? '';

/** Names of the files in the every-state stories, by the state each ends in. */
export const stateFileNames = {
  loading: 'loading-photo',
  idle: 'Ready.png',
  queued: 'Queued.png',
  processing: 'Uploading.png',
  complete: 'Complete.png',
  error: 'Failed.png',
  timeout: 'Timed-out.png',
  cancelled: 'Cancelled.png',
  revertError: 'Revert-failed.png',
  invalid: 'Notes.txt',
  loadError: 'missing-photo',
  removeError: 'Remove-failed.png',
} as const;

/**
 * An uploader holding one file in every item state: loading, idle, busy (queued),
 * processing, processing-complete, processing-error (twice: server error and timeout),
 * cancelled, processing-revert-error, load-invalid, load-error and remove-error.
 */
export function createEveryStateUploader(
  makeFile: (name: string, index: number) => File,
  names: Record<keyof typeof stateFileNames, string> = stateFileNames,
) {
  const transport = createScriptedTransport({
    process: (file) => {
      switch (file.name) {
        case names.processing:
          return { progress: [0.45], outcome: 'hang' };
        case names.queued:
        case names.cancelled:
          return { outcome: 'hang' };
        case names.error:
          return { outcome: 'error' };
        case names.timeout:
          return { outcome: 'timeout' };
        default:
          return {};
      }
    },
    revert: () => false,
    remove: () => false,
    files: { 'stored-photo': makeFile(names.removeError, 6) },
    hangingSources: ['loading-photo'],
  });
  const uploader = createUploader({
    allowMultiple: true,
    instantUpload: false,
    maxParallelUploads: 1,
    itemInsertInterval: 0,
    accept: ['image/*', 'application/pdf'],
    transport,
  });
  const ready = (async () => {
    uploader.addFiles([
      { source: 'loading-photo', options: { type: 'limbo' } },
      makeFile(names.idle, 0),
      makeFile(names.queued, 1),
      makeFile(names.processing, 2),
      makeFile(names.complete, 4),
      makeFile(names.error, 5),
      makeFile(names.timeout, 0),
      makeFile(names.cancelled, 1),
      makeFile(names.revertError, 2),
      sampleDocument(names.invalid, 1200, 'text/plain'),
      { source: 'missing-photo', options: { type: 'limbo' } },
      { source: 'stored-photo', options: { type: 'local' } },
    ]);
    const is = (name: string, status: ItemStatus) => () => statusOf(uploader, name) === status;
    const step = async (name: string, status: ItemStatus, action: () => void) => {
      action();
      await until(uploader, is(name, status));
    };
    await until(uploader, is(names.removeError, 'processing-complete'));
    await until(uploader, is(names.loadError, 'load-error'));
    await step(names.complete, 'processing-complete', () =>
      uploader.processItem(idOf(uploader, names.complete)),
    );
    await step(names.error, 'processing-error', () =>
      uploader.processItem(idOf(uploader, names.error)),
    );
    await step(names.timeout, 'processing-error', () =>
      uploader.processItem(idOf(uploader, names.timeout)),
    );
    await step(names.cancelled, 'processing', () =>
      uploader.processItem(idOf(uploader, names.cancelled)),
    );
    await step(names.cancelled, 'cancelled', () => uploader.abort(idOf(uploader, names.cancelled)));
    await step(names.revertError, 'processing-complete', () =>
      uploader.processItem(idOf(uploader, names.revertError)),
    );
    await step(names.revertError, 'processing-revert-error', () => {
      void uploader.revert(idOf(uploader, names.revertError));
    });
    await step(names.removeError, 'remove-error', () => {
      void uploader.remove(idOf(uploader, names.removeError));
    });
    await step(names.processing, 'processing', () =>
      uploader.processItem(idOf(uploader, names.processing)),
    );
    await until(uploader, () =>
      uploader.getSnapshot().items.some((item) => item.progress.percent === 45),
    );
    await step(names.queued, 'busy', () => uploader.processItem(idOf(uploader, names.queued)));
  })();
  return { uploader, transport, ready };
}

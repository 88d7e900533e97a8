/**
 * The upload engine: a plain store of items with `subscribe` and `getSnapshot`, no React.
 * It validates adds, stages multi-file adds at the insert interval, runs uploads through a
 * queue of at most `maxParallelUploads`, and offers abort, retry, revert (undo), remove and
 * reorder. Status changes notify at once; progress-only changes at most 60 times a second.
 */
import { formatLabel, resolveLabels, type UploadLabels } from './labels';
import { transition, type ItemStatus, type NextStatus } from './status';
import { TransportError, type UploadFile, type UploadTransport } from './transport';
import { decideCount, defaultIgnoredFiles, isIgnoredFile, matchesAccept } from './validation';

/** Where a file came from: picked by the user, a temporary server file, or a stored one. */
export type UploadOrigin = 'input' | 'limbo' | 'local';

/** What a busy item waits for. */
export type BusyReason = 'queued' | 'reverting' | 'removing';

/** How files enter: a user gesture (the drop hook applies to `drop` only) or code. */
export type AddSource = 'drop' | 'browse' | 'paste' | 'api';

/** A server-held file to show, as FilePond's `files` option describes it. */
export interface ServerFileSource {
  source: string;
  options: {
    type: 'limbo' | 'local';
    /** Known details; when given, nothing is fetched. */
    file?: { name: string; size: number | null; type?: string };
  };
}

export type AddInput = UploadFile | string | ServerFileSource;

export interface UploadProgress {
  /** Bytes sent, rounded. */
  loaded: number;
  /** Bytes in total, rounded. */
  total: number;
  /** 0–100, rounded. */
  percent: number;
}

export interface UploadItemError {
  main: string;
  sub: string;
}

export interface UploadItem {
  readonly id: string;
  readonly status: ItemStatus;
  readonly busyReason: BusyReason | null;
  /** What was added: a file, a URL, or a server id. */
  readonly source: AddInput;
  /** The loaded file; null while loading or for a server file known by details only. */
  readonly file: UploadFile | null;
  readonly name: string;
  /** Bytes, or null when not known. */
  readonly size: number | null;
  readonly type: string;
  readonly origin: UploadOrigin;
  /** The server's id once processed or restored. */
  readonly serverId: string | null;
  /** The id of an unfinished chunked transfer, for resuming. */
  readonly transferId: string | null;
  readonly progress: UploadProgress;
  readonly error: UploadItemError | null;
  readonly metadata: Readonly<Record<string, unknown>>;
}

/**
 * The engine options a widget passes through unchanged: `FileUploadProps` extends this
 * interface, so each option is documented once, here.
 */
export interface UploadBehaviourOptions {
  /**
   * Accepts several files.
   * @default false
   */
  allowMultiple?: boolean;
  /**
   * Most files held at once; null is unlimited.
   * @default null
   */
  maxFiles?: number | null;
  /**
   * In single-file mode, a new file replaces the current one.
   * @default true
   */
  allowReplace?: boolean;
  /**
   * Accepted MIME patterns (`image/*`, `application/pdf`) or extensions (`.csv`); empty accepts all.
   * @default []
   */
  accept?: readonly string[];
  /** Vetoes a dropped file by returning false. */
  beforeDropFile?: (file: UploadFile) => boolean;
  /** Extra validation: return a message to mark the file invalid. */
  validateFile?: (file: UploadFile) => string | null;
  /**
   * Names dropped silently, compared case-insensitively.
   * @default ['.ds_store', 'thumbs.db', 'desktop.ini']
   */
  ignoredFiles?: readonly string[];
  /**
   * The field must hold a file; required only while no files are present.
   * @default false
   */
  required?: boolean;
  /**
   * Refuses files from people (drop, browse, paste); a widget also turns off its item buttons.
   * @default false
   */
  disabled?: boolean;
  /**
   * Uploads a file as soon as it is loaded.
   * @default true
   */
  instantUpload?: boolean;
  /**
   * Uploads running at once; the rest wait in a queue.
   * @default 2
   */
  maxParallelUploads?: number;
  /**
   * Delay between the files of one add appearing, in ms.
   * @default 75
   */
  itemInsertInterval?: number;
  /**
   * Metadata sent with every file.
   * @default {}
   */
  metadata?: Record<string, unknown>;
  /** Called with a warning text, such as "Max files". */
  onWarning?: (message: string) => void;
}

export interface UploaderOptions extends UploadBehaviourOptions {
  /** Minimum ms between progress notifications (60 per second). @default 1000 / 60 */
  progressInterval?: number;
  /** The server; without one, files stay local. @default null */
  transport?: UploadTransport | null;
  /** Texts. */
  labels?: Partial<UploadLabels>;
  /** Called when an item finishes uploading. */
  onProcessed?: (item: UploadItem) => void;
}

export interface UploaderSnapshot {
  readonly items: readonly UploadItem[];
  /** The latest warning, such as "Max files"; cleared by the next accepted add. */
  readonly warning: string | null;
  /** Whether the input must still be filled. */
  readonly isRequired: boolean;
  /** The input's custom validity message; empty when valid. */
  readonly validityMessage: string;
  readonly isDisabled: boolean;
}

export interface AddResult {
  /** Ids of the items created, in order (later ones appear at the insert interval). */
  added: string[];
  /** Names dropped by the ignore list or the drop hook. */
  skipped: string[];
  /** Why the whole add was refused. */
  rejected: 'max-files' | 'disabled' | null;
}

export type ResolvedUploaderOptions = Required<
  Omit<UploaderOptions, 'beforeDropFile' | 'validateFile' | 'onWarning' | 'onProcessed' | 'labels'>
> &
  Pick<UploaderOptions, 'beforeDropFile' | 'validateFile' | 'onWarning' | 'onProcessed'> & {
    labels: UploadLabels;
  };

export const defaultUploaderOptions = {
  allowMultiple: false,
  maxFiles: null,
  allowReplace: true,
  accept: [],
  ignoredFiles: defaultIgnoredFiles,
  required: false,
  disabled: false,
  instantUpload: true,
  maxParallelUploads: 2,
  itemInsertInterval: 75,
  progressInterval: 1000 / 60,
  transport: null,
  metadata: {},
} as const satisfies Partial<UploaderOptions>;

const resolve = (options: UploaderOptions): ResolvedUploaderOptions => {
  const resolved: ResolvedUploaderOptions = {
    ...defaultUploaderOptions,
    ...(Object.fromEntries(
      Object.entries(options).filter(([, value]) => value !== undefined),
    ) as UploaderOptions),
    labels: resolveLabels(options.labels),
  };
  if (resolved.maxParallelUploads < 1 || !Number.isInteger(resolved.maxParallelUploads)) {
    resolved.maxParallelUploads = defaultUploaderOptions.maxParallelUploads;
  }
  return resolved;
};

const isServerSource = (input: AddInput): input is ServerFileSource =>
  typeof input === 'object' && input !== null && 'source' in input && 'options' in input;

const emptyProgress: UploadProgress = { loaded: 0, total: 0, percent: 0 };

let nextId = 0;
const createId = () => `upload-${(nextId += 1).toString(36)}`;

export class Uploader {
  private options: ResolvedUploaderOptions;
  private items: UploadItem[] = [];
  private snapshot: UploaderSnapshot;
  private warning: string | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();
  /** Ids waiting for an upload slot, in request order. */
  private readonly queue: string[] = [];
  private readonly active = new Set<string>();
  private readonly pendingInserts = new Set<ReturnType<typeof setTimeout>>();
  private progressTimer: ReturnType<typeof setTimeout> | null = null;
  private lastNotified = 0;

  constructor(options: UploaderOptions = {}) {
    this.options = resolve(options);
    this.snapshot = this.buildSnapshot();
  }

  /** Replaces the options; items stay. */
  setOptions(options: UploaderOptions) {
    this.options = resolve(options);
    this.notify(true);
    this.pump();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  get labels() {
    return this.options.labels;
  }

  /** The options in effect, defaults filled in. */
  get config(): Readonly<ResolvedUploaderOptions> {
    return this.options;
  }

  getItem(id: string) {
    return this.items.find((item) => item.id === id);
  }

  /** Adds files after checking the count, the ignore list and the drop hook. */
  addFiles(inputs: readonly AddInput[], source: AddSource = 'api', index?: number): AddResult {
    const { options } = this;
    // Disabled stops people adding files; code (initial files, restores) still may.
    if (options.disabled && source !== 'api')
      return { added: [], skipped: [], rejected: 'disabled' };
    const skipped: string[] = [];
    const accepted = inputs.filter((input) => {
      if (typeof input === 'string' || isServerSource(input)) return true;
      const keep =
        !isIgnoredFile(input.name, options.ignoredFiles) &&
        (source !== 'drop' || !options.beforeDropFile || options.beforeDropFile(input));
      if (!keep) skipped.push(input.name);
      return keep;
    });
    const decision = decideCount({
      adding: accepted.length,
      present: this.items.length,
      allowMultiple: options.allowMultiple,
      maxFiles: options.maxFiles,
      allowReplace: options.allowReplace,
    });
    if (decision.kind === 'reject') {
      this.warning = options.labels.maxFiles;
      options.onWarning?.(options.labels.maxFiles);
      this.notify(true);
      return { added: [], skipped, rejected: 'max-files' };
    }
    if (accepted.length === 0) return { added: [], skipped, rejected: null };
    if (decision.kind === 'replace') {
      for (const item of [...this.items]) {
        // The replaced file leaves at once; an upload of it is undone in the background.
        const { transport } = options;
        if (transport && item.serverId !== null && item.origin !== 'local') {
          transport.revert(item.serverId).catch(() => undefined);
        }
        this.discard(item.id);
      }
    }
    this.warning = null;
    const created = accepted.map((input) => this.createItem(input));
    created.forEach((item, position) => {
      const insert = () => {
        const at =
          index === undefined ? this.items.length : Math.min(index + position, this.items.length);
        this.items = [...this.items.slice(0, at), item, ...this.items.slice(at)];
        this.notify(true);
        void this.load(item.id);
      };
      if (position === 0 || options.itemInsertInterval <= 0) {
        insert();
        return;
      }
      const timer = setTimeout(() => {
        this.pendingInserts.delete(timer);
        insert();
      }, position * options.itemInsertInterval);
      this.pendingInserts.add(timer);
    });
    return { added: created.map((item) => item.id), skipped, rejected: null };
  }

  /** Queues an idle, failed or cancelled item for upload. */
  processItem(id: string) {
    const item = this.getItem(id);
    if (!item || !this.options.transport || item.origin !== 'input' || !item.file) return;
    if (
      item.status !== 'idle' &&
      item.status !== 'processing-error' &&
      item.status !== 'cancelled'
    ) {
      return;
    }
    this.update(id, { error: null }, item.status, 'busy', 'queued');
    this.queue.push(id);
    this.pump();
  }

  /** Uploads every idle item. */
  processAll() {
    for (const item of this.items) if (item.status === 'idle') this.processItem(item.id);
  }

  /** Stops an upload that is queued or running; the item shows "Upload cancelled". */
  abort(id: string) {
    const item = this.getItem(id);
    if (!item) return;
    if (item.status === 'busy' && item.busyReason === 'queued') {
      this.queue.splice(this.queue.indexOf(id), 1);
      this.cancelled(item);
    } else if (item.status === 'processing') {
      this.controllers.get(id)?.abort();
    }
  }

  /** Tries the failed step of an item again: load, upload (resuming a chunked one), revert or remove. */
  retry(id: string) {
    const item = this.getItem(id);
    if (!item) return;
    if (item.status === 'load-error') void this.load(id, true);
    else if (item.status === 'processing-error' || item.status === 'cancelled')
      this.processItem(id);
    else if (item.status === 'processing-revert-error') void this.revert(id);
    else if (item.status === 'remove-error') void this.remove(id);
  }

  /** Undoes a completed upload: `DELETE` on the server, then the item is idle again. */
  async revert(id: string) {
    const item = this.getItem(id);
    const transport = this.options.transport;
    if (!item || !transport || item.origin === 'local' || item.serverId === null) return;
    if (item.status !== 'processing-complete' && item.status !== 'processing-revert-error') return;
    this.update(id, { error: null }, item.status, 'busy', 'reverting');
    try {
      await transport.revert(item.serverId);
      const current = this.getItem(id);
      if (!current || current.status !== 'busy') return;
      this.update(
        id,
        { serverId: null, transferId: null, progress: emptyProgress, origin: 'input' },
        'busy',
        'idle',
      );
    } catch {
      const current = this.getItem(id);
      if (!current || current.status !== 'busy') return;
      this.update(
        id,
        { error: { main: this.labels.fileProcessingRevertError, sub: this.labels.tapToRetry } },
        'busy',
        'processing-revert-error',
      );
    }
  }

  /**
   * Removes an item. A file held by the server (uploaded, restored or loaded) is reverted or
   * passed to the transport's `remove` first; the item shows busy meanwhile and
   * `remove-error` if that fails.
   */
  async remove(id: string) {
    const item = this.getItem(id);
    if (!item || (item.status === 'busy' && item.busyReason === 'removing')) return;
    const transport = this.options.transport;
    const serverCall =
      !transport || item.serverId === null
        ? null
        : item.origin === 'input' || item.origin === 'limbo'
          ? () => transport.revert(item.serverId as string)
          : transport.remove
            ? () =>
                (transport.remove as NonNullable<UploadTransport['remove']>)(
                  typeof item.source === 'string' ? item.source : (item.serverId as string),
                  item.serverId,
                )
            : null;
    const canGoBusy =
      item.status === 'processing-complete' ||
      item.status === 'processing-revert-error' ||
      item.status === 'remove-error';
    if (!serverCall || !canGoBusy) {
      // An unfinished chunked transfer is deleted on the server in the background, as FilePond 4
      // reverts it on remove; otherwise its partial file would stay there for good.
      if (transport && item.serverId === null && item.transferId !== null) {
        transport.revert(item.transferId).catch(() => undefined);
      }
      this.discard(id);
      return;
    }
    this.update(id, { error: null }, item.status, 'busy', 'removing');
    try {
      await serverCall();
      this.discard(id);
    } catch {
      if (this.getItem(id)?.status !== 'busy') return;
      this.update(
        id,
        { error: { main: this.labels.fileRemoveError, sub: this.labels.tapToRetry } },
        'busy',
        'remove-error',
      );
    }
  }

  /** Moves an item to a new position in the list. */
  moveItem(id: string, toIndex: number) {
    const from = this.items.findIndex((item) => item.id === id);
    if (from === -1) return;
    const target = Math.max(0, Math.min(this.items.length - 1, toIndex));
    if (target === from) return;
    const items = [...this.items];
    const [moved] = items.splice(from, 1);
    items.splice(target, 0, moved as UploadItem);
    this.items = items;
    this.notify(true);
  }

  /** Stops timers and requests; the uploader can be dropped afterwards. */
  destroy() {
    for (const timer of this.pendingInserts) clearTimeout(timer);
    this.pendingInserts.clear();
    for (const controller of this.controllers.values()) controller.abort();
    if (this.progressTimer) clearTimeout(this.progressTimer);
    this.listeners.clear();
  }

  private createItem(input: AddInput): UploadItem {
    const base = {
      id: createId(),
      busyReason: null,
      source: input,
      serverId: null,
      transferId: null,
      progress: emptyProgress,
      error: null,
      metadata: { ...this.options.metadata },
    };
    if (typeof input === 'string') {
      return {
        ...base,
        status: 'loading',
        file: null,
        name: input,
        size: null,
        type: '',
        origin: 'input',
      };
    }
    if (isServerSource(input)) {
      const known = input.options.file;
      return {
        ...base,
        status: 'loading',
        file: null,
        name: known?.name ?? input.source,
        size: known?.size ?? null,
        type: known?.type ?? '',
        origin: input.options.type,
        serverId: input.source,
      };
    }
    return {
      ...base,
      status: 'loading',
      file: input,
      name: input.name,
      size: input.size,
      type: input.type,
      origin: 'input',
    };
  }

  private async load(id: string, isRetry = false) {
    const item = this.getItem(id);
    if (!item) return;
    if (isRetry) this.update(id, { error: null }, 'load-error', 'loading');
    const { transport, labels } = this.options;
    const { source } = item;
    let file = item.file;
    let heldId: string | null = null;
    if (file === null) {
      const isKnownServerFile = isServerSource(source) && source.options.file !== undefined;
      if (isKnownServerFile) {
        this.update(id, {}, 'loading', 'processing-complete');
        return;
      }
      try {
        if (!transport) throw new TransportError('no-source');
        const fetched = isServerSource(source)
          ? source.options.type === 'limbo'
            ? await transport.restore(source.source)
            : await transport.load(source.source)
          : await transport.fetch(source as string);
        if ('serverId' in fetched && 'file' in fetched) {
          file = fetched.file;
          heldId = fetched.serverId;
        } else {
          file = fetched;
        }
      } catch (error) {
        if (this.getItem(id)?.status !== 'loading') return;
        const main = !(error instanceof TransportError)
          ? labels.fileLoadError
          : error.kind === 'no-source'
            ? labels.noSource
            : error.kind === 'timeout'
              ? labels.timeout
              : error.status === 404
                ? labels.itemNotFound
                : typeof source === 'string'
                  ? labels.cantLoadUrl
                  : labels.fileLoadError;
        this.update(id, { error: { main, sub: labels.tapToRetry } }, 'loading', 'load-error');
        return;
      }
      if (this.getItem(id)?.status !== 'loading') return;
    }
    const loaded = { file, name: file.name, size: file.size, type: file.type };
    const invalid = !matchesAccept(file, this.options.accept)
      ? labels.fileTypeNotAllowed
      : (this.options.validateFile?.(file) ?? null);
    if (invalid) {
      this.update(id, { ...loaded, error: { main: invalid, sub: '' } }, 'loading', 'load-invalid');
      return;
    }
    if (heldId !== null) {
      // The server answered `X-Content-Transfer-Id`: it holds the file as a temporary one
      // already, so the item is uploaded (FilePond 4 makes it a limbo item the same way).
      this.update(
        id,
        { ...loaded, origin: 'limbo', serverId: heldId },
        'loading',
        'processing-complete',
      );
      return;
    }
    if (item.origin !== 'input') {
      this.update(id, loaded, 'loading', 'processing-complete');
      return;
    }
    this.update(id, loaded, 'loading', 'idle');
    if (this.options.instantUpload && transport) this.startOrQueue(id);
  }

  /** Starts at once when a slot is free (no busy step), otherwise queues. */
  private startOrQueue(id: string) {
    if (this.active.size < this.options.maxParallelUploads && this.queue.length === 0) {
      void this.run(id, 'idle');
    } else {
      this.processItem(id);
    }
  }

  private pump() {
    while (this.active.size < this.options.maxParallelUploads && this.queue.length > 0) {
      const id = this.queue.shift() as string;
      const item = this.getItem(id);
      if (item?.status === 'busy') void this.run(id, 'busy');
    }
  }

  private async run(id: string, from: 'idle' | 'busy') {
    const item = this.getItem(id);
    const transport = this.options.transport;
    if (!item || !item.file || !transport) return;
    const controller = new AbortController();
    this.controllers.set(id, controller);
    this.active.add(id);
    const total = item.file.size;
    this.update(
      id,
      { progress: { loaded: 0, total, percent: 0 }, error: null },
      from,
      'processing',
    );
    try {
      const serverId = await transport.process(item.file, item.metadata, {
        signal: controller.signal,
        transferId: item.transferId,
        onTransferId: (transferId) => this.patch(id, { transferId }),
        onProgress: (loaded, size) => this.progress(id, loaded, size),
      });
      if (this.getItem(id)?.status !== 'processing') return;
      this.update(
        id,
        { serverId, transferId: null, progress: { loaded: total, total, percent: 100 } },
        'processing',
        'processing-complete',
      );
      const done = this.getItem(id);
      if (done) this.options.onProcessed?.(done);
    } catch (error) {
      const current = this.getItem(id);
      if (current?.status !== 'processing') return;
      if (error instanceof TransportError && error.kind === 'aborted') {
        this.cancelled(current);
      } else {
        const main =
          error instanceof TransportError && error.serverMessage
            ? error.serverMessage
            : error instanceof TransportError && error.kind === 'timeout'
              ? this.labels.timeout
              : this.labels.fileProcessingError;
        this.update(
          id,
          { error: { main, sub: this.labels.tapToRetry } },
          'processing',
          'processing-error',
        );
      }
    } finally {
      this.controllers.delete(id);
      this.active.delete(id);
      this.pump();
    }
  }

  private cancelled(item: UploadItem) {
    const error = { main: this.labels.fileProcessingAborted, sub: this.labels.tapToRetry };
    if (item.status === 'busy') this.update(item.id, { error }, 'busy', 'cancelled');
    else if (item.status === 'processing')
      this.update(item.id, { error }, 'processing', 'cancelled');
  }

  private progress(id: string, loaded: number, size: number) {
    const item = this.getItem(id);
    if (!item || item.status !== 'processing') return;
    const total = Math.round(size);
    const bytes = Math.round(Math.min(loaded, size));
    const percent = total === 0 ? 100 : Math.round((bytes / total) * 100);
    if (bytes === item.progress.loaded && total === item.progress.total) return;
    this.replace({ ...item, progress: { loaded: bytes, total, percent } });
    this.notify(false);
  }

  /** Changes the status through the transition table. */
  private update<From extends ItemStatus>(
    id: string,
    changes: Partial<Omit<UploadItem, 'id' | 'status'>>,
    from: From,
    to: NextStatus<From>,
    busyReason: BusyReason | null = null,
  ) {
    const item = this.getItem(id);
    if (!item) return;
    if (item.status !== from) {
      throw new Error(`Upload item ${id} is "${item.status}", expected "${from}".`);
    }
    const status = transition(from, to);
    this.replace({
      ...item,
      ...changes,
      status,
      busyReason: status === 'busy' ? busyReason : null,
    });
    this.notify(true);
  }

  /** Changes fields other than the status. */
  private patch(id: string, changes: Partial<Omit<UploadItem, 'id' | 'status'>>) {
    const item = this.getItem(id);
    if (item) this.replace({ ...item, ...changes });
  }

  private replace(next: UploadItem) {
    this.items = this.items.map((item) => (item.id === next.id ? next : item));
  }

  /** Drops an item from the list at once, aborting its work. */
  private discard(id: string) {
    this.controllers.get(id)?.abort();
    const queued = this.queue.indexOf(id);
    if (queued !== -1) this.queue.splice(queued, 1);
    this.items = this.items.filter((item) => item.id !== id);
    this.notify(true);
  }

  private buildSnapshot(): UploaderSnapshot {
    const { required, disabled, labels } = this.options;
    return {
      items: this.items,
      warning: this.warning,
      isRequired: required && this.items.length === 0,
      validityMessage: this.items.some((item) => item.status === 'load-invalid')
        ? labels.invalidField
        : '',
      isDisabled: disabled,
    };
  }

  private notify(immediate: boolean) {
    if (!immediate) {
      const wait = this.options.progressInterval - (Date.now() - this.lastNotified);
      if (wait > 0) {
        this.progressTimer ??= setTimeout(() => {
          this.progressTimer = null;
          this.notify(true);
        }, wait);
        return;
      }
    }
    if (this.progressTimer) {
      clearTimeout(this.progressTimer);
      this.progressTimer = null;
    }
    this.lastNotified = Date.now();
    const next = this.buildSnapshot();
    const previous = this.snapshot;
    // Unchanged snapshots keep their identity, so React skips the render.
    const changed = (Object.keys(next) as (keyof UploaderSnapshot)[]).some(
      (key) => next[key] !== previous[key],
    );
    if (!changed) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** Creates an upload engine. */
export function createUploader(options?: UploaderOptions) {
  return new Uploader(options);
}

/** The label an item shows as its main line and hint. */
export function describeItem(item: UploadItem, labels: UploadLabels): UploadItemError {
  if (item.error) return item.error;
  switch (item.status) {
    case 'loading':
      return { main: labels.fileLoading, sub: '' };
    case 'busy':
      return {
        main:
          item.busyReason === 'queued'
            ? labels.fileQueued
            : item.busyReason === 'reverting'
              ? labels.fileReverting
              : labels.fileRemoving,
        sub: item.busyReason === 'queued' ? labels.tapToCancel : '',
      };
    case 'processing':
      return {
        main: `${labels.fileProcessing} ${item.progress.percent}%`,
        sub: labels.tapToCancel,
      };
    case 'processing-complete':
      return {
        main: labels.fileProcessingComplete,
        sub: item.origin === 'local' ? '' : labels.tapToUndo,
      };
    default:
      return { main: '', sub: '' };
  }
}

export { formatLabel };

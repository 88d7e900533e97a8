import { useTheme } from '@emotion/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useUpload } from '../../hooks/useUpload';
import {
  createHttpTransport,
  formatLabel,
  resolveLabels,
  type AddInput,
  type AddSource,
  type HttpTransportOptions,
  type UploadFile,
  type UploadItem,
  type UploadLabels,
  type UploadTransport,
  type Uploader,
  type UploaderOptions,
} from '../../lib/upload';
import { visuallyHidden } from '../../theme/styles';
import { WarningIcon } from '../Iconography/icons';
import {
  dropZoneStyles,
  listStyles,
  rootStyles,
  warningStyles,
  type UploadAppearance,
} from './FileUpload.styles';
import { useAnnouncer } from './useAnnouncer';
import { UploadItemView, type ItemAction } from './UploadItemView';

/** The browse input is emptied this long after a change, so the same file can be picked again. */
export const browseResetDelay = 250;
/** Layout reacts to a size change once it has settled for this long, in ms. */
export const resizeSettleDelay = 500;
/** A pointer has to move further than this, in px, before an item starts to drag. */
export const dragThreshold = 4;
/** Below this width, in px, the widget uses its compact layout. */
const narrowWidth = 420;

export interface FileUploadProps {
  /** Name of the hidden fields that carry the server ids of uploaded files in a form. */
  name?: string;
  /** Id of the browse input. */
  id?: string;
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
   * Accepted MIME patterns (`image/*`, `application/pdf`) or extensions (`.csv`).
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
   * Turns off browse, drop, paste and the item buttons.
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
   * A FilePond 4 compatible server: its address, or the full transport options.
   * @default null
   */
  server?: string | HttpTransportOptions | null;
  /** Any other transport, such as a scripted one; takes precedence over `server`. */
  transport?: UploadTransport | null;
  /** An engine created with `createUploader`, for full control; the props above are then ignored. */
  uploader?: Uploader;
  /** Files to show at first: server files (`limbo`, `local`), URLs or files. */
  files?: readonly AddInput[];
  /**
   * Metadata sent with every file.
   * @default {}
   */
  metadata?: Record<string, unknown>;
  /** Texts; each default can be replaced. */
  labels?: Partial<UploadLabels>;
  /** The drop area's text. The word "Browse" is emphasised when present. @default labels.idle */
  idleLabel?: string;
  /**
   * Takes files pasted while the widget has focus or the pointer is over it.
   * @default true
   */
  allowPaste?: boolean;
  /**
   * Lets files be dropped on the widget.
   * @default true
   */
  allowDrop?: boolean;
  /**
   * Lets files be reordered by pointer and keyboard.
   * @default false
   */
  allowReorder?: boolean;
  /**
   * Offers undo on uploaded files.
   * @default true
   */
  allowRevert?: boolean;
  /**
   * Offers a remove button on files.
   * @default true
   */
  allowRemove?: boolean;
  /**
   * Image thumbnails for image files.
   * @default true
   */
  showPreviews?: boolean;
  /**
   * `list` rows or a `grid` of tiles.
   * @default 'list'
   */
  appearance?: UploadAppearance;
  /**
   * Base of the size units: 1000 or 1024.
   * @default 1000
   */
  sizeBase?: number;
  /** Called whenever the files change, with every item. */
  onUpdateFiles?: (items: readonly UploadItem[]) => void;
  /** Called with a warning such as "Max files". */
  onWarning?: (message: string) => void;
  /** Called when a file finished uploading. */
  onProcessFile?: (item: UploadItem) => void;
  /** Accessible name when the drop area's text is not enough. */
  'aria-label'?: string;
}

const appearances: UploadAppearance[] = ['list', 'grid'];

/** Renders the idle label with its "Browse" word emphasised. */
function IdleLabel({ text }: { text: string }): ReactNode {
  const match = /browse/i.exec(text);
  if (!match) return text;
  return (
    <>
      {text.slice(0, match.index)}
      <span data-part="browse">{match[0]}</span>
      {text.slice(match.index + match[0].length)}
    </>
  );
}

/** Lets people drop, browse or paste files, and shows each file's upload state with its actions. */
export function FileUpload(props: FileUploadProps) {
  const {
    name,
    id,
    allowMultiple = false,
    maxFiles = null,
    allowReplace = true,
    accept = [],
    beforeDropFile,
    validateFile,
    ignoredFiles,
    required = false,
    disabled = false,
    instantUpload = true,
    maxParallelUploads = 2,
    itemInsertInterval = 75,
    server = null,
    transport: givenTransport = null,
    uploader: givenUploader,
    files: initialFiles,
    metadata,
    labels: labelOverrides,
    idleLabel,
    allowPaste = true,
    allowDrop = true,
    allowReorder = false,
    allowRevert = true,
    allowRemove = true,
    showPreviews = true,
    appearance = 'list',
    sizeBase = 1000,
    onUpdateFiles,
    onWarning,
    onProcessFile,
    'aria-label': ariaLabel,
  } = props;
  const theme = useTheme();

  let safeMaxFiles = maxFiles;
  let safeAppearance = appearance;
  if (maxFiles !== null && (!Number.isInteger(maxFiles) || maxFiles < 1)) {
    if (process.env.NODE_ENV !== 'production') {
      console.warn(
        `FileUpload: maxFiles must be a whole number of at least 1 or null, got ${maxFiles}; using null.`,
      );
    }
    safeMaxFiles = null;
  }
  if (!appearances.includes(appearance)) {
    if (process.env.NODE_ENV !== 'production') {
      console.warn(`FileUpload: unknown appearance "${appearance}", using "list".`);
    }
    safeAppearance = 'list';
  }

  const transport = useMemo(
    () =>
      givenTransport ??
      (server === null
        ? null
        : createHttpTransport(typeof server === 'string' ? { url: server } : server)),
    [givenTransport, server],
  );
  const labels = useMemo(() => resolveLabels(labelOverrides), [labelOverrides]);

  const { uploader, snapshot } = useUpload(
    {
      allowMultiple,
      maxFiles: safeMaxFiles,
      allowReplace,
      accept,
      beforeDropFile,
      validateFile,
      ignoredFiles,
      required,
      disabled,
      instantUpload,
      maxParallelUploads,
      itemInsertInterval,
      transport,
      labels: labelOverrides,
      metadata,
      onWarning,
      onProcessed: onProcessFile,
    } satisfies UploaderOptions,
    givenUploader,
  );
  const isDisabled = snapshot.isDisabled;
  const items = snapshot.items;

  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const reorderHelpId = `${generatedId}-reorder-help`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const isHovered = useRef(false);
  const [isDragOver, setDragOver] = useState(false);
  const [isNarrow, setNarrow] = useState(false);
  const { message, announce, announceAdded } = useAnnouncer((names) =>
    formatLabel(labels.added, { names: names.join(', ') }),
  );

  // Initial files are added once, after mount.
  const initialFilesRef = useRef(initialFiles);
  useEffect(() => {
    const initial = initialFilesRef.current;
    if (initial && initial.length > 0 && uploader.getSnapshot().items.length === 0) {
      uploader.addFiles(initial, 'api');
    }
  }, [uploader]);

  useEffect(() => {
    onUpdateFiles?.(items);
    // Only a change of the items should report; the callback's identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  // Announce finished and failed uploads as they happen.
  const previousStatuses = useRef(new Map<string, string>());
  useEffect(() => {
    const previous = previousStatuses.current;
    const next = new Map<string, string>();
    for (const item of items) {
      next.set(item.id, item.status);
      const before = previous.get(item.id);
      if (before === undefined || before === item.status) continue;
      if (item.status === 'processing-complete') {
        announce(`${item.name}: ${labels.fileProcessingComplete}`);
      } else if (item.error && item.status !== 'load-invalid') {
        announce(`${item.name}: ${item.error.main}`);
      } else if (item.status === 'load-invalid' && item.error) {
        announce(`${item.name}: ${item.error.main}`);
      }
    }
    previousStatuses.current = next;
  }, [items, announce, labels]);

  // The browse input's validity mirrors the engine's: required only while empty, and the
  // invalid-files message while any file failed validation.
  useEffect(() => {
    inputRef.current?.setCustomValidity(snapshot.validityMessage);
  }, [snapshot.validityMessage]);

  // Narrow layout follows the widget's own width once a resize has settled.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof ResizeObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setNarrow(root.getBoundingClientRect().width < narrowWidth),
        resizeSettleDelay,
      );
    });
    observer.observe(root);
    setNarrow(root.getBoundingClientRect().width < narrowWidth);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  const add = (files: UploadFile[], source: AddSource) => {
    if (isDisabled || files.length === 0) return;
    const result = uploader.addFiles(files, source);
    if (result.rejected === 'max-files') announce(labels.maxFiles);
    const added = result.added
      .map((itemId) => uploader.getItem(itemId)?.name)
      .filter((itemName): itemName is string => itemName !== undefined);
    const names = files
      .filter((file) => !result.skipped.includes(file.name))
      .map((file) => file.name);
    if (result.added.length > 0) announceAdded(added.length === names.length ? added : names);
  };

  // Paste goes to this widget only while it has focus or the pointer is over it.
  useEffect(() => {
    if (!allowPaste || isDisabled) return undefined;
    const onPaste = (event: ClipboardEvent) => {
      const root = rootRef.current;
      const files = [...(event.clipboardData?.files ?? [])];
      if (!root || files.length === 0) return;
      const target = event.target instanceof Node ? event.target : null;
      const hasFocus = root.contains(document.activeElement);
      const targetsNothingElse =
        target === null ||
        target === document.body ||
        target === document.documentElement ||
        root.contains(target);
      if (!hasFocus && !(isHovered.current && targetsNothingElse)) return;
      event.preventDefault();
      add(files, 'paste');
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    add([...(input.files ?? [])], 'browse');
    setTimeout(() => {
      input.value = '';
    }, browseResetDelay);
  };

  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!allowDrop || isDisabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setDragOver(false);
    if (!allowDrop || isDisabled) return;
    event.preventDefault();
    add([...event.dataTransfer.files], 'drop');
  };

  const onAction = (item: UploadItem, action: ItemAction) => {
    if (isDisabled) return;
    if (action === 'remove') {
      void uploader.remove(item.id);
      announce(formatLabel(labels.removed, { name: item.name }));
    } else if (action === 'abort') uploader.abort(item.id);
    else if (action === 'retry') uploader.retry(item.id);
    else if (action === 'revert') void uploader.revert(item.id);
    else uploader.processItem(item.id);
  };

  // Reordering: the handle takes arrow keys; a pointer drags once it moved past the threshold.
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<string | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (refocus.current === null) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = null;
  });

  const announceMove = (item: UploadItem) => {
    const position = uploader.getSnapshot().items.findIndex((entry) => entry.id === item.id) + 1;
    announce(formatLabel(labels.moved, { name: item.name, position, count: items.length }));
  };

  const onHandleKeyDown = (item: UploadItem, event: KeyboardEvent<HTMLButtonElement>) => {
    const index = items.findIndex((entry) => entry.id === item.id);
    const target =
      event.key === 'ArrowUp' || event.key === 'ArrowLeft'
        ? index - 1
        : event.key === 'ArrowDown' || event.key === 'ArrowRight'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    if (target < 0 || target >= items.length || target === index) return;
    refocus.current = item.id;
    uploader.moveItem(item.id, target);
    announceMove(item);
  };

  const onItemPointerDown = (item: UploadItem, event: PointerEvent<HTMLElement>) => {
    if (isDisabled || event.button !== 0) return;
    const element = event.currentTarget;
    if ((event.target as Element).closest('button:not([data-handle])')) return;
    const start = { x: event.clientX, y: event.clientY };
    let isDragging = false;
    const onMove = (moveEvent: globalThis.PointerEvent) => {
      if (!isDragging) {
        if (Math.hypot(moveEvent.clientX - start.x, moveEvent.clientY - start.y) <= dragThreshold)
          return;
        isDragging = true;
        setDraggingId(item.id);
      }
      const list = element.parentElement;
      if (!list) return;
      let nearest = -1;
      let nearestDistance = Infinity;
      [...list.children].forEach((child, childIndex) => {
        const box = child.getBoundingClientRect();
        const distance = Math.hypot(
          moveEvent.clientX - (box.left + box.width / 2),
          moveEvent.clientY - (box.top + box.height / 2),
        );
        if (distance < nearestDistance) {
          nearest = childIndex;
          nearestDistance = distance;
        }
      });
      if (nearest !== -1) uploader.moveItem(item.id, nearest);
    };
    const onUp = () => {
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
      document.removeEventListener('pointercancel', onUp);
      if (isDragging) {
        setDraggingId(null);
        announceMove(item);
      }
    };
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
    document.addEventListener('pointercancel', onUp);
  };

  const canReorder = allowReorder && items.length > 1;
  const idleText = idleLabel ?? labels.idle;

  return (
    <div
      ref={rootRef}
      css={rootStyles(theme)}
      data-disabled={isDisabled || undefined}
      data-narrow={isNarrow || undefined}
      data-appearance={safeAppearance}
      onPointerEnter={() => {
        isHovered.current = true;
      }}
      onPointerLeave={() => {
        isHovered.current = false;
      }}
    >
      <div
        css={dropZoneStyles(theme)}
        data-part="drop-zone"
        data-drag-over={isDragOver || undefined}
        data-disabled={isDisabled || undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          css={visuallyHidden}
          multiple={allowMultiple}
          accept={accept.length > 0 ? accept.join(',') : undefined}
          required={snapshot.isRequired}
          disabled={isDisabled}
          aria-label={ariaLabel}
          onChange={onInputChange}
        />
        <label htmlFor={inputId} style={{ cursor: 'inherit' }}>
          <IdleLabel text={idleText} />
        </label>
      </div>
      {snapshot.warning && (
        <p css={warningStyles(theme)} data-part="warning">
          <WarningIcon aria-hidden="true" />
          {snapshot.warning}
        </p>
      )}
      <ul css={listStyles(theme, safeAppearance)} aria-label={labels.fileListLabel}>
        {items.map((item) => (
          <UploadItemView
            key={item.id}
            item={item}
            labels={labels}
            appearance={safeAppearance}
            sizeBase={sizeBase}
            isDisabled={isDisabled}
            hasServer={uploader.config.transport !== null}
            allowRevert={allowRevert}
            allowRemove={allowRemove}
            instantUpload={uploader.config.instantUpload}
            showPreview={showPreviews}
            isDragging={draggingId === item.id}
            isReorderable={canReorder}
            handleRef={(element) => {
              if (element) handles.current.set(item.id, element);
              else handles.current.delete(item.id);
            }}
            reorderDescriptionId={reorderHelpId}
            onHandleKeyDown={(event) => onHandleKeyDown(item, event)}
            onItemPointerDown={(event) => onItemPointerDown(item, event)}
            onAction={(action) => onAction(item, action)}
          />
        ))}
      </ul>
      {canReorder && (
        <span id={reorderHelpId} css={visuallyHidden}>
          {labels.reorderHelp}
        </span>
      )}
      {name &&
        items
          .filter((item) => item.status === 'processing-complete' && item.serverId !== null)
          .map((item) => (
            <input key={item.id} type="hidden" name={name} value={item.serverId ?? ''} />
          ))}
      <div role="status" aria-live="polite" css={visuallyHidden}>
        {message}
      </div>
    </div>
  );
}

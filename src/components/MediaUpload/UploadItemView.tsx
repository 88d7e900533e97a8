import { useTheme } from '@emotion/react';
import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  type RefObject,
} from 'react';
import {
  formatLabel,
  formatSize,
  describeItem,
  type UploadItem,
  type UploadLabels,
} from '../../lib/upload';
import {
  CloseIcon,
  DragIcon,
  FileIcon,
  ImageIcon,
  RetryIcon,
  TrashIcon,
  UndoIcon,
  UploadIcon,
} from '../Iconography/icons';
import {
  actionsStyles,
  handleStyles,
  iconButtonStyles,
  infoStyles,
  itemStyles,
  previewStyles,
  progressStyles,
  spinnerStyles,
  type UploadAppearance,
} from './FileUpload.styles';

export type ItemAction = 'remove' | 'abort' | 'retry' | 'revert' | 'process';

interface UploadItemViewProps {
  item: UploadItem;
  labels: UploadLabels;
  appearance: UploadAppearance;
  sizeBase: number;
  isDisabled: boolean;
  hasServer: boolean;
  allowRevert: boolean;
  allowRemove: boolean;
  instantUpload: boolean;
  showPreview: boolean;
  isDragging: boolean;
  /** Shows the reorder handle and takes pointer drags. */
  isReorderable: boolean;
  handleRef?: Ref<HTMLButtonElement>;
  reorderDescriptionId?: string;
  onHandleKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onItemPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onAction: (action: ItemAction) => void;
}

const errorStatuses = new Set([
  'load-invalid',
  'load-error',
  'processing-error',
  'processing-revert-error',
  'remove-error',
  'cancelled',
]);

/** The buttons an item's state allows, in display order. */
function actionsFor(item: UploadItem, props: UploadItemViewProps): ItemAction[] {
  const { hasServer, allowRevert, allowRemove, instantUpload } = props;
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

const actionIcons = {
  remove: TrashIcon,
  abort: CloseIcon,
  retry: RetryIcon,
  revert: UndoIcon,
  process: UploadIcon,
} as const;

function actionLabel(action: ItemAction, item: UploadItem, labels: UploadLabels) {
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

/**
 * Shows an image file in the given `img` through an object URL, revoked when the file changes
 * or the item leaves.
 */
function usePreview(image: RefObject<HTMLImageElement | null>, file: Blob | null) {
  useEffect(() => {
    const element = image.current;
    if (!element || !file) return undefined;
    const objectUrl = URL.createObjectURL(file);
    element.setAttribute('src', objectUrl);
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(objectUrl);
    };
  }, [image, file]);
}

/** One file of an uploader: preview, name, state, progress, size and the buttons its state allows. */
export function UploadItemView(props: UploadItemViewProps) {
  const {
    item,
    labels,
    appearance,
    sizeBase,
    isDisabled,
    showPreview,
    isDragging,
    isReorderable,
    handleRef,
    reorderDescriptionId,
    onHandleKeyDown,
    onItemPointerDown,
    onAction,
  } = props;
  const theme = useTheme();
  const imageRef = useRef<HTMLImageElement>(null);
  const hasImage = showPreview && item.file !== null && item.type.startsWith('image/');
  usePreview(imageRef, hasImage ? item.file : null);
  const { main, sub } = describeItem(item, labels);
  const actions = actionsFor(item, props);
  const isError = errorStatuses.has(item.status);
  const tone = isError ? 'danger' : item.status === 'processing-complete' ? 'success' : undefined;
  const isBusy = item.status === 'busy' || item.status === 'loading';
  const size =
    item.status === 'processing'
      ? `${formatSize(item.progress.loaded, sizeBase, labels)} / ${formatSize(item.progress.total, sizeBase, labels)}`
      : formatSize(item.size, sizeBase, labels);
  const primary = actions[0];
  const PreviewIcon = item.type.startsWith('image/') ? ImageIcon : FileIcon;

  return (
    <li
      css={itemStyles(theme, appearance)}
      data-item-id={item.id}
      data-status={item.status}
      data-busy-reason={item.busyReason ?? undefined}
      data-tone={tone}
      data-reorderable={isReorderable ? '' : undefined}
      data-dragging={isDragging || undefined}
      onPointerDown={isReorderable ? onItemPointerDown : undefined}
    >
      {isReorderable && (
        <button
          ref={handleRef}
          type="button"
          css={[iconButtonStyles(theme), handleStyles(theme, appearance)]}
          data-handle=""
          aria-label={formatLabel(labels.buttonMove, { name: item.name })}
          aria-describedby={reorderDescriptionId}
          disabled={isDisabled}
          onKeyDown={onHandleKeyDown}
        >
          <DragIcon />
        </button>
      )}
      {(showPreview || appearance === 'list') && (
        <div css={previewStyles(theme, appearance)} aria-hidden="true">
          {hasImage ? <img ref={imageRef} alt="" draggable={false} /> : <PreviewIcon />}
        </div>
      )}
      <div
        css={infoStyles(theme, appearance)}
        // Pointer users may tap the status, as the hint says; keyboard users have the button.
        onClick={() => {
          if (!isDisabled && primary && sub) onAction(primary);
        }}
      >
        <span data-part="name" title={item.name}>
          {item.name}
        </span>
        <span data-part="status">
          {isBusy && <span css={spinnerStyles(theme)} aria-hidden="true" />}
          {/* Spaces between the parts keep them apart for screen readers and in copied text. */}
          {main && <span data-part="main">{main}</span>}{' '}
          {sub && <span data-part="hint">{sub}</span>} <span data-part="size">{size}</span>
        </span>
      </div>
      {actions.length > 0 && (
        <div css={actionsStyles(theme, appearance)}>
          {actions.map((action) => {
            const Icon = actionIcons[action];
            return (
              <button
                key={action}
                type="button"
                css={iconButtonStyles(theme)}
                data-action={action}
                data-tone={action === 'remove' ? 'danger' : undefined}
                aria-label={actionLabel(action, item, labels)}
                disabled={isDisabled}
                onClick={() => onAction(action)}
              >
                <Icon />
              </button>
            );
          })}
        </div>
      )}
      {item.status === 'processing' && (
        <div
          css={progressStyles(theme)}
          role="progressbar"
          aria-label={`${labels.fileProcessing} ${item.name}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={item.progress.percent}
        >
          <span style={{ transform: `scaleX(${item.progress.percent / 100})` }} />
        </div>
      )}
    </li>
  );
}

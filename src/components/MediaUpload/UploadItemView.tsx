import { useTheme } from '../../theme/useTheme';
import {
  useEffect,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  type RefObject,
} from 'react';
import {
  describeItem,
  formatLabel,
  formatSize,
  isShownAsError,
  itemActionLabel,
  itemActions,
  type ItemAction,
  type UploadItem,
  type UploadLabels,
} from '../../lib/upload';
import {
  ArrowDownIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpIcon,
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
  moveStyles,
  previewStyles,
  progressStyles,
  spinnerStyles,
  type UploadAppearance,
} from './FileUpload.styles';

export type { ItemAction };

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
  /** The item's place in the list, which decides whether it can move earlier or later. */
  position?: { index: number; count: number };
  /** Moves the item one place (-1 earlier, 1 later); the pressed button comes along. */
  onMove?: (delta: -1 | 1, button: HTMLButtonElement) => void;
  onItemPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onAction: (action: ItemAction) => void;
}

const actionIcons = {
  remove: TrashIcon,
  abort: CloseIcon,
  retry: RetryIcon,
  revert: UndoIcon,
  process: UploadIcon,
} as const;

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
    position,
    onMove,
  } = props;
  const theme = useTheme();
  const imageRef = useRef<HTMLImageElement>(null);
  const hasImage = showPreview && item.file !== null && item.type.startsWith('image/');
  usePreview(imageRef, hasImage ? item.file : null);
  const { main, sub } = describeItem(item, labels);
  const actions = itemActions(item, props);
  const isError = isShownAsError(item.status);
  const tone = isError ? 'danger' : item.status === 'processing-complete' ? 'success' : undefined;
  const isBusy = item.status === 'busy' || item.status === 'loading';
  const size =
    item.status === 'processing'
      ? `${formatSize(item.progress.loaded, sizeBase, labels)} / ${formatSize(item.progress.total, sizeBase, labels)}`
      : formatSize(item.size, sizeBase, labels);
  const primary = actions[0];
  const PreviewIcon = item.type.startsWith('image/') ? ImageIcon : FileIcon;
  const EarlierIcon = appearance === 'grid' ? ArrowLeftIcon : ArrowUpIcon;
  const LaterIcon = appearance === 'grid' ? ArrowRightIcon : ArrowDownIcon;
  const moveButtons = [
    {
      delta: -1 as const,
      Icon: EarlierIcon,
      label: labels.buttonMoveEarlier,
      isAtEnd: (position?.index ?? 0) === 0,
    },
    {
      delta: 1 as const,
      Icon: LaterIcon,
      label: labels.buttonMoveLater,
      isAtEnd: position ? position.index === position.count - 1 : true,
    },
  ];

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
        {/* A name reads in its own direction ("2024.svg" in a right-to-left page, a Hebrew
            name in a left-to-right one), while the line aligns with the tile's. */}
        <span data-part="name" title={item.name}>
          <bdi>{item.name}</bdi>
        </span>
        <span data-part="status">
          {isBusy && <span css={spinnerStyles(theme)} aria-hidden="true" />}
          {/* Spaces between the parts keep them apart for screen readers and in copied text. */}
          {main && <span data-part="main">{main}</span>}{' '}
          {sub && <span data-part="hint">{sub}</span>} <span data-part="size">{size}</span>
        </span>
      </div>
      {isReorderable && (
        // The single-pointer alternative to dragging. At an end the button stays focusable
        // (aria-disabled, not disabled) so focus is not dropped when the item arrives there.
        <div css={moveStyles(theme, appearance)} data-part="move">
          {moveButtons.map(({ delta, Icon, label, isAtEnd }) => (
            <button
              key={delta}
              type="button"
              css={iconButtonStyles(theme)}
              data-move={delta < 0 ? 'earlier' : 'later'}
              aria-label={formatLabel(label, { name: item.name })}
              aria-disabled={isAtEnd || undefined}
              disabled={isDisabled}
              onClick={(event) => {
                if (!isAtEnd) onMove?.(delta, event.currentTarget);
              }}
            >
              <Icon />
            </button>
          ))}
        </div>
      )}
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
                aria-label={itemActionLabel(action, item, labels)}
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
          {/* An upload in progress exists only on the client; a class per percent would not do. */}
          {/* eslint-disable-next-line no-restricted-syntax -- only ever rendered on the client */}
          <span style={{ transform: `scaleX(${item.progress.percent / 100})` }} />
        </div>
      )}
    </li>
  );
}

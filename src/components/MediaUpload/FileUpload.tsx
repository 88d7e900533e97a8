import { useTheme } from '../../theme/useTheme';
import { useMergeRefs } from '@floating-ui/react';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useElementWidth } from '../../hooks/useElementWidth';
import { useFileDrop } from '../../hooks/useFileDrop';
import { useReorder } from '../../hooks/useReorder';
import { useScopedPaste } from '../../hooks/useScopedPaste';
import {
  formatLabel,
  type AddSource,
  type ItemAction,
  type UploadFile,
  type UploadItem,
} from '../../lib/upload';
import { visuallyHidden } from '../../theme/styles';
import { WarningIcon } from '../Iconography/icons';
import { dropZoneStyles, listStyles, rootStyles, warningStyles } from './FileUpload.styles';
import type { FileUploadProps } from './FileUploadProps';
import { IdleLabel } from './IdleLabel';
import { rootPropsOf } from './rootProps';
import { useAnnouncer } from './useAnnouncer';
import { useFileUploadEngine } from './useFileUploadEngine';
import { useFocusAfterRemove } from './useFocusAfterRemove';
import { useUploadAnnouncements } from './useUploadAnnouncements';
import { UploadItemView } from './UploadItemView';

export type { FileUploadProps };

/** The browse input is emptied this long after a change, so the same file can be picked again. */
export const browseResetDelay = 250;
/** Layout reacts to a size change once it has settled for this long, in ms. */
export const resizeSettleDelay = 500;
/** Below this width, in px, the widget uses its compact layout. */
const narrowWidth = 420;

/** Lets people drop, browse or paste files, and shows each file's upload state with its actions. */
export function FileUpload(props: FileUploadProps) {
  const {
    name,
    id,
    allowMultiple = false,
    accept = [],
    files: initialFiles,
    idleLabel,
    allowPaste = true,
    allowDrop = true,
    allowReorder = false,
    allowRevert = true,
    allowRemove = true,
    showPreviews = true,
    sizeBase = 1000,
    onUpdateFiles,
    'aria-label': ariaLabel,
  } = props;
  const theme = useTheme();

  const { uploader, snapshot, labels, appearance } = useFileUploadEngine(props);
  const isDisabled = snapshot.isDisabled;
  const items = snapshot.items;

  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const reorderHelpId = `${generatedId}-reorder-help`;
  const rootRef = useRef<HTMLDivElement>(null);
  const { ref: callerRef, ...rootProps } = rootPropsOf(props);
  const rootRefs = useMergeRefs([rootRef, callerRef]);
  const inputRef = useRef<HTMLInputElement>(null);
  const width = useElementWidth(rootRef, resizeSettleDelay);
  const isNarrow = width !== null && width < narrowWidth;
  const { message, announce, announceAdded } = useAnnouncer((names) =>
    formatLabel(labels.added, { names: names.join(', ') }),
  );

  // Initial files are added once, after mount (a second StrictMode mount finds them there).
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

  useUploadAnnouncements(items, labels, announce);

  // The browse input's validity mirrors the engine's: required only while empty, and the
  // invalid-files message while any file failed validation.
  useEffect(() => {
    inputRef.current?.setCustomValidity(snapshot.validityMessage);
  }, [snapshot.validityMessage]);

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

  const { hoverProps } = useScopedPaste(rootRef, {
    isEnabled: allowPaste && !isDisabled,
    onPaste: (files) => add(files, 'paste'),
  });
  const { isDragOver, dropProps } = useFileDrop({
    isEnabled: allowDrop && !isDisabled,
    onDrop: (files) => add(files, 'drop'),
  });

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    add([...(input.files ?? [])], 'browse');
    setTimeout(() => {
      input.value = '';
    }, browseResetDelay);
  };

  const listRef = useRef<HTMLUListElement>(null);
  const rememberRemoval = useFocusAfterRemove({ rootRef, listRef, fallbackRef: inputRef });

  const onAction = (item: UploadItem, action: ItemAction) => {
    if (isDisabled) return;
    if (action === 'remove') {
      rememberRemoval(
        items.map((entry) => entry.id),
        item.id,
      );
      void uploader.remove(item.id);
      announce(formatLabel(labels.removed, { name: item.name }));
    } else if (action === 'abort') uploader.abort(item.id);
    else if (action === 'retry') uploader.retry(item.id);
    else if (action === 'revert') void uploader.revert(item.id);
    else uploader.processItem(item.id);
  };

  const reorder = useReorder({
    ids: items.map((item) => item.id),
    isDisabled,
    move: (itemId, index) => uploader.moveItem(itemId, index),
    onMoved: (itemId) => {
      const current = uploader.getSnapshot().items;
      const position = current.findIndex((entry) => entry.id === itemId) + 1;
      const moved = current[position - 1];
      if (!moved) return;
      announce(formatLabel(labels.moved, { name: moved.name, position, count: current.length }));
    },
  });

  const canReorder = allowReorder && items.length > 1;
  const idleText = idleLabel ?? labels.idle;

  return (
    <div
      {...rootProps}
      ref={rootRefs}
      css={rootStyles(theme)}
      data-disabled={isDisabled || undefined}
      data-narrow={isNarrow || undefined}
      data-appearance={appearance}
      {...hoverProps}
    >
      <div
        css={dropZoneStyles(theme)}
        data-part="drop-zone"
        data-drag-over={isDragOver || undefined}
        data-disabled={isDisabled || undefined}
        {...dropProps}
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
        <label htmlFor={inputId} css={{ cursor: 'inherit' }}>
          <IdleLabel text={idleText} word={labels.browse} />
        </label>
      </div>
      {snapshot.warning && (
        <p css={warningStyles(theme)} data-part="warning">
          <WarningIcon aria-hidden="true" />
          {snapshot.warning}
        </p>
      )}
      <ul ref={listRef} css={listStyles(theme, appearance)} aria-label={labels.fileListLabel}>
        {items.map((item, index) => (
          <UploadItemView
            key={item.id}
            item={item}
            labels={labels}
            appearance={appearance}
            sizeBase={sizeBase}
            isDisabled={isDisabled}
            hasServer={uploader.config.transport !== null}
            allowRevert={allowRevert}
            allowRemove={allowRemove}
            instantUpload={uploader.config.instantUpload}
            showPreview={showPreviews}
            isDragging={reorder.draggingId === item.id}
            isReorderable={canReorder}
            handleRef={reorder.handleRef(item.id)}
            reorderDescriptionId={reorderHelpId}
            onHandleKeyDown={(event) => reorder.onHandleKeyDown(item.id, event)}
            position={{ index, count: items.length }}
            onMove={(delta, button) => reorder.moveBy(item.id, delta, button)}
            onItemPointerDown={(event) => reorder.onItemPointerDown(item.id, event)}
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

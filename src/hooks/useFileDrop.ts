/**
 * Files dropped on an element: only drags that carry files are accepted (text and links pass
 * by), the drop effect shows "copy", and `isDragOver` stays true while the pointer is anywhere
 * inside, children included.
 */
import { useState, type DragEvent } from 'react';

export interface FileDropOptions {
  /** Takes drops at all. @default true */
  isEnabled?: boolean;
  onDrop: (files: File[]) => void;
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export function useFileDrop({ isEnabled = true, onDrop }: FileDropOptions) {
  const [isDragOver, setDragOver] = useState(false);
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!isEnabled || !carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragOver(true);
  };
  return {
    isDragOver,
    dropProps: {
      onDragOver,
      onDragEnter: onDragOver,
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        setDragOver(false);
        if (!isEnabled) return;
        event.preventDefault();
        onDrop([...event.dataTransfer.files]);
      },
    },
  };
}

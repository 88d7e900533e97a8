import type { ComponentPropsWithRef } from 'react';
import type {
  AddInput,
  HttpTransportOptions,
  UploadBehaviourOptions,
  UploadItem,
  UploadLabels,
  UploadTransport,
  Uploader,
} from '../../lib/upload';
import type { UploadAppearance } from './FileUpload.styles';

/** Native props of the root element: `ref`, `className`, `style`, `data-*` and the like. */
export type FileUploadRootProps = Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'id' | 'aria-label'
>;

/**
 * The widget's props: the engine's behaviour options (`UploadBehaviourOptions`, documented
 * there once), what only the widget knows, and the root element's native props.
 */
export interface FileUploadProps extends UploadBehaviourOptions, FileUploadRootProps {
  /** Name of the hidden fields that carry the server ids of uploaded files in a form. */
  name?: string;
  /** Id of the browse input. */
  id?: string;
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
  /** Texts; each default can be replaced. */
  labels?: Partial<UploadLabels>;
  /**
   * The drop area's text. The word of `labels.browse` ("Browse") is emphasised when present.
   * @default labels.idle
   */
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
  /** Called when a file finished uploading. */
  onProcessFile?: (item: UploadItem) => void;
  /** Accessible name when the drop area's text is not enough. */
  'aria-label'?: string;
}

/**
 * Which of FileUpload's props are the root element's: every prop that is not the widget's or
 * the engine's own. The list of own names must name every own prop (the compiler checks it), so
 * a new option never leaks onto the root as an unknown DOM attribute.
 */
import type { FileUploadProps, FileUploadRootProps } from './FileUploadProps';

type OwnPropName = Exclude<keyof FileUploadProps, keyof FileUploadRootProps>;

const ownPropNames = {
  allowMultiple: true,
  maxFiles: true,
  allowReplace: true,
  accept: true,
  beforeDropFile: true,
  validateFile: true,
  ignoredFiles: true,
  required: true,
  disabled: true,
  instantUpload: true,
  maxParallelUploads: true,
  itemInsertInterval: true,
  metadata: true,
  onWarning: true,
  name: true,
  id: true,
  server: true,
  transport: true,
  uploader: true,
  files: true,
  labels: true,
  idleLabel: true,
  allowPaste: true,
  allowDrop: true,
  allowReorder: true,
  allowRevert: true,
  allowRemove: true,
  showPreviews: true,
  appearance: true,
  sizeBase: true,
  onUpdateFiles: true,
  onProcessFile: true,
  'aria-label': true,
} satisfies Record<OwnPropName, true>;

/** The props that go to the root element. */
export function rootPropsOf(props: FileUploadProps): FileUploadRootProps {
  return Object.fromEntries(
    Object.entries(props).filter(([name]) => !Object.hasOwn(ownPropNames, name)),
  );
}

/**
 * FileUpload's engine: props checked (a bad `maxFiles` or `appearance` warns in development and
 * falls back), the transport made from `server` once per value, and `useUpload` fed the options.
 */
import { useMemo } from 'react';
import { useUpload } from '../../hooks/useUpload';
import { checkOneOf, checkProp } from '../../lib/devWarning';
import { createHttpTransport, resolveLabels, type UploaderOptions } from '../../lib/upload';
import type { UploadAppearance } from './FileUpload.styles';
import type { FileUploadProps } from './FileUploadProps';

const appearances: UploadAppearance[] = ['list', 'grid'];

export function useFileUploadEngine(props: FileUploadProps) {
  const {
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
    metadata,
    labels: labelOverrides,
    appearance = 'list',
    onWarning,
    onProcessFile,
  } = props;

  const safeMaxFiles = checkProp(
    'FileUpload',
    'maxFiles',
    maxFiles,
    maxFiles === null || (Number.isInteger(maxFiles) && maxFiles >= 1),
    'a whole number of at least 1, or null',
    null,
  )
    ? maxFiles
    : null;
  const safeAppearance = checkOneOf('FileUpload', 'appearance', appearance, appearances, 'list');

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
  return { uploader, snapshot, labels, appearance: safeAppearance };
}

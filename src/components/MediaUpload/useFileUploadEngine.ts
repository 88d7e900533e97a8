/**
 * FileUpload's engine: props checked (a bad `maxFiles` or `appearance` warns in development and
 * falls back), the transport made from `server` once per value, and `useUpload` fed the options.
 */
import { useMemo } from 'react';
import { useUpload } from '../../hooks/useUpload';
import { createHttpTransport, resolveLabels, type UploaderOptions } from '../../lib/upload';
import type { UploadAppearance } from './FileUpload.styles';
import type { FileUploadProps } from './FileUploadProps';

const appearances: UploadAppearance[] = ['list', 'grid'];

const warn = (message: string) => {
  if (process.env.NODE_ENV !== 'production') console.warn(`FileUpload: ${message}`);
};

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

  let safeMaxFiles = maxFiles;
  if (maxFiles !== null && (!Number.isInteger(maxFiles) || maxFiles < 1)) {
    warn(`maxFiles must be a whole number of at least 1 or null, got ${maxFiles}; using null.`);
    safeMaxFiles = null;
  }
  let safeAppearance = appearance;
  if (!appearances.includes(appearance)) {
    warn(`unknown appearance "${appearance}", using "list".`);
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
  return { uploader, snapshot, labels, appearance: safeAppearance };
}

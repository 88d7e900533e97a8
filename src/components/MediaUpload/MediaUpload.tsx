import { defaultUploadLabels } from '../../lib/upload';
import { FileUpload, type FileUploadProps } from './FileUpload';

export interface MediaUploadProps extends FileUploadProps {
  /**
   * Accepted MIME patterns or extensions; images only unless you widen it.
   * @default ['image/*']
   */
  accept?: readonly string[];
  /**
   * Accepts several files.
   * @default true
   */
  allowMultiple?: boolean;
  /**
   * Lets files be reordered by pointer and keyboard.
   * @default true
   */
  allowReorder?: boolean;
  /**
   * `grid` of image tiles or `list` rows.
   * @default 'grid'
   */
  appearance?: FileUploadProps['appearance'];
  /**
   * The drop area's text. The word of `labels.browse` is emphasised when present.
   * @default labels.idleMedia ('Drag and drop your media or browse')
   */
  idleLabel?: string;
}

const imagesOnly = ['image/*'] as const;

/** Picks images by drop, browse or paste, previews them and keeps them in the order people choose. */
export function MediaUpload({
  accept = imagesOnly,
  allowMultiple = true,
  allowReorder = true,
  appearance = 'grid',
  labels,
  idleLabel = labels?.idleMedia ?? defaultUploadLabels.idleMedia,
  ...rest
}: MediaUploadProps) {
  return (
    <FileUpload
      accept={accept}
      allowMultiple={allowMultiple}
      allowReorder={allowReorder}
      appearance={appearance}
      idleLabel={idleLabel}
      labels={labels}
      {...rest}
    />
  );
}

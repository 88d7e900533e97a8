export { MediaUpload } from './MediaUpload';
export type { MediaUploadProps } from './MediaUpload';
export { FileUpload } from './FileUpload';
export type { FileUploadProps } from './FileUpload';
export type { UploadAppearance } from './FileUpload.styles';

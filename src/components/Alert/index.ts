export { Alert } from './Alert';
export type { AlertProps } from './Alert';
export type { AlertTone } from './Alert.styles';

export { Toast } from './Toast';
export type { ToastProps } from './Toast';
export { ToastProvider, useToast } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';

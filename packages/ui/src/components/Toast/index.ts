export {
  TOAST_DEFAULT_TIMEOUT_MS,
  TOAST_MAX_VISIBLE,
  ToastProvider,
  createToaster,
  useToast,
  type ToastData,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
  type Toaster,
} from './Toast';

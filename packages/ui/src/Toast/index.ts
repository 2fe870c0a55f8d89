export {
  ToastProvider,
  TOAST_DURATION,
  TOAST_SPEED,
  TOAST_WIDTH,
  type ToastProviderProps,
} from './ToastProvider.tsx';
export { useToast, type ToastApi, type ToastOptions, type ToastSeverity } from './ToastContext.ts';
export { createPausableTimer, type PausableTimer } from './pausableTimer.ts';

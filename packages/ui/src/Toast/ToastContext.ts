import { createContext, useContext } from 'react';

/** How a toast looks and is announced: errors and warnings interrupt (role=alert). */
export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/** What to show in a toast. */
export interface ToastOptions {
  /** The text, in the interface language; shown as text, never as HTML. */
  message: string;
  /** A short heading above the message (e.g. "Cart"), in the interface language; text only. */
  title?: string;
  /** `info` by default. */
  severity?: ToastSeverity;
  /** Milliseconds before it goes by itself; `null` keeps it until it is closed. */
  duration?: number | null;
}

/** Shows and closes toasts; from `useToast()` under a `ToastProvider`. */
export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(toast: ToastOptions | string): string;
  /** Closes a toast early. */
  dismiss(id: string): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

/** The toasts of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}

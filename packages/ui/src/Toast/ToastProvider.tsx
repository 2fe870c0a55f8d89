import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { keyframes, styled } from '@mui/material/styles';
import { useUiText } from '../i18n/useUiText.ts';
import { createPausableTimer } from './pausableTimer.ts';
import {
  ToastContext,
  type ToastApi,
  type ToastOptions,
  type ToastSeverity,
} from './ToastContext.ts';

/** Spec point 9: a toast stays 3000 ms, slides in over 300 ms and is 300 px wide. */
export const TOAST_DURATION = 3000;
export const TOAST_SPEED = 300;
export const TOAST_WIDTH = 300;

interface ToastEntry {
  id: string;
  title: string | null;
  message: string;
  severity: ToastSeverity;
  duration: number | null;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Milliseconds a toast stays when `show` gives none (spec point 9: 3000). */
  defaultDuration?: number;
  /** The most toasts on screen; the oldest goes first. */
  max?: number;
}

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateX(24px)' },
  to: { opacity: 1, transform: 'none' },
});

const ToastHost = styled('ol', { name: 'LeaseToast', slot: 'Host' })(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(2),
  right: theme.spacing(2),
  zIndex: theme.zIndex.snackbar,
  width: TOAST_WIDTH,
  maxWidth: `calc(100vw - ${theme.spacing(4)})`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  // The empty host must not catch clicks meant for the page below it.
  pointerEvents: 'none',
  '& > li': { pointerEvents: 'auto' },
}));

const ToastAlert = styled(Alert, { name: 'LeaseToast', slot: 'Toast' })(({ theme }) => ({
  boxShadow: theme.shadows[4],
  overflowWrap: 'anywhere',
  animation: `${slideIn} ${TOAST_SPEED}ms ease-out`,
}));

let lastId = 0;

/**
 * Shows toasts top right: text only, 3000 ms by default, paused while the pointer or keyboard
 * focus is on one (WCAG 2.2.1), each with a close button. Errors and warnings are announced at
 * once (role=alert), others politely (role=status).
 */
export function ToastProvider({
  children,
  defaultDuration = TOAST_DURATION,
  max = 4,
}: ToastProviderProps) {
  const t = useUiText();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastOptions | string) => {
      const options = typeof input === 'string' ? { message: input } : input;
      lastId += 1;
      const entry: ToastEntry = {
        id: `toast-${lastId}`,
        // Only text: whatever arrives is rendered by React as a text node.
        title: options.title ? String(options.title).trim() || null : null,
        message: String(options.message),
        severity: options.severity ?? 'info',
        duration: options.duration === undefined ? defaultDuration : options.duration,
      };
      setToasts((current) => [...current, entry].slice(-Math.max(1, max)));
      return entry.id;
    },
    [defaultDuration, max],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastHost aria-label={t('toast.region')}>
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            closeText={t('toast.close')}
            onClose={() => dismiss(toast.id)}
          />
        ))}
      </ToastHost>
    </ToastContext.Provider>
  );
}

interface ToastItemProps {
  toast: ToastEntry;
  closeText: string;
  onClose(): void;
}

function ToastItem({ toast, closeText, onClose }: ToastItemProps) {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  const timer = useRef<ReturnType<typeof createPausableTimer> | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    if (toast.duration === null) return undefined;
    const created = createPausableTimer(() => closeRef.current(), toast.duration);
    timer.current = created;
    return () => created.clear();
  }, [toast.duration]);

  const update = () => {
    if (hovered.current || focused.current) timer.current?.pause();
    else timer.current?.resume();
  };

  const urgent = toast.severity === 'error' || toast.severity === 'warning';
  return (
    <li
      onMouseEnter={() => {
        hovered.current = true;
        update();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={() => {
        focused.current = true;
        update();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        focused.current = false;
        update();
      }}
    >
      <ToastAlert
        severity={toast.severity}
        role={urgent ? 'alert' : 'status'}
        onClose={onClose}
        closeText={closeText}
      >
        {/* Inside the alert, so the title is announced with the message. */}
        {toast.title ? <AlertTitle>{toast.title}</AlertTitle> : null}
        {toast.message}
      </ToastAlert>
    </li>
  );
}

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import {
  TOAST_DURATION_MS,
  addToast,
  removeToast,
  toastMessage,
  type ToastItem,
  type ToastTone,
} from './toast-model';

export type ToastApi = {
  /** Shows a success toast; returns its id. */
  success: (message: string) => number;
  /** Shows an error toast; without text it says "Oops there was an error. We're working on it...". */
  error: (message?: string) => number;
  /** Shows a neutral toast. */
  info: (message: string) => number;
  /** Closes a toast early. */
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export type ToastProviderProps = {
  children: ReactNode;
  /** How long a toast stays, in ms (spec: 5000). */
  duration?: number;
};

/**
 * Holds the toasts of the page and renders them in one polite live region (errors as alerts, so
 * they interrupt). Each toast closes after `duration`, or at once with its close button; the timer
 * pauses while the pointer or keyboard focus is on the toast so it can be read and acted on.
 */
export function ToastProvider({ children, duration = TOAST_DURATION_MS }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => removeToast(list, id)), []);
  const show = useCallback((tone: ToastTone, message: string | undefined) => {
    const id = nextId.current;
    nextId.current += 1;
    setToasts((list) => addToast(list, { id, tone, message: toastMessage(tone, message) }));
    return id;
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} duration={duration} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** Shows toasts; must be used inside `ToastProvider`. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return context;
}

function ToastViewport({
  toasts,
  duration,
  onDismiss,
}: {
  toasts: ToastItem[];
  duration: number;
  onDismiss: (id: number) => void;
}) {
  // The region is always in the page: screen readers only announce changes to a region they know.
  const region = (
    <section
      aria-label="Notifications"
      data-slot="toast-viewport"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-toast flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      <div
        aria-live="polite"
        aria-relevant="additions"
        className="flex w-full flex-col gap-2 sm:w-96"
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} duration={duration} onDismiss={onDismiss} />
        ))}
      </div>
    </section>
  );
  return typeof document === 'undefined' ? region : createPortal(region, document.body);
}

const toastVariants = cva(
  [
    'pointer-events-auto flex w-full items-start gap-3 rounded-lg border bg-surface-raised px-4 py-3 text-sm text-text shadow-lg',
    'animate-pop-in',
  ],
  {
    variants: {
      tone: {
        success: 'border-success/50 [&_[data-slot=toast-icon]]:text-success',
        error: 'border-danger/50 [&_[data-slot=toast-icon]]:text-danger',
        info: 'border-border [&_[data-slot=toast-icon]]:text-info',
      },
    },
  },
);

const ICONS: Record<ToastTone, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
};

function Toast({
  toast,
  duration,
  onDismiss,
}: {
  toast: ToastItem;
  duration: number;
  onDismiss: (id: number) => void;
}) {
  const [isPaused, setIsPaused] = useState(false);
  const remaining = useRef(duration);

  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [isPaused, onDismiss, toast.id]);

  const Icon = ICONS[toast.tone];
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      data-slot="toast"
      data-tone={toast.tone}
      className={toastVariants({ tone: toast.tone })}
      onPointerEnter={() => setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <Icon aria-hidden="true" data-slot="toast-icon" className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{toast.message}</p>
      <button
        type="button"
        aria-label="Close notification"
        onClick={() => onDismiss(toast.id)}
        className={cn(
          '-my-1 -mr-2 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-text-muted',
          'transition-colors duration-fast hover:bg-surface-sunken hover:text-text focus-visible:outline-2 focus-visible:outline-ring',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

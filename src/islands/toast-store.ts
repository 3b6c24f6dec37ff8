/**
 * The toasts on screen as plain module state, with the specification's transitions: added,
 * updated, dismissed (closing; `open` false) and removed (200 ms later, after the exit animation).
 * Any code can raise a toast; the one <Toaster> subscribes and draws them.
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading';

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
  action?: { label: string; onClick: () => void };
  /** Time on screen in ms; a loading toast stays until it is updated or dismissed. */
  duration: number;
  /** Whether the visitor may close it (close button, swipe). */
  dismissible: boolean;
  /** False from dismissal until removal. */
  open: boolean;
}

export type ToastOptions = Pick<Toast, 'type' | 'title'> & Partial<Pick<Toast, 'description' | 'action' | 'duration' | 'dismissible'>>;

/** The specification's constants: duration, visible toasts, width, gap, swipe threshold, removal delay (ms and px). */
export const TOAST = { duration: 4000, visible: 3, width: 356, gap: 14, swipe: 20, removeDelay: 200 } as const;

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<(toasts: Toast[]) => void>();

const set = (next: Toast[]) => {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
};
const defaultDuration = (type: ToastType) => (type === 'loading' ? Infinity : TOAST.duration);

/** Calls `listener` with the toasts, newest first, now and on every change; returns the unsubscribe. */
export function subscribeToasts(listener: (toasts: Toast[]) => void): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

/** Adds a toast on top; returns its id. */
export function toast(options: ToastOptions): string {
  const id = `toast-${++counter}`;
  set([{ id, dismissible: true, duration: defaultDuration(options.type), ...options, open: true }, ...toasts]);
  return id;
}

/** Changes a toast in place (a loading toast becoming a result restarts with that type's duration). */
export function updateToast(id: string, changes: Partial<ToastOptions>): void {
  set(toasts.map((t) => (t.id === id ? { ...t, duration: changes.type ? defaultDuration(changes.type) : t.duration, ...changes } : t)));
}

export function dismissToast(id: string): void {
  if (!toasts.some((t) => t.id === id && t.open)) return;
  set(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => set(toasts.filter((t) => t.id !== id)), TOAST.removeDelay);
}

/**
 * Toasts with the specification's constants: 4000 ms by default, at most 3 visible, 356 px wide,
 * 14 px apart, swipe past 20 px to dismiss, removed 200 ms after closing, Alt+T focuses them.
 * Announced through live regions; timers pause while hovered or focused.
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading';

export interface ToastOptions {
  type: ToastType;
  title: string;
  description?: string;
  duration?: number;
  dismissible?: boolean;
  action?: { label: string; onClick: () => void };
}

export const TOAST = { duration: 4000, visible: 3, width: 356, gap: 14, swipe: 20, removeDelay: 200 } as const;

let region: HTMLElement | undefined;
let list: HTMLOListElement | undefined;
let counter = 0;
/** Timers of the toasts on screen; all pause while the pointer or focus is in the toaster. */
const timers = new Set<{ pause(): void; resume(): void }>();
let paused = false;
const pauseAll = () => {
  paused = true;
  timers.forEach((t) => t.pause());
};
const resumeAll = () => {
  paused = false;
  timers.forEach((t) => t.resume());
};

function toaster(): HTMLOListElement {
  if (list) return list;
  region = document.createElement('section');
  region.className = 'toaster';
  region.setAttribute('aria-label', 'Notifications (Alt+T)');
  region.tabIndex = -1;
  list = document.createElement('ol');
  region.append(list);
  region.addEventListener('mouseenter', pauseAll);
  region.addEventListener('mouseleave', () => !region!.contains(document.activeElement) && resumeAll());
  region.addEventListener('focusin', pauseAll);
  region.addEventListener('focusout', (e) => !region!.contains(e.relatedTarget as Node | null) && !region!.matches(':hover') && resumeAll());
  document.body.append(region);
  addEventListener('keydown', (e) => {
    if (e.altKey && (e.key === 't' || e.key === 'T' || e.code === 'KeyT')) {
      e.preventDefault();
      (list!.querySelector<HTMLElement>('li') ?? region!).focus();
    }
  });
  return list;
}

function layout(): void {
  const items = [...toaster().children] as HTMLElement[];
  items.forEach((item, i) => (item.hidden = i >= TOAST.visible));
}

export function dismissToast(id: string): void {
  const item = toaster().querySelector<HTMLElement>(`[data-toast-id="${id}"]`);
  if (!item || item.dataset.closing) return;
  item.dataset.closing = 'true';
  item.dispatchEvent(new Event('toast-closing'));
  setTimeout(() => {
    item.remove();
    layout();
  }, TOAST.removeDelay);
}

export function toast(options: ToastOptions): string {
  const id = `t${++counter}`;
  const item = document.createElement('li');
  item.className = `toast toast-${options.type}`;
  item.dataset.toastId = id;
  item.tabIndex = 0;
  // Errors interrupt; everything else waits its turn.
  item.setAttribute('role', options.type === 'error' ? 'alert' : 'status');
  item.setAttribute('aria-live', options.type === 'error' ? 'assertive' : 'polite');
  item.setAttribute('aria-atomic', 'true');
  const title = document.createElement('p');
  title.className = 'toast-title';
  title.textContent = options.title;
  item.append(title);
  if (options.description) {
    const d = document.createElement('p');
    d.className = 'toast-description';
    d.textContent = options.description;
    item.append(d);
  }
  if (options.action) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'btn btn-secondary toast-action';
    b.textContent = options.action.label;
    b.addEventListener('click', () => {
      options.action!.onClick();
      dismissToast(id);
    });
    item.append(b);
  }
  if (options.dismissible !== false) {
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'toast-close';
    close.setAttribute('aria-label', 'Dismiss notification');
    close.textContent = '×';
    close.addEventListener('click', () => dismissToast(id));
    item.append(close);
  }

  // The timer runs only while the toast is neither hovered nor focused.
  let remaining = options.type === 'loading' ? Infinity : (options.duration ?? TOAST.duration);
  let started = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const resume = () => {
    if (remaining === Infinity || timer) return;
    started = Date.now();
    timer = setTimeout(() => dismissToast(id), remaining);
  };
  const pause = () => {
    if (!timer) return;
    clearTimeout(timer);
    timer = undefined;
    remaining -= Date.now() - started;
  };
  const handle = { pause, resume };
  timers.add(handle);
  item.addEventListener('toast-closing', () => {
    pause();
    timers.delete(handle);
  });

  // Swipe right past the threshold to dismiss.
  let x0: number | undefined;
  item.addEventListener('pointerdown', (e) => (x0 = e.clientX));
  item.addEventListener('pointerup', (e) => {
    if (x0 !== undefined && Math.abs(e.clientX - x0) > TOAST.swipe) dismissToast(id);
    x0 = undefined;
  });

  toaster().prepend(item);
  layout();
  if (!paused) resume();
  return id;
}

import { useEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { dismissToast, subscribeToasts, TOAST, type Toast, type ToastType } from './toast-store.ts';

/** Icons a toast may draw; an island using the toaster lists them in its `icons`. */
export const TOAST_ICONS: Record<Exclude<ToastType, 'loading'>, string> & { close: string } = {
  success: 'circle-check',
  info: 'info',
  warning: 'triangle-alert',
  error: 'circle-alert',
  close: 'x',
};

/**
 * The toasts of the page, bottom right: at most 3 shown (newest nearest the corner), 356 px wide,
 * 14 px apart. The region is in the server HTML, so it is a live region before anything is
 * announced. Alt+T moves focus to the newest toast; every timer pauses while the pointer is over
 * the toasts or focus is in them.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => subscribeToasts(setToasts), []);
  useEffect(() => {
    const el = region.current!;
    const focusIn = () => setFocused(true);
    const focusOut = (e: FocusEvent) => !el.contains(e.relatedTarget as Node | null) && setFocused(false);
    const hotkey = (e: KeyboardEvent) => {
      if (!e.altKey || e.code !== 'KeyT') return;
      e.preventDefault();
      (el.querySelector<HTMLElement>('li:not([hidden])') ?? el).focus();
    };
    el.addEventListener('focusin', focusIn);
    el.addEventListener('focusout', focusOut);
    addEventListener('keydown', hotkey);
    return () => {
      el.removeEventListener('focusin', focusIn);
      el.removeEventListener('focusout', focusOut);
      removeEventListener('keydown', hotkey);
    };
  }, []);
  // The last toast leaving under the pointer or with focus sends no leave event.
  useEffect(() => {
    if (toasts.length) return;
    setHovered(false);
    setFocused(false);
  }, [toasts.length]);

  return (
    <section ref={region} className="toaster" aria-label="Notifications (Alt+T)" tabIndex={-1} aria-live="polite" aria-relevant="additions text" aria-atomic="false" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <ol>
        {toasts.map((t, i) => (
          <ToastItem key={t.id} toast={t} hidden={i >= TOAST.visible} paused={hovered || focused} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast: t, hidden, paused }: { toast: Toast; hidden: boolean; paused: boolean }) {
  const remaining = useRef(t.duration);
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  // The timer runs while the toast is open and nothing pauses it; an update restarts it.
  useEffect(() => {
    remaining.current = t.duration;
  }, [t.duration, t.type, t.title]);
  useEffect(() => {
    if (paused || !t.open || remaining.current === Infinity) return;
    const began = Date.now();
    const timer = setTimeout(() => dismissToast(t.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - began;
    };
  }, [paused, t.open, t.duration, t.type, t.title]);

  // Swipe sideways past 20 px to dismiss; less springs back.
  const swipe = {
    onPointerDown: (e: React.PointerEvent<HTMLLIElement>) => {
      if (!t.dismissible || !t.open || (e.target as Element).closest('button')) return;
      start.current = e.clientX;
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: React.PointerEvent<HTMLLIElement>) => {
      if (start.current !== null) setOffset(e.clientX - start.current);
    },
    onPointerUp: (e: React.PointerEvent<HTMLLIElement>) => {
      if (start.current === null) return;
      const moved = e.clientX - start.current;
      start.current = null;
      if (Math.abs(moved) > TOAST.swipe) dismissToast(t.id);
      else setOffset(0);
    },
    onPointerCancel: () => {
      start.current = null;
      setOffset(0);
    },
  };
  const error = t.type === 'error';

  return (
    <li
      className={`toast toast-${t.type}`}
      data-toast-id={t.id}
      data-state={t.open ? 'open' : 'closed'}
      data-swiping={start.current !== null ? '' : undefined}
      tabIndex={0}
      hidden={hidden}
      style={offset ? { transform: `translateX(${t.open ? offset : offset + Math.sign(offset) * 60}px)` } : undefined}
      {...swipe}
    >
      {/* Errors interrupt; everything else waits its turn. */}
      <div className="toast-body" role={error ? 'alert' : 'status'} aria-atomic="true">
        <span className="toast-icon">{t.type === 'loading' ? <span className="spinner" /> : <Icon name={TOAST_ICONS[t.type]} size={20} />}</span>
        <div className="toast-content">
          <p className="toast-title">{t.title}</p>
          {t.description ? <p className="toast-description">{t.description}</p> : null}
        </div>
      </div>
      {t.action ? (
        <button
          type="button"
          className="btn btn-secondary toast-action"
          onClick={() => {
            t.action!.onClick();
            dismissToast(t.id);
          }}
        >
          {t.action.label}
        </button>
      ) : null}
      {t.dismissible ? (
        <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismissToast(t.id)}>
          <Icon name={TOAST_ICONS.close} size={16} />
        </button>
      ) : null}
    </li>
  );
}

/** The toast store's transitions and the specification's constants. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { dismissToast, subscribeToasts, toast, TOAST, updateToast, type Toast } from '../../src/islands/toast-store.ts';

let shown: Toast[] = [];
let unsubscribe: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  unsubscribe = subscribeToasts((t) => (shown = t));
});
afterEach(() => {
  for (const t of shown) dismissToast(t.id);
  vi.runAllTimers();
  unsubscribe();
  vi.useRealTimers();
});

it('has the specification’s constants', () => {
  expect(TOAST).toEqual({ duration: 4000, visible: 3, width: 356, gap: 14, swipe: 20, removeDelay: 200 });
});

it('adds toasts newest first, open, dismissible, for 4000 ms unless told otherwise', () => {
  const first = toast({ type: 'info', title: 'One' });
  const second = toast({ type: 'warning', title: 'Two', description: 'Details', duration: 8000, dismissible: false });
  expect(shown.map((t) => t.id)).toEqual([second, first]);
  expect(shown[1]).toMatchObject({ type: 'info', title: 'One', duration: 4000, dismissible: true, open: true });
  expect(shown[0]).toMatchObject({ description: 'Details', duration: 8000, dismissible: false });
});

it('keeps a loading toast until it is updated, then gives it the default duration', () => {
  const id = toast({ type: 'loading', title: 'Loading...' });
  expect(shown[0].duration).toBe(Infinity);
  updateToast(id, { type: 'success', title: 'Done' });
  expect(shown[0]).toMatchObject({ id, type: 'success', title: 'Done', duration: 4000, open: true });
});

it('dismisses (closed at once) and removes 200 ms later', () => {
  const id = toast({ type: 'error', title: 'Failed' });
  dismissToast(id);
  expect(shown[0]).toMatchObject({ id, open: false });
  vi.advanceTimersByTime(199);
  expect(shown).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(shown).toHaveLength(0);
  dismissToast(id); // twice is harmless
  expect(shown).toHaveLength(0);
});

/**
 * A character counter under every text field with a length limit ("42 / 60"), which says which
 * limit is broken as the editor types ("Too long: 72 characters, at most 60. Remove 12.").
 * The limit is the field's own (its pattern in the generated configuration, the schema's
 * minLength/maxLength). DOM work beside Decap's form, as field-problems.ts does: a field is known
 * by its control's id, `<name>-field-<n>`, and its place among the labelled fields around it.
 */
import type { DecapCollection, DecapField } from '../../build/admin/config.ts';
import { fieldAt, lengthLimits, lengthMessage } from './placeholders.ts';

const COUNTER_CLASS = 'admin-counter';
const FIELD_ID = /^(.+)-field-\d+$/;

/** The fields of the entry the editor's address names (`#/collections/<name>/entries/<slug>` or `/new`). */
export function fieldsOfRoute(hash: string, collections: DecapCollection[]): DecapField[] {
  const m = /^#\/collections\/([^/]+)\/(?:entries\/([^?]+)|new)/.exec(hash);
  const collection = m && collections.find((c) => c.name === m[1]);
  if (!collection) return [];
  if (collection.files) return collection.files.find((f) => f.name === m[2])?.fields ?? [];
  return collection.fields ?? [];
}

/** The names of the fields around a control, outermost first, ending with its own. */
export function trailOf(control: HTMLElement): string[] {
  const names: string[] = [];
  for (let el: HTMLElement | null = control; el; el = el.parentElement) {
    // EditorControl: ControlContainer > ControlTopbar > label[for=<name>-field-<n>].
    for (const label of el.querySelectorAll<HTMLLabelElement>(':scope > * > label[for]')) {
      const m = FIELD_ID.exec(label.htmlFor);
      if (m && (label.htmlFor === control.id || el.contains(control))) {
        names.unshift(m[1]);
        break;
      }
    }
  }
  return names;
}

function update(control: HTMLInputElement | HTMLTextAreaElement, limits: { min: number; max?: number }): void {
  const id = `admin-count-${control.id}`;
  let counter = document.getElementById(id);
  if (!counter) {
    counter = document.createElement('p');
    counter.id = id;
    counter.className = COUNTER_CLASS;
    counter.setAttribute('aria-live', 'polite');
    control.after(counter);
    const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    if (!described.includes(id)) control.setAttribute('aria-describedby', [...described, id].join(' '));
  }
  const length = [...control.value].length;
  const problem = lengthMessage(length, limits);
  // A field with only a minimum says nothing until it is too short.
  const text = problem ?? (limits.max !== undefined ? `${length} / ${limits.max}` : '');
  if (counter.textContent !== text) counter.textContent = text;
  counter.hidden = text === '';
  counter.dataset.state = problem ? 'wrong' : 'ok';
}

/** Counts in every limited field of the open entry, now and as the form changes; returns a stop function. */
export function startCounters(collections: DecapCollection[]): () => void {
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    const fields = fieldsOfRoute(location.hash, collections);
    if (!fields.length) return;
    for (const control of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id*="-field-"], textarea[id*="-field-"]')) {
      if (control instanceof HTMLInputElement && control.type !== 'text' && control.type !== '') continue;
      const limits = lengthLimits(fieldAt(fields, trailOf(control)));
      if (limits) update(control, limits);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(scan);
  };
  const observer = new MutationObserver((records) => {
    // Our own counters' text changing is no reason to look again.
    if (records.every((r) => (r.target as Element).classList?.contains(COUNTER_CLASS) || (r.target.parentElement?.classList.contains(COUNTER_CLASS) ?? false))) return;
    schedule();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('input', schedule, true);
  schedule();
  return () => {
    observer.disconnect();
    document.removeEventListener('input', schedule, true);
  };
}

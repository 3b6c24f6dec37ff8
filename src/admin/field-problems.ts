/**
 * The check's problems on the fields they concern: each message under its field's widget, in
 * the style of Decap's own field errors, the control marked `aria-invalid` and described by the
 * message. Decap has no supported way to put an outside error on a field (its field errors come
 * from its own validators, keyed by ids it makes inside its components), so this is DOM work
 * outside React, done robustly: a field is found by its label, whose `for` is Decap's field id
 * `<name>-field-<n>` (EditorControl's `uniqueFieldId`); the markers are put back when Decap
 * re-renders the form (a MutationObserver), and a field's message goes when the editor changes
 * that field or the next save passes.
 */
import type { Problem } from '../../build/problems.ts';

const MESSAGE_CLASS = 'admin-field-problem';

/**
 * The fields shown in the form for a problem's field path, outermost first: object members are
 * followed (`meta.title` → meta, title); a list item is not a field of its own in the form, so
 * the trail stops at the list (`metrics[1].value` → metrics).
 */
export function fieldTrail(path: string): string[] {
  const trail: string[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[\]]+)(\[\d+\])?/.exec(part);
    if (!m) break;
    trail.push(m[1]);
    if (m[2]) break;
  }
  return trail;
}

interface Shown {
  /** The top-level field whose change clears the message. */
  top: string;
  trail: string[];
  messages: string[];
  /** The top-level field's value when the save was refused. */
  value: string;
}

let shown: Shown[] = [];
let observer: MutationObserver | undefined;
let scheduled = false;

/** Decap's label of the field `name` inside `scope`: the shallowest, as nested objects may reuse a name. */
function labelOf(scope: ParentNode, name: string): HTMLLabelElement | undefined {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-field-\\d+$`);
  const depth = (el: Element) => {
    let d = 0;
    for (let e: Element | null = el; e; e = e.parentElement) d++;
    return d;
  };
  const labels = [...scope.querySelectorAll<HTMLLabelElement>('label[for]')].filter((l) => pattern.test(l.htmlFor));
  return labels.sort((a, b) => depth(a) - depth(b))[0];
}

/** The deepest field of the trail found in the form: its container (label's ControlContainer) and control id. */
function locate(trail: string[]): { container: HTMLElement; id: string } | undefined {
  let found: { container: HTMLElement; id: string } | undefined;
  let scope: ParentNode = document;
  for (const name of trail) {
    const label = labelOf(scope, name);
    // EditorControl: ControlContainer > ControlTopbar > label.
    const container = label?.parentElement?.parentElement;
    if (!label || !container) break;
    found = { container, id: label.htmlFor };
    scope = container;
  }
  return found;
}

const messageId = (fieldId: string) => `${fieldId}-problem`;

function apply(): void {
  scheduled = false;
  const wanted = new Map<string, { container: HTMLElement; messages: string[] }>();
  for (const s of shown) {
    const at = locate(s.trail);
    if (!at) continue;
    const entry = wanted.get(at.id) ?? { container: at.container, messages: [] };
    entry.messages.push(...s.messages);
    wanted.set(at.id, entry);
  }
  for (const old of document.querySelectorAll<HTMLElement>(`.${MESSAGE_CLASS}`)) {
    const fieldId = old.dataset.field!;
    if (!wanted.has(fieldId)) unmark(fieldId, old);
  }
  for (const [fieldId, { container, messages }] of wanted) {
    const id = messageId(fieldId);
    let list = document.getElementById(id);
    const text = messages.join('\n');
    if (!list || list.parentElement !== container || list.dataset.text !== text) {
      list?.remove();
      list = document.createElement('ul');
      list.id = id;
      list.className = MESSAGE_CLASS;
      list.dataset.field = fieldId;
      list.dataset.text = text;
      list.setAttribute('role', 'alert');
      // Decap's ControlErrorsList (EditorControl.js): small, bold, its error red.
      Object.assign(list.style, { listStyle: 'none', fontSize: '12px', color: '#ff003b', fontWeight: '600', margin: '0', padding: '4px 0 3px' });
      for (const message of messages) {
        const item = document.createElement('li');
        item.textContent = message;
        list.append(item);
      }
      container.append(list);
    }
    const control = document.getElementById(fieldId);
    if (control && control.getAttribute('aria-invalid') !== 'true') control.setAttribute('aria-invalid', 'true');
    if (control && !(control.getAttribute('aria-describedby') ?? '').split(' ').includes(id)) {
      control.setAttribute('aria-describedby', `${control.getAttribute('aria-describedby') ?? ''} ${id}`.trim());
    }
  }
}

function unmark(fieldId: string, list: HTMLElement): void {
  list.remove();
  const control = document.getElementById(fieldId);
  if (!control) return;
  control.removeAttribute('aria-invalid');
  const rest = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((d) => d && d !== messageId(fieldId));
  if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
  else control.removeAttribute('aria-describedby');
}

const schedule = () => {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(apply);
};

/** A field's message goes as soon as the editor types or picks in it (before the preview notices). */
function onEdit(event: Event): void {
  const target = event.target as Element | null;
  const list = [...document.querySelectorAll<HTMLElement>(`.${MESSAGE_CLASS}`)].find((l) => l.parentElement?.contains(target));
  if (!list) return;
  const top = shown.find((s) => locate(s.trail)?.id === list.dataset.field)?.top;
  if (top) clearFields([top]);
}

function clearFields(tops: string[]): void {
  if (!tops.length) return;
  shown = shown.filter((s) => !tops.includes(s.top));
  apply();
  if (!shown.length) stop();
}

function stop(): void {
  observer?.disconnect();
  observer = undefined;
  document.removeEventListener('input', onEdit, true);
  document.removeEventListener('change', onEdit, true);
}

/** Shows a refused save's problems on their fields (none: a passed save, every message goes). `data` is the entry as saved. */
export function showFieldProblems(problems: Problem[], data: Record<string, unknown>, message: (p: Problem) => string): void {
  const byTrail = new Map<string, Shown>();
  for (const p of problems) {
    const trail = fieldTrail(p.field ?? '');
    if (!trail.length) continue;
    const key = trail.join('.');
    const s = byTrail.get(key) ?? { top: trail[0], trail, messages: [], value: JSON.stringify(data[trail[0]] ?? null) };
    s.messages.push(message(p));
    byTrail.set(key, s);
  }
  shown = [...byTrail.values()];
  apply();
  if (!shown.length) return stop();
  if (!observer) {
    observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('input', onEdit, true);
    document.addEventListener('change', onEdit, true);
  }
}

/** Called with the entry's data on every change Decap makes (the preview's render): a field whose value changed loses its message. */
export function clearChangedFields(data: Record<string, unknown>): void {
  if (!shown.length) return;
  clearFields(shown.filter((s) => JSON.stringify(data[s.top] ?? null) !== s.value).map((s) => s.top));
}

/** Moves focus to the field a problem concerns (the summary panel's links). */
export function focusField(path: string): void {
  const at = locate(fieldTrail(path));
  if (!at) return;
  const control = document.getElementById(at.id);
  at.container.scrollIntoView({ block: 'center' });
  (control ?? at.container.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]'))?.focus();
}

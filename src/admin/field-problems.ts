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
import type { DecapField } from '../../build/admin/config.ts';
import { Errors } from '../../build/errors/catalogue.ts';

const MESSAGE_CLASS = 'admin-field-problem';

/** A form's field and what is inside it: an object's or a list's fields, a list's one field, a section list's kinds. */
function childrenOf(field: DecapField): DecapField[] {
  const types = (field.types as DecapField[] | undefined) ?? [];
  return [
    ...((field.fields as DecapField[] | undefined) ?? []),
    ...(field.field ? [field.field as DecapField] : []),
    ...types.flatMap((t) => (t.fields as DecapField[] | undefined) ?? []),
  ];
}

/** A field name as words, for a name the form does not have: `startingPrice` → "Starting price". */
const wordsOf = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/^./, (c) => c.toUpperCase());

/** The fields inside one item of a list field: a section list's item by its kind (`type`), found from the item's data or, without it, the kind that has the rest of the path. */
function itemFields(field: DecapField, item: unknown, rest: string[]): DecapField[] {
  const types = field.types as DecapField[] | undefined;
  if (!types) return childrenOf(field);
  const key = String(field.typeKey ?? 'type');
  const kind = item && typeof item === 'object' ? (item as Record<string, unknown>)[key] : undefined;
  const typed = types.find((t) => t.name === kind) ?? types.find((t) => rest.length === 0 || resolves(rest, (t.fields as DecapField[]) ?? []));
  return (typed?.fields as DecapField[] | undefined) ?? childrenOf(field);
}

/** Whether the names of `parts` (without list indexes) lead through the form's fields. */
function resolves(parts: string[], fields: DecapField[]): boolean {
  if (!parts.length) return true;
  const field = fields.find((f) => f.name === parts[0].replace(/\[\d+\]/g, ''));
  if (!field) return false;
  return field.types ? (field.types as DecapField[]).some((t) => resolves(parts.slice(1), (t.fields as DecapField[]) ?? [])) : resolves(parts.slice(1), childrenOf(field));
}

/**
 * A problem's field path as the editor reads the form: labels, and list items by their number
 * (`problems[0].title` → "Problems, item 1, Title"; `meta.title` → "Search and sharing, Title in
 * search results"); `data`, the entry's values, tells which kind each section is.
 */
export function labelTrail(path: string, fields: DecapField[], data?: unknown): string {
  const words: string[] = [];
  let scope = fields;
  let value: unknown = data;
  const parts = path.split('.').filter(Boolean);
  for (const [at, part] of parts.entries()) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(part);
    if (!m) break;
    const field = scope.find((f) => f.name === m[1]);
    words.push(field?.label ?? wordsOf(m[1]));
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[m[1]] : undefined;
    const indexes = [...m[2].matchAll(/\[(\d+)\]/g)].map((i) => Number(i[1]));
    for (const index of indexes) {
      words.push(`item ${index + 1}`);
      value = Array.isArray(value) ? value[index] : undefined;
    }
    scope = !field ? [] : indexes.length ? itemFields(field, value, parts.slice(at + 1)) : childrenOf(field);
  }
  return words.join(', ');
}

/** Whether every part of a path is a field of the form (so `logo.svg` is no path, `meta.title` is). */
function isFieldPath(path: string, fields: DecapField[]): boolean {
  let scope = fields;
  for (const part of path.split('.')) {
    const field = scope.find((f) => f.name === part.replace(/\[\d+\]/g, ''));
    if (!field) return false;
    scope = childrenOf(field);
  }
  return true;
}

/** Every field of a form by name (the outermost first), for names quoted in a message. */
function labelsByName(fields: DecapField[], out = new Map<string, string>()): Map<string, string> {
  for (const f of fields) if (!out.has(f.name)) out.set(f.name, f.label);
  for (const f of fields) labelsByName(childrenOf(f), out);
  return out;
}

/**
 * A message of the check in the form's words: a field path in it (`meta.title`, `problems[0]`)
 * becomes its labels, a field name in quotes (`missing required field "name"`) its label.
 */
export function inFormWords(text: string, fields: DecapField[], data?: unknown): string {
  const labels = labelsByName(fields);
  return text
    .replace(/\b[a-z][A-Za-z]*(?:\[\d+\])*(?:\.[a-z][A-Za-z]*(?:\[\d+\])*)+\b|\b[a-z][A-Za-z]*(?:\[\d+\])+/g, (path) => (isFieldPath(path, fields) ? `“${labelTrail(path, fields, data)}”` : path))
    .replace(/["`]([a-z][A-Za-z]*)["`]/g, (quoted, name: string) => (labels.has(name) ? `“${labels.get(name)}”` : quoted))
    // A field name written as code anywhere else (a YAML example: `supportEmail: "12345"`).
    .replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (name) => labels.get(name) ?? name);
}

type Wording = (args: Record<string, string>, fields: DecapField[]) => { message?: string; hint?: string };

/**
 * Problems whose catalogue wording speaks of files and YAML (right for `npm run check`), said as
 * the form works: the editor picks from lists, uploads pictures and types text, never a file.
 */
const FORM_WORDING: Record<string, Wording> = {
  [Errors.SchemaRequired.code]: ({ name }, fields) => ({ message: `“${labelsByName(fields).get(name) ?? wordsOf(name)}” is empty`, hint: 'fill it in' }),
  [Errors.ValueReadAsOther.code]: ({ expected }) => ({ message: `this is not read as ${expected ?? 'text'}`, hint: 'type it again, as words' }),
  [Errors.SlugMismatch.code]: ({ name }) => ({ message: `a page that exists keeps its web address “${name}”`, hint: `set it back to ${name}; for a new address, make a new page` }),
  [Errors.UnknownReference.code]: ({ value, folder, suggestion }, fields) => ({ message: `“${value}” is not one of the ${placeOf(folder, fields)}`, hint: suggestion ?? 'choose one from the list of this field' }),
  [Errors.LinkBroken.code]: ({ suggestion }) => ({ hint: suggestion ?? 'link to a page that exists, or add the old address under Redirects (in the menu) with the page it leads to' }),
  [Errors.TechnologyUnknown.code]: ({ value }) => ({ message: `“${value}” has no page among the technologies`, hint: 'if it is another name of one of them, add it to that technology’s other names; otherwise nothing to do' }),
  [Errors.FeaturedCount.code]: () => ({ hint: 'tick “Featured” on exactly one article of the Blog' }),
  [Errors.MissingImage.code]: ({ rel }) => ({ message: `the picture “${rel}” is not among the uploaded pictures`, hint: 'upload it again with this field’s button, or choose another picture' }),
};

/** A content folder as the editor's menu names it (`technologies` → "technologies"). */
const placeOf = (folder: string | undefined, _fields: DecapField[]) => (folder ?? 'entries').replace(/-/g, ' ');

/** A problem as the editor reads it: where (the field's labels), what is wrong and what to do, in the form's words. */
export function inEditorWords(p: Problem, fields: DecapField[], data?: unknown): Problem & { where: string } {
  const args = Object.fromEntries(Object.entries(p.args ?? {}).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
  const worded = p.args ? FORM_WORDING[p.code]?.(args, fields) : undefined;
  const message = worded?.message ?? p.message;
  const hint = worded?.hint ?? p.hint;
  return {
    ...p,
    where: p.field ? labelTrail(p.field, fields, data) : 'This page',
    message: inFormWords(message, fields, data),
    ...(hint ? { hint: inFormWords(hint, fields, data) } : {}),
  };
}

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

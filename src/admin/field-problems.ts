/**
 * The check's problems on the fields they concern: each message under its field's widget, in
 * the style of Decap's own field errors, the control marked `aria-invalid` and described by the
 * message. Decap has no supported way to put an outside error on a field (its field errors come
 * from its own validators, keyed by ids it makes inside its components), so this is DOM work
 * outside React, done robustly: a field is found by its label, whose `for` is Decap's field id
 * `<name>-field-<n>` (EditorControl's `uniqueFieldId`), inside the list item its path names (a
 * list's items are its sortable list's children, in order; a closed item keeps its fields, hidden,
 * and opens by its top bar's first button); the markers are put back when Decap
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

/** One step of a problem's field path: a field's name and the list items chosen in it (`actions[1]` → actions, [1]). */
export interface PathStep {
  name: string;
  items: number[];
}

/**
 * A problem's field path as the steps the form is walked by: `hero.actions[1].href` → hero,
 * actions item 2, href; `features[2]` → features item 3 (a list of single values: the item's
 * one field). Empty for a problem of the whole file.
 */
export function pathSteps(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const part of path.split('.').filter(Boolean)) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(part);
    if (!m) break;
    steps.push({ name: m[1], items: [...m[2].matchAll(/\[(\d+)\]/g)].map((i) => Number(i[1])) });
  }
  return steps;
}

/** The top-level field a problem's path is in (the one whose change the live check looks at). */
export const topField = (path: string): string => pathSteps(path)[0]?.name ?? '';

/** The value at a problem's field path in the entry's data (undefined where the path leads nowhere). */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const { name, items } of pathSteps(path)) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
    for (const index of items) value = Array.isArray(value) ? value[index] : undefined;
  }
  return value;
}

interface Shown {
  /** The problem's field path; its message goes when the value there changes. */
  path: string;
  messages: string[];
  /** The value at the path when the problem was found. */
  value: string;
}

let shown: Shown[] = [];
let observer: MutationObserver | undefined;
let scheduled = false;

const depthOf = (el: Element) => {
  let d = 0;
  for (let e: Element | null = el; e; e = e.parentElement) d++;
  return d;
};

/** Decap's label of the field `name` (any field: no name) inside `scope`: the shallowest, as nested objects may reuse a name. */
function labelOf(scope: ParentNode, name?: string): HTMLLabelElement | undefined {
  const pattern = new RegExp(`^${name ? name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '.+'}-field-\\d+$`);
  const labels = [...scope.querySelectorAll<HTMLLabelElement>('label[for]')].filter((l) => pattern.test(l.htmlFor));
  return labels.sort((a, b) => depthOf(a) - depthOf(b))[0];
}

/**
 * The items of a Decap list field, in order, from its ControlContainer: ListControl draws
 * `#<id>` > [its top bar, the sortable list > one element per item]; each item is [a typed list's
 * kind label,] its top bar (the first button opens and closes it), the collapsed summary, and the
 * item's fields (hidden, not removed, while it is collapsed). Not a list: none.
 */
function listItems(container: HTMLElement, id: string): HTMLElement[] {
  if (container.getAttribute('aria-label') !== 'list field') return [];
  const list = document.getElementById(id);
  const sortable = list?.lastElementChild;
  if (!list || !sortable || sortable === list.firstElementChild) return [];
  // dnd-kit's screen-reader notes follow the items inside the same element.
  return [...sortable.children].filter((el): el is HTMLElement => el instanceof HTMLElement && !el.id.startsWith('Dnd'));
}

/** Where a field path is in the form: the deepest field found (its container and control id) and the list items around it, outermost first. */
interface Located {
  container: HTMLElement;
  id: string;
  items: HTMLElement[];
}

/**
 * Walks the form along a problem's path: a field by its label inside the one before, a list item
 * by its place among the list's items, down to the field itself (a list of single values: the
 * item's one field). Where the form has no such field or item (removed since), the deepest one
 * found stands for it, the list at worst.
 */
function locate(path: string): Located | undefined {
  let found: Located | undefined;
  let scope: ParentNode = document;
  const items: HTMLElement[] = [];
  const steps = pathSteps(path);
  for (const [at, step] of steps.entries()) {
    const label = labelOf(scope, step.name);
    // EditorControl: ControlContainer > ControlTopbar > label.
    const container = label?.parentElement?.parentElement;
    if (!label || !container) break;
    found = { container, id: label.htmlFor, items: [...items] };
    scope = container;
    for (const [k, index] of step.items.entries()) {
      const item = listItems(found.container, found.id)[index];
      // The item's fields: its last element (ObjectControl's).
      const fields = item?.lastElementChild;
      if (!item || !fields) return found;
      items.push(item);
      scope = fields;
      if (k < step.items.length - 1 || at === steps.length - 1) {
        // A list in a list, or the path ends at an item: the item's one field (a single value, the inner list).
        const single = onlyField(fields);
        found = single ? { ...single, items: [...items] } : { ...found, items: [...items] };
        if (!single) return found;
      }
    }
  }
  return found;
}

/** The one field of a list item's fields (a list of single values), if it has only one. */
function onlyField(fields: Element): { container: HTMLElement; id: string } | undefined {
  const labels = [...fields.querySelectorAll<HTMLLabelElement>('label[for]')].filter((l) => /-field-\d+$/.test(l.htmlFor));
  const top = Math.min(...labels.map(depthOf));
  const shallowest = labels.filter((l) => depthOf(l) === top);
  const container = shallowest[0]?.parentElement?.parentElement;
  return shallowest.length === 1 && container ? { container, id: shallowest[0].htmlFor } : undefined;
}

/** Whether a list item is collapsed: Decap hides its fields (`display: none`) and shows its summary. */
const collapsed = (item: HTMLElement) => (item.lastElementChild ? getComputedStyle(item.lastElementChild).display === 'none' : false);

const messageId = (fieldId: string) => `${fieldId}-problem`;
/** A collapsed list item holding a field with a problem (editor.css marks its summary, as Decap marks its own errors). */
const ITEM_MARK = 'data-admin-problem';

function apply(): void {
  scheduled = false;
  const wanted = new Map<string, { container: HTMLElement; messages: string[] }>();
  const items = new Set<HTMLElement>();
  for (const s of shown) {
    const at = locate(s.path);
    if (!at) continue;
    const entry = wanted.get(at.id) ?? { container: at.container, messages: [] };
    entry.messages.push(...s.messages);
    wanted.set(at.id, entry);
    for (const item of at.items) items.add(item);
  }
  for (const old of document.querySelectorAll<HTMLElement>(`[${ITEM_MARK}]`)) if (!items.has(old)) old.removeAttribute(ITEM_MARK);
  for (const item of items) if (!item.hasAttribute(ITEM_MARK)) item.setAttribute(ITEM_MARK, '');
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
  clearPaths(shown.filter((s) => locate(s.path)?.id === list.dataset.field).map((s) => s.path));
}

function clearPaths(paths: string[]): void {
  if (!paths.length) return;
  shown = shown.filter((s) => !paths.includes(s.path));
  apply();
  if (!shown.length) stop();
}

function stop(): void {
  observer?.disconnect();
  observer = undefined;
  document.removeEventListener('input', onEdit, true);
  document.removeEventListener('change', onEdit, true);
}

const valueKey = (data: unknown, path: string) => JSON.stringify(valueAt(data, path) ?? null);

/** Shows a refused save's problems on their fields (none: a passed save, every message goes). `data` is the entry as saved. */
export function showFieldProblems(problems: Problem[], data: Record<string, unknown>, message: (p: Problem) => string): void {
  const byPath = new Map<string, Shown>();
  for (const p of problems) {
    const path = pathSteps(p.field ?? '').length ? p.field! : '';
    if (!path) continue;
    const s = byPath.get(path) ?? { path, messages: [], value: valueKey(data, path) };
    s.messages.push(message(p));
    byPath.set(path, s);
  }
  shown = [...byPath.values()];
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
  clearPaths(shown.filter((s) => valueKey(data, s.path) !== s.value).map((s) => s.path));
}

/** The number of frames focusing waits, at most, for Decap to draw the list items it opened. */
const OPENING_FRAMES = 60;

/**
 * Moves focus to the field a problem concerns (the summary panel's buttons): the collapsed list
 * items around it are opened first, outermost first, by their own toggle (as the editor would),
 * then the field is scrolled to and focused once Decap has drawn it.
 */
export function focusField(path: string): void {
  const at = locate(path);
  if (!at) return;
  for (const item of at.items) if (collapsed(item)) item.querySelector<HTMLButtonElement>(':scope > div > button')?.click();
  let frames = 0;
  const focusWhenShown = () => {
    // Decap may redraw the item: find the field again.
    const now = locate(path) ?? at;
    const control = document.getElementById(now.id);
    const target = control ?? now.container.querySelector<HTMLElement>('input, select, textarea, button, [tabindex]');
    if (target && !target.checkVisibility() && ++frames < OPENING_FRAMES) return void requestAnimationFrame(focusWhenShown);
    now.container.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };
  focusWhenShown();
}

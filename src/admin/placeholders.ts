/**
 * What the editor's runtime reads from the generated field configuration (build/admin/config.ts):
 * a field by its path, a text field's length limits (from its pattern), and placeholder values
 * so that an incomplete entry still previews: each field the check finds empty or wrong gets a
 * value of its kind that passes (its label, a date, the first choice…), shown in the preview as
 * a placeholder until the editor fills it in.
 */
import type { DecapField } from '../../build/admin/config.ts';
import { cutAtWord } from '../lib/text.ts';

/** The members of a field (an object's fields, a list's item fields or its one field). */
function membersOf(field: DecapField): DecapField[] {
  if (Array.isArray(field.fields)) return field.fields as DecapField[];
  if (field.field && typeof field.field === 'object') return [field.field as DecapField];
  return [];
}

/** The field at a path of names (`['meta', 'title']`); list items add no name. Undefined when a name is not found. */
export function fieldAt(fields: DecapField[], names: string[]): DecapField | undefined {
  let level = fields;
  let found: DecapField | undefined;
  for (const name of names) {
    found = level.find((f) => f.name === name);
    if (!found) return undefined;
    level = membersOf(found);
  }
  return found;
}

/** A text field's length limits, from the pattern build/admin/config.ts writes for minLength/maxLength (`^[\s\S]{10,110}$`). */
export function lengthLimits(field: DecapField | undefined): { min: number; max?: number } | undefined {
  const pattern = field?.pattern?.[0];
  const m = pattern ? /^\^\[\\s\\S\]\{(\d+),(\d*)\}\$$/.exec(pattern) : null;
  if (!m) return undefined;
  return { min: Number(m[1]), max: m[2] ? Number(m[2]) : undefined };
}

/** What a field counts in a message: "72 characters, at most 60" for a too-long title. */
export function lengthMessage(length: number, limits: { min: number; max?: number }): string | undefined {
  if (limits.max !== undefined && length > limits.max) return `Too long: ${length} characters, at most ${limits.max}. Remove ${length - limits.max}.`;
  if (length > 0 && length < limits.min) return `Too short: ${length} character${length === 1 ? '' : 's'}, at least ${limits.min}. Add ${limits.min - length}.`;
  return undefined;
}

/**
 * What the editor typed, within the field's length limits: cut at the last word that fits with an
 * ellipsis (the site's own rule for text over a limit, `cutAtWord`), or a too short text followed
 * by invisible spaces. Undefined when it already fits or there are no limits.
 */
export function fittedText(value: string, limits: { min: number; max?: number } | undefined): string | undefined {
  if (!limits || !value) return undefined;
  if (limits.max !== undefined && value.length > limits.max) return cutAtWord(value, limits.max);
  if (value.length < limits.min) return value.padEnd(limits.min, '\u00a0');
  return undefined;
}

/** A sentence to stand in for text, `words` long or so. */
const filler = (label: string, words: number) => `[${label}] ${Array.from({ length: words }, () => 'placeholder').join(' ')}.`;

/**
 * A value of the field's kind that its own rules accept, other than `tried` (a placeholder the
 * check refused: the schema's length limit is then longer), or undefined when none can be made up.
 */
export function placeholderFor(field: DecapField, tried?: unknown): unknown {
  // An icon's name: a plain circle, until one is chosen.
  if (field.name === 'icon' || field.widget === 'icon') return 'circle';
  switch (field.widget) {
    case 'boolean':
      return false;
    case 'number':
      return typeof field.min === 'number' ? field.min : 0;
    case 'datetime':
      return new Date().toISOString().slice(0, 10);
    case 'select': {
      const first = (field.options as (string | { value: string })[] | undefined)?.[0];
      return typeof first === 'object' ? first.value : first;
    }
    case 'list':
      return [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const member of membersOf(field)) {
        if (member.required === false) continue;
        const v = placeholderFor(member);
        if (v !== undefined) value[member.name] = v;
      }
      return value;
    }
    case 'string':
    case 'address':
    case 'text':
    case 'markdown': {
      const limits = lengthLimits(field);
      const pattern = field.pattern?.[0];
      const label = `[${field.label}]`;
      const candidates = [label, limits ? label.padEnd(Math.max(limits.min, label.length), '.').slice(0, limits.max ?? Infinity) : label, 'placeholder', 'new-entry', filler(field.label, 12), filler(field.label, 40)];
      // A value the editor typed over or under a limit: the preview shows it, fitted, before any made-up word.
      const fitted = typeof tried === 'string' ? fittedText(tried, limits) : undefined;
      if (fitted !== undefined && (!pattern || new RegExp(pattern).test(fitted))) return fitted;
      // After a refused one, the next: from short words to a long text (a minimum length the pattern does not show).
      const from = typeof tried === 'string' ? candidates.lastIndexOf(tried) + 1 : 0;
      return candidates.slice(from).find((c) => !pattern || new RegExp(pattern).test(c));
    }
    default:
      return undefined;
  }
}

/** Path parts of a problem's field (`metrics[1].value` → metrics, 1, value). */
export function pathParts(field: string): (string | number)[] {
  const parts: (string | number)[] = [];
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) parts.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return parts;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** Fills each empty required field of `target` (and of the objects in it) with a placeholder; records their labels. */
function fillEmpty(target: Record<string, unknown>, fields: DecapField[], filled: string[]): void {
  for (const field of fields) {
    const value = target[field.name];
    if (isEmpty(value) && field.required !== false) {
      const made = placeholderFor(field);
      if (made === undefined) continue;
      target[field.name] = made;
      if (!filled.includes(field.label)) filled.push(field.label);
    } else if (field.widget === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
      fillEmpty(value as Record<string, unknown>, membersOf(field), filled);
    }
  }
}

/**
 * A copy of `data` with a placeholder in each empty required field, and at each of `paths`
 * (fields the check refused) that the configuration can make one for; the fields filled, by label,
 * and apart from them the fields whose text over or under a length limit is shown fitted to it.
 */
export function withPlaceholders(data: Record<string, unknown>, fields: DecapField[], paths: string[]): { data: Record<string, unknown>; filled: string[]; fitted: string[] } {
  const copy = structuredClone(data);
  const filled: string[] = [];
  const fitted: string[] = [];
  fillEmpty(copy, fields, filled);
  for (const path of paths) {
    const parts = pathParts(path);
    const names = parts.filter((p): p is string => typeof p === 'string');
    const field = fieldAt(fields, names);
    if (!field || !parts.length) continue;
    let target: Record<string | number, unknown> = copy;
    for (const [i, part] of parts.slice(0, -1).entries()) {
      const next = target[part];
      if (next === null || typeof next !== 'object') target[part] = typeof parts[i + 1] === 'number' ? [] : {};
      target = target[part] as Record<string | number, unknown>;
    }
    const typed = target[parts.at(-1)!];
    const value = placeholderFor(field, typed);
    if (value === undefined) continue;
    target[parts.at(-1)!] = value;
    const kept = typeof typed === 'string' && value === fittedText(typed, lengthLimits(field));
    const named = kept ? fitted : filled;
    if (!named.includes(field.label)) named.push(field.label);
  }
  return { data: copy, filled, fitted };
}

/**
 * The choices of a field naming other entries (a project's technologies, a case study's industry):
 * one choice per entry, by its display name, found by its name, file name or any alias; values
 * already written (`nodejs`, `Node.js`, `NestJS`) shown as the entry they count as, and kept as
 * written, so opening and saving a file changes nothing in it. Pure: the widget
 * (widgets/reference.tsx) and its unit test use it.
 */
import { nameKey } from '../content/definition.ts';

/** An entry that can be chosen: its file name, display name and other names. */
export interface ReferenceChoice {
  slug: string;
  name: string;
  aliases: string[];
}

/** How a field refers to entries: by file name or by name, and whether names and aliases are accepted. */
export interface ReferenceRule {
  /** What a new choice writes: the entry's file name or its display name. */
  writes: 'slug' | 'name';
  /** Whether the check accepts a name or an alias in this field (build/stages/references.ts). */
  acceptsNames: boolean;
}

/** Spellings that are the same name: `Node.js`, `NodeJS`, `node js`, `nodejs` (the check's and the pages' rule, `nameKey`). */
export const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);

/** The entry a written value counts as, if any. */
export function choiceOf(value: string, choices: ReferenceChoice[], rule: ReferenceRule): ReferenceChoice | undefined {
  return choices.find((c) => c.slug === value)
    ?? (rule.acceptsNames ? choices.find((c) => sameName(c.name, value) || c.aliases.some((a) => sameName(a, value))) : undefined);
}

/** How a written value reads in the form: its entry's name, or "NestJS (counts as Node.js)" for another name of it. */
export function labelOf(value: string, choices: ReferenceChoice[], rule: ReferenceRule): string {
  const choice = choiceOf(value, choices, rule);
  if (!choice) return value;
  return value === choice.slug || sameName(value, choice.name) ? choice.name : `${value} (counts as ${choice.name})`;
}

export interface MenuOption {
  value: string;
  label: string;
  /** Every name the option is found by when typing. */
  search: string;
}

/**
 * The menu: each entry once, by its display name, that is not chosen already (under any of its
 * names); then, where the check accepts names, the values written elsewhere in the content that
 * are no entry (a tool without a page, such as `Razorpay`), each once.
 */
export function menuOptions(selected: string[], choices: ReferenceChoice[], rule: ReferenceRule, written: string[] = []): MenuOption[] {
  const taken = new Set(selected.map((v) => choiceOf(v, choices, rule)?.slug ?? `value:${nameKey(v)}`));
  const entries = [...choices]
    .filter((c) => !taken.has(c.slug))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ value: rule.writes === 'name' ? c.name : c.slug, label: c.name, search: [c.name, c.slug, ...c.aliases].join(' ') }));
  if (!rule.acceptsNames) return entries;
  const others = new Map<string, MenuOption>();
  for (const value of written) {
    const key = `value:${nameKey(value)}`;
    if (choiceOf(value, choices, rule) || taken.has(key) || others.has(key)) continue;
    others.set(key, { value, label: value, search: value });
  }
  return [...entries, ...[...others.values()].sort((a, b) => a.label.localeCompare(b.label))];
}

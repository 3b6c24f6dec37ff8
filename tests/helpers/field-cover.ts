/**
 * Which entries the browser round trip opens and saves: enough of them that every field of the
 * editor's configuration that any entry fills is filled in at least one (a greedy set cover),
 * computed from the content, so a field an editor adds to an entry is covered without a test change.
 * Each widget then has loaded and written back a real value once; the formats themselves go over
 * every file in tests/unit/admin/format.test.ts.
 */
import type { DecapField } from '../../build/admin/config.ts';

const empty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/**
 * The fields `fields` has a non-empty value for in `data`, by path: `title`, `meta.title`,
 * `technologies[]` (a list of values), `services[].name` (a list of objects),
 * `sections[hero].cta.label` (a list of typed objects, by its type).
 */
export function filledFields(fields: DecapField[], data: Record<string, unknown>): Set<string> {
  const filled = new Set<string>();
  const visit = (field: DecapField, value: unknown, path: string) => {
    if (empty(value)) return;
    filled.add(path);
    const nested = field.fields as DecapField[] | undefined;
    if (field.widget === 'object' && nested) {
      for (const inner of nested) visit(inner, (value as Record<string, unknown>)[inner.name], `${path}.${inner.name}`);
    }
    if (field.widget !== 'list' || !Array.isArray(value)) return;
    const types = field.types as DecapField[] | undefined;
    const typeKey = (field.typeKey as string | undefined) ?? 'type';
    for (const item of value) {
      if (types) {
        const variant = types.find((t) => t.name === (item as Record<string, unknown>)?.[typeKey]);
        if (variant) visit(variant, item, `${path}[${variant.name}]`);
      } else if (nested) {
        for (const inner of nested) visit(inner, (item as Record<string, unknown>)?.[inner.name], `${path}[].${inner.name}`);
      } else if (field.field) visit(field.field as DecapField, item, `${path}[]`);
    }
  };
  for (const field of fields) visit(field, data[field.name], field.name);
  return filled;
}

/**
 * The fewest entries, greedily, whose filled fields together are every field any entry fills:
 * each step takes the entry that fills the most fields not yet covered (the first such, in the
 * order given, so the choice is stable).
 */
export function coveringEntries<T extends { filled: Set<string> }>(entries: T[]): T[] {
  const uncovered = new Set(entries.flatMap((e) => [...e.filled]));
  const chosen: T[] = [];
  while (uncovered.size > 0) {
    let best = entries[0];
    let bestCount = -1;
    for (const entry of entries) {
      let count = 0;
      for (const path of entry.filled) if (uncovered.has(path)) count++;
      if (count > bestCount) [best, bestCount] = [entry, count];
    }
    chosen.push(best);
    for (const path of best.filled) uncovered.delete(path);
  }
  return chosen;
}

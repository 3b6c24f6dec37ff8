/**
 * Which entries are related, derived from the registry's `references` and `mentions`
 * (src/collections.ts): when a field of collection A names an entry b of collection B, a is
 * listed on b's page and b on a's. Adding a reference to a definition is all it takes for both
 * pages to be able to list each other. Pure: registry and content in, lists out.
 */
import type { Content, Entry } from './model.ts';
import { nameKey, namesOf, type Registry } from './definition.ts';

/**
 * By collection name, then by the file of the entry they relate to: the related entries of that
 * collection. Plain maps (the dev server compares them between edits, build/incremental.ts).
 */
export type Relations = Record<string, Map<string, Entry<unknown>[]>>;

type Entries = Record<string, Entry<unknown>[] | undefined>;
type Collections = { [K in keyof Content as Content[K] extends Entry<unknown>[] ? K : never]: Content[K] };

/**
 * The entries of `collection` related to `entry`: those `entry` names first, in the order written,
 * then those naming it, in `collection`'s order. Typed from the generated types when they know the collection.
 */
export function related<K extends string>(relations: Relations, entry: { file: string }, collection: K): K extends keyof Collections ? Collections[K] : Entry<unknown>[] {
  return (relations[collection]?.get(entry.file) ?? []) as never;
}

function push(relations: Relations, collection: string, to: Entry<unknown>, value: Entry<unknown>): void {
  const byEntry = (relations[collection] ??= new Map());
  const list = byEntry.get(to.file);
  if (!list) byEntry.set(to.file, [value]);
  else if (!list.includes(value)) list.push(value);
}

const valuesOf = (field: unknown): string[] => (Array.isArray(field) ? field : [field]).filter((v): v is string => typeof v === 'string');

export function buildRelations(content: Content, registry: Registry): Relations {
  const entries = content as unknown as Entries;
  // How each collection's entries are found from what a field writes: by file name, or by any name
  // (`nameKey`); a name two entries answer to belongs to the later one, as in the technology-name check.
  const bySlug = new Map<string, Map<string, Entry<unknown>>>();
  const byName = new Map<string, Map<string, Entry<unknown>>>();
  const lookup = (collection: string, how: 'slug' | 'name') => {
    const cache = how === 'slug' ? bySlug : byName;
    let map = cache.get(collection);
    if (!map) {
      map = new Map();
      for (const e of entries[collection] ?? []) for (const key of how === 'slug' ? [e.slug] : namesOf(e).map(nameKey)) map.set(key, e);
      cache.set(collection, map);
    }
    return (value: string) => map.get(how === 'slug' ? value : nameKey(value));
  };
  const links = registry.collections.flatMap((c) => [
    ...Object.entries(c.references ?? {}).map(([field, ref]) => ({ from: c.name, field, to: ref.collection, how: ref.by ?? ('slug' as const) })),
    ...Object.entries(c.mentions ?? {}).map(([field, ref]) => ({ from: c.name, field, to: ref.collection, how: 'name' as const })),
  ]);
  const relations: Relations = {};
  // On an entry's page, what it names itself comes first, then the entries that name it, in
  // their collection's order (each entry once, whichever of its fields names the page's entry).
  for (const forward of [true, false]) {
    for (const c of registry.collections) {
      const own = links.filter((l) => l.from === c.name);
      for (const a of entries[c.name] ?? []) {
        for (const { field, to, how } of own) {
          const find = lookup(to, how);
          for (const value of valuesOf((a.data as Record<string, unknown>)[field])) {
            const b = find(value);
            if (!b) continue;
            if (forward) push(relations, to, a, b);
            else push(relations, c.name, b, a);
          }
        }
      }
    }
  }
  return relations;
}

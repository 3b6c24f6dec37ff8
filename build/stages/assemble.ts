/**
 * Assemble: gather validated source files into the typed Content model, one key per
 * collection of the registry, in the order its definition lists them, each entry with the path
 * of its page. Input: valid source files and the registry. Output: Content.
 */
import type { Content, Entry, MarkdownEntry } from '../../src/content/model.ts';
import type { CollectionDefinition, Registry } from '../../src/content/definition.ts';
import type { SourceFile } from './parse.ts';
import { countWords } from '../../src/lib/text.ts';

type AnyEntry = Entry<unknown> & Partial<MarkdownEntry<unknown>>;

function entryOf(f: SourceFile, definition: CollectionDefinition<string, 'yaml' | 'markdown', AnyEntry>): AnyEntry {
  const entry: AnyEntry = { file: f.file, slug: f.name, data: f.data };
  if (definition.format === 'markdown') Object.assign(entry, { body: f.body ?? '', bodyLine: f.bodyLine ?? 1, words: countWords(f.body ?? '') });
  const url = definition.url?.(entry);
  if (url !== undefined) entry.url = url;
  return entry;
}

export function assembleContent(files: SourceFile[], registry: Registry): Content {
  const byKey = new Map<string, SourceFile[]>();
  for (const f of files) {
    const same = byKey.get(f.type.key);
    if (same) same.push(f);
    else byKey.set(f.type.key, [f]);
  }
  const content: Record<string, unknown> = {};
  for (const s of registry.singletons) content[s.name] = byKey.get(s.name)?.[0]?.data;
  content.redirects ??= [];
  for (const definition of registry.collections) {
    const entries = (byKey.get(definition.name) ?? []).map((f) => entryOf(f, definition));
    content[definition.name] = entries.sort(definition.order ?? ((a, b) => a.slug.localeCompare(b.slug)));
  }
  return content as Content;
}

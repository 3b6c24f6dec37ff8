/**
 * Related entries come from the registry's declarations (src/content/relations.ts), and names are
 * compared by one rule everywhere (`nameKey`): what the technology-name check accepts is what
 * lists a project on that technology's page.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { checkTechnologyNames } from '../../build/stages/references.ts';
import { siteRegistry } from '../../src/collections.ts';
import { nameKey, namesOf, type Registry } from '../../src/content/definition.ts';
import type { Content, Entry } from '../../src/content/model.ts';
import { buildRelations, related } from '../../src/content/relations.ts';
import { ROOT } from '../helpers/content.ts';

let content: Content;
beforeAll(() => {
  const checked = checkContent(projectPaths(ROOT));
  if (!checked.content) throw new Error('the content does not check: run npm run check');
  content = checked.content;
});

const entriesOf = (c: Content, name: string) => (c as unknown as Record<string, Entry<unknown>[]>)[name] ?? [];
const valuesOf = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');

/** Every pair the registry declares: entry a of `from` names entry b of `to` in `field`. */
function declaredPairs(c: Content, registry: Registry) {
  const pairs: { from: string; to: string; a: Entry<unknown>; b: Entry<unknown> }[] = [];
  for (const definition of registry.collections) {
    const fields = [
      ...Object.entries(definition.references ?? {}).map(([field, r]) => ({ field, to: r.collection, byName: r.by === 'name' })),
      ...Object.entries(definition.mentions ?? {}).map(([field, r]) => ({ field, to: r.collection, byName: true })),
    ];
    for (const { field, to, byName } of fields) {
      for (const a of entriesOf(c, definition.name)) {
        for (const value of valuesOf((a.data as Record<string, unknown>)[field])) {
          // A name two entries answer to (an alias of both) belongs to the later one, as in the build.
          const b = entriesOf(c, to).findLast((e) => (byName ? namesOf(e).some((n) => nameKey(n) === nameKey(value)) : e.slug === value));
          if (b) pairs.push({ from: definition.name, to, a, b });
        }
      }
    }
  }
  return pairs;
}

describe('related entries', () => {
  test('each declared reference relates both entries, and nothing else is related', () => {
    const relations = buildRelations(content, siteRegistry);
    const pairs = declaredPairs(content, siteRegistry);
    expect(pairs.length).toBeGreaterThan(100);
    for (const { from, to, a, b } of pairs) {
      expect(related(relations, b, from), `${a.file} on the page of ${b.file}`).toContain(a);
      expect(related(relations, a, to), `${b.file} on the page of ${a.file}`).toContain(b);
    }
    const justified = new Set(pairs.flatMap(({ from, to, a, b }) => [`${from} ${a.file} ${b.file}`, `${to} ${b.file} ${a.file}`]));
    for (const [collection, byEntry] of Object.entries(relations)) {
      for (const [file, list] of byEntry) for (const e of list) expect(justified, `${e.file} listed with ${file}`).toContain(`${collection} ${e.file} ${file}`);
    }
  });

  test('what an entry names comes first, in the order written, then the entries naming it, in their collection\'s order', () => {
    const relations = buildRelations(content, siteRegistry);
    for (const technology of content.technologies) {
      const own = (technology.data.services ?? []).map((slug) => content.services.find((s) => s.slug === slug)).filter((s) => !!s);
      const naming = content.services.filter((s) => s.data.technologies.includes(technology.slug) && !own.includes(s));
      expect(related(relations, technology, 'services').map((s) => s.slug), technology.file).toEqual([...own, ...naming].map((s) => s.slug));
    }
  });

  test('a collection added to the registry is related from its references alone', () => {
    const notes = { name: 'notes', folder: 'notes', format: 'yaml', schema: 'note', label: 'Notes', slugIsFileName: true, references: { about: { collection: 'industries' } } } as const;
    const registry: Registry = { ...siteRegistry, collections: [...siteRegistry.collections, notes] };
    const industry = content.industries[0];
    const note: Entry<unknown> = { file: 'content/notes/a.yaml', slug: 'a', data: { about: industry.slug } };
    const relations = buildRelations({ ...content, notes: [note] } as unknown as Content, registry);
    expect(related(relations, industry, 'notes')).toEqual([note]);
    expect(related(relations, note, 'industries')).toEqual([industry]);
  });
});

describe('one rule for names', () => {
  /** A name as an editor might write it: other letter case, spaces, dots or dashes in between. */
  const variantOf = (name: string) =>
    fc.array(fc.constantFrom('', ' ', '.', '-'), { minLength: name.length, maxLength: name.length }).chain((gaps) =>
      fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }).map((upper) => [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase()) + gaps[i]).join('')));

  test('a technology name the check accepts lists the project on that technology\'s page, whatever its case and punctuation', () => {
    const technologies = content.technologies;
    const project = content.portfolio[0];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: technologies.length - 1 }).chain((i) => fc.constantFrom(...namesOf(technologies[i])).chain((name) => variantOf(name).map((written) => ({ t: technologies[i], written })))), ({ t, written }) => {
        const edited = { ...project, data: { ...project.data, technologies: [written] as [string] } };
        const withEdit = { ...content, portfolio: [edited] } as Content;
        expect(checkTechnologyNames(withEdit, []), written).toEqual([]);
        const listedOn = content.technologies.filter((x) => related(buildRelations(withEdit, siteRegistry), x, 'portfolio').includes(edited));
        // Two technologies may share a name once punctuation is gone; the last one defined takes it, in the check and on the pages alike.
        expect(listedOn.length, written).toBe(1);
        expect(namesOf(listedOn[0]).map(nameKey)).toContain(nameKey(written));
        expect(namesOf(t).map(nameKey)).toContain(nameKey(written));
      }),
      { numRuns: 60 },
    );
  });
});

/**
 * Cross-file rules: what one schema cannot see. Slugs match file names, ids and
 * routes are unique, references name files that exist, images exist.
 * Input: content, its sources, the route table and the facts (pictures, icon names). Output: problems.
 */
import type { Content } from '../../src/content/model.ts';
import { didYouMean, fromCatalogue, type Problem } from '../problems.ts';
import { Errors, type ErrorData } from '../errors/catalogue.ts';
import { locate, type FieldPath } from '../locate.ts';
import type { RouteTable } from '../routes.ts';
import type { SourceFile } from './parse.ts';
import type { Registry } from '../../src/content/definition.ts';
import { unknownCounts } from '../../src/content/counts.ts';
import { pictureProblem, type PictureContext } from './pictures.ts';

/**
 * What the checks know of the world beyond the content files, as data: the build gathers them
 * from the disk (./load.ts `gatherFacts`), the browser editor from its snapshot (build/stages/admin.ts).
 */
export interface CheckFacts {
  /** Served paths (`/images/…`) of every file in the images folder (content/images). */
  pictures: readonly string[];
  /** Every Lucide icon name. */
  icons: readonly string[];
}

/** The pictures of `facts` as the picture checks take them (./pictures.ts). */
export function pictureContext(facts: CheckFacts): PictureContext {
  const files = new Set(facts.pictures);
  return { exists: (served) => files.has(served), pictures: facts.pictures };
}

export interface CrossrefInput {
  content: Content;
  sources: SourceFile[];
  table: RouteTable;
  facts: CheckFacts;
  /** The content types. */
  registry: Registry;
}

/** Fields that hold a picture's path (schemas/common.schema.json → imagePath). */
const PICTURE_FIELDS = new Set(['image', 'logo', 'cover']);

export function checkCrossReferences({ content, sources, table, facts, registry }: CrossrefInput): Problem[] {
  const problems: Problem[] = [];
  const byFile = new Map(sources.map((s) => [s.file, s]));
  const report = <Args>(file: string, path: FieldPath, entry: ErrorData<Args>, args: Args) => {
    const source = byFile.get(file);
    const pos = source ? locate(source, path) : { line: 1, column: 1 };
    problems.push(fromCatalogue(entry, { file, line: pos.line, column: pos.column, field: path.map((s) => (typeof s === 'number' ? `[${s}]` : s)).join('.').replace(/\.\[/g, '[') }, args));
  };

  // The slug field, where present, must be the file name: the route comes from the file name.
  for (const source of sources) {
    if (!source.type.slugIsFileName) continue;
    const slug = (source.data as { slug?: unknown }).slug;
    if (typeof slug === 'string' && slug !== source.name) {
      report(source.file, ['slug'], Errors.SlugMismatch, { slug, name: source.name, fixed: `slug: ${source.name}`, rename: `${slug}${source.file.slice(source.file.lastIndexOf('.'))}` });
    }
  }

  const seenIds = new Map<number, string>();
  for (const project of content.portfolio) {
    const other = seenIds.get(project.data.id);
    if (other) report(project.file, ['id'], Errors.DuplicateId, { id: project.data.id, other, free: nextFreeId(seenIds, content) });
    else seenIds.set(project.data.id, project.file);
  }

  const seenPaths = new Map<string, string>();
  for (const route of table.routes) {
    const other = seenPaths.get(route.path);
    const hasSlugField = typeof (byFile.get(route.source)?.data as { slug?: unknown } | undefined)?.slug === 'string';
    if (other) report(route.source, hasSlugField ? ['slug'] : [], Errors.DuplicateRoute, { path: route.path, other });
    else seenPaths.set(route.path, route.source);
    if (!route.title.trim() || !route.description.trim()) report(route.source, ['meta'], Errors.MissingMeta, { path: route.path });
  }

  // Entries by folder (what editors write in `collection` sections and see in messages).
  const folderOf = new Map(registry.collections.map((c) => [c.name, c.folder]));
  const slugsIn = new Map(registry.collections.map((c) => [c.folder, ((content as unknown as Record<string, { slug: string }[]>)[c.name] ?? []).map((e) => e.slug)]));
  // Fields naming other entries by file name, as the registry lists them; technology file names
  // are checked in references.ts, which also knows the names and aliases editors write.
  for (const c of registry.collections) {
    for (const [field, ref] of Object.entries(c.references ?? {})) {
      if ((ref.by ?? 'slug') !== 'slug' || ref.collection === 'technologies') continue;
      const folder = folderOf.get(ref.collection) ?? ref.collection;
      const known = slugsIn.get(folder) ?? [];
      for (const entry of ((content as unknown as Record<string, { file: string; data: Record<string, unknown> }[]>)[c.name] ?? [])) {
        const value = entry.data[field];
        const values = Array.isArray(value) ? value.map((v, i) => [String(v), [field, i]] as const) : typeof value === 'string' ? [[value, [field]] as const] : [];
        for (const [v, path] of values) {
          if (!known.includes(v)) report(entry.file, [...path], Errors.UnknownReference, { value: v, folder, suggestion: didYouMean(v, known) });
        }
      }
    }
  }
  for (const p of content.pages) {
    p.data.sections?.forEach((section, i) => {
      if (section.type !== 'collection' || !section.only) return;
      const known = slugsIn.get(section.source) ?? [];
      section.only.forEach((slug, j) => {
        if (!known.includes(slug)) report(p.file, ['sections', i, 'only', j], Errors.UnknownReference, { value: slug, folder: section.source, suggestion: didYouMean(slug, known) });
      });
    });
  }

  for (const p of content.pages) {
    p.data.quickLinks?.forEach((link, i) => {
      for (const name of unknownCounts(link.text, content)) {
        const names = registry.collections.map((c) => c.name);
        report(p.file, ['quickLinks', i, 'text'], Errors.UnknownCount, { name, names, suggestion: didYouMean(name, names) });
      }
    });
  }

  const featured = content.articles.filter((a) => a.data.featured);
  if (content.articles.length > 0 && featured.length !== 1) {
    const file = featured[1]?.file ?? content.articles[0].file;
    report(file, ['featured'], Errors.FeaturedCount, { count: featured.length, slugs: featured.map((a) => a.slug) });
  }

  const routePaths = new Set(table.routes.map((r) => r.path));
  content.redirects.forEach((r, i) => {
    const to = r.to.split(/[?#]/)[0];
    if (!routePaths.has(to)) report('content/redirects.yaml', [i, 'to'], Errors.RedirectTarget, { to: r.to, suggestion: didYouMean(to, [...routePaths]) });
    if (routePaths.has(r.from)) report('content/redirects.yaml', [i, 'from'], Errors.RedirectFromPage, { from: r.from });
  });

  // Every picture a content file names must be one browsers show, in content/images; every icon in Lucide.
  const icons = new Set(facts.icons);
  const pictures = pictureContext(facts);
  for (const source of sources) {
    walkStrings(source.data, [], (value, path) => {
      if (path[path.length - 1] === 'icon' && !icons.has(value)) {
        report(source.file, [...path], Errors.UnknownIcon, { value, suggestion: didYouMean(value, [...icons]) });
        return;
      }
      const key = path[path.length - 1];
      if (!value.startsWith('/images/') && !(typeof key === 'string' && PICTURE_FIELDS.has(key))) return;
      const wrong = pictureProblem(value, pictures);
      if (wrong) report(source.file, [...path], wrong.entry, wrong.args as never);
    });
  }
  return problems;
}

function nextFreeId(seen: Map<number, string>, content: Content): number {
  const max = Math.max(0, ...content.portfolio.map((p) => p.data.id));
  for (let i = 1; i <= max + 1; i++) if (!seen.has(i) && !content.portfolio.some((p) => p.data.id === i)) return i;
  return max + 1;
}

/**
 * Calls `visit` for every string in a parsed file with its field path. The path array is reused
 * while walking (files have thousands of strings): copy it if you keep it.
 */
export function walkStrings(value: unknown, path: FieldPath, visit: (value: string, path: FieldPath) => void): void {
  if (typeof value === 'string') visit(value, path);
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      walkStrings(value[i], path, visit);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    for (const k in value) {
      path.push(k);
      walkStrings((value as Record<string, unknown>)[k], path, visit);
      path.pop();
    }
  }
}

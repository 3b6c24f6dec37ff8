/**
 * Stage 4, cross-file rules: what one schema cannot see. Slugs match file names, ids and
 * routes are unique, references name files that exist, images exist.
 * Input: content, its sources, the route table and the images folder. Output: problems.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../../src/content/model.ts';
import { problem, suggestion, type Problem } from '../problems.ts';
import { locate, type FieldPath } from '../locate.ts';
import type { RouteTable } from '../routes.ts';
import type { SourceFile } from './load.ts';
import { iconNames } from '../../src/components/icons.ts';
import { siteRegistry } from '../../src/collections.ts';
import type { Registry } from '../../src/content/collection.ts';
import { unknownCounts } from '../../src/content/counts.ts';

export interface CrossrefInput {
  content: Content;
  sources: SourceFile[];
  table: RouteTable;
  /** Folder served as /images. */
  imagesDir: string;
  /** The content types; the site's (src/collections.ts) when absent. */
  registry?: Registry;
}

export function checkCrossReferences({ content, sources, table, imagesDir, registry = siteRegistry }: CrossrefInput): Problem[] {
  const problems: Problem[] = [];
  const byFile = new Map(sources.map((s) => [s.file, s]));
  const report = (file: string, path: FieldPath, message: string, hint?: string, key = false) => {
    const source = byFile.get(file);
    const pos = source ? locate(source, path, { key }) : { line: 1, column: 1 };
    problems.push(problem({ file, line: pos.line, column: pos.column, field: path.map((s) => (typeof s === 'number' ? `[${s}]` : s)).join('.').replace(/\.\[/g, '['), message, hint }));
  };

  // The slug field, where present, must be the file name: the route comes from the file name.
  for (const source of sources) {
    if (!source.type.slugIsFileName) continue;
    const slug = (source.data as { slug?: unknown }).slug;
    if (typeof slug === 'string' && slug !== source.name) {
      report(source.file, ['slug'], `"${slug}" does not match the file name "${source.name}"`, `rename the file to ${slug}${source.file.slice(source.file.lastIndexOf('.'))} or set slug: ${source.name}`);
    }
  }

  const seenIds = new Map<number, string>();
  for (const project of content.portfolio) {
    const other = seenIds.get(project.data.id);
    if (other) report(project.file, ['id'], `id ${project.data.id} is already used by ${other}`, `use an unused id, for example ${nextFreeId(seenIds, content)}`);
    else seenIds.set(project.data.id, project.file);
  }

  const seenPaths = new Map<string, string>();
  for (const route of table.routes) {
    const other = seenPaths.get(route.path);
    const hasSlugField = typeof (byFile.get(route.source)?.data as { slug?: unknown } | undefined)?.slug === 'string';
    if (other) report(route.source, hasSlugField ? ['slug'] : [], `duplicate slug: the route ${route.path} is also produced by ${other}`, 'give one of them another slug (file name)');
    else seenPaths.set(route.path, route.source);
    if (!route.title.trim() || !route.description.trim()) report(route.source, ['meta'], `the route ${route.path} has no title or description`, 'add meta.title and meta.description');
  }

  // Entries by folder (what editors write in `collection` sections and see in messages).
  const folderOf = new Map(registry.collections.map((c) => [c.name, c.folder]));
  const slugsIn = new Map(registry.collections.map((c) => [c.folder, ((content as unknown as Record<string, { slug: string }[]>)[c.name] ?? []).map((e) => e.slug)]));
  const refs = (file: string, field: string, values: string[] | undefined, collection: string) => {
    const folder = folderOf.get(collection) ?? collection;
    const known = slugsIn.get(folder) ?? [];
    values?.forEach((value, i) => {
      if (!known.includes(value)) {
        report(file, [field, i], `"${value}" is not a file in content/${folder}`, suggestion(value, known) ?? `use the file name (without .yaml) of one of content/${folder}`);
      }
    });
  };
  for (const s of content.services) {
    refs(s.file, 'technologies', s.data.technologies, 'technologies');
    refs(s.file, 'solutions', s.data.solutions, 'solutions');
  }
  for (const t of content.technologies) refs(t.file, 'services', t.data.services, 'services');
  for (const i of content.industries) refs(i.file, 'technologies', i.data.technologies, 'technologies');
  for (const s of content.solutions) {
    refs(s.file, 'technologies', s.data.technologies, 'technologies');
    refs(s.file, 'services', s.data.services, 'services');
  }
  for (const c of content.caseStudies) {
    const industries = slugsIn.get(folderOf.get('industries')!) ?? [];
    if (!industries.includes(c.data.industry)) {
      report(c.file, ['industry'], `"${c.data.industry}" is not a file in content/industries`, suggestion(c.data.industry, industries));
    }
    refs(c.file, 'services', c.data.services, 'services');
    refs(c.file, 'technologies', c.data.technologies, 'technologies');
  }
  for (const p of content.pages) {
    p.data.sections?.forEach((section, i) => {
      if (section.type !== 'collection' || !section.only) return;
      const known = slugsIn.get(section.source) ?? [];
      section.only.forEach((slug, j) => {
        if (!known.includes(slug)) report(p.file, ['sections', i, 'only', j], `"${slug}" is not a file in content/${section.source}`, suggestion(slug, known));
      });
    });
  }

  for (const p of content.pages) {
    p.data.quickLinks?.forEach((link, i) => {
      for (const name of unknownCounts(link.text, content)) {
        report(p.file, ['quickLinks', i, 'text'], `"{${name}}" is not a collection to count`, suggestion(name, registry.collections.map((c) => c.name)) ?? `use one of ${registry.collections.map((c) => `{${c.name}}`).join(', ')}`);
      }
    });
  }

  const featured = content.articles.filter((a) => a.data.featured);
  if (content.articles.length > 0 && featured.length !== 1) {
    const file = featured[1]?.file ?? content.articles[0].file;
    report(file, ['featured'], featured.length === 0 ? 'no article is featured' : `${featured.length} articles are featured (${featured.map((a) => a.slug).join(', ')})`, 'set `featured: true` on exactly one article in content/blog');
  }

  const routePaths = new Set(table.routes.map((r) => r.path));
  content.redirects.forEach((r, i) => {
    const to = r.to.split(/[?#]/)[0];
    if (!routePaths.has(to)) report('content/redirects.yaml', [i, 'to'], `"${r.to}" is not a route of the site`, suggestion(to, [...routePaths]));
    if (routePaths.has(r.from)) report('content/redirects.yaml', [i, 'from'], `"${r.from}" is a real page, so it cannot redirect`, 'remove this redirect or the page');
  });

  // Every image a content file names must exist in content/images; every icon in Lucide.
  const icons = new Set(iconNames());
  for (const source of sources) {
    walkStrings(source.data, [], (value, path) => {
      if (path[path.length - 1] === 'icon' && !icons.has(value)) {
        report(source.file, [...path], `"${value}" is not a Lucide icon`, suggestion(value, [...icons]) ?? 'pick a name from https://lucide.dev/icons');
        return;
      }
      if (!/^\/images\//.test(value)) return;
      const rel = value.slice('/images/'.length);
      if (!existsSync(join(imagesDir, rel))) {
        report(source.file, [...path], `image "${value}" does not exist`, `add the file content/images/${rel} or correct the path`);
      }
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

/**
 * Stage 5, internal links: every site path named in content (link fields and Markdown links)
 * and every link in the rendered pages must lead to a route, a redirect or a file.
 * Input: sources, the route table, and (after rendering) the pages. Output: problems.
 */
import { problem, suggestion, type Problem } from '../problems.ts';
import { locate, formatFieldPath } from '../locate.ts';
import type { RouteTable } from '../routes.ts';
import type { SourceFile } from './load.ts';
import { walkStrings } from './crossref.ts';

const MARKDOWN_LINK = /\]\((\/[^)\s]*)(?:\s+"[^"]*")?\)/g;

export interface LinkTargets {
  has(path: string): boolean;
  known(): string[];
}

/** Paths a link may point at: routes, redirect sources, and any extra files (images, assets). */
export function linkTargets(table: RouteTable, files: Iterable<string> = []): LinkTargets {
  const set = new Set<string>([...table.routes.map((r) => r.path), ...table.redirects.map((r) => r.from), ...files]);
  return { has: (p) => set.has(p), known: () => [...set].filter((p) => !p.includes('.')) };
}

/** `/contact?service=x#form` → `/contact`; trailing slashes ignored. */
export function linkPath(href: string): string {
  const path = href.split(/[?#]/)[0];
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}

function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function checkContentLinks(sources: SourceFile[], targets: LinkTargets): Problem[] {
  const problems: Problem[] = [];
  const check = (source: SourceFile, href: string, line: number, column: number, field: string) => {
    const path = linkPath(href);
    if (path === '' || targets.has(path)) return;
    problems.push(problem({
      file: source.file, line, column, field,
      message: `broken link: "${href}" is not a page of the site`,
      hint: suggestion(path, targets.known()) ?? 'link to an existing page, or add a redirect in content/redirects.yaml',
    }));
  };
  for (const source of sources) {
    walkStrings(source.data, [], (value, path) => {
      const last = path[path.length - 1];
      if ((last === 'href' || last === 'to') && isSitePath(value)) {
        if (source.type.key === 'redirects' && last === 'to') return; // checked with the redirect rules
        const pos = locate(source, path);
        check(source, value, pos.line, pos.column, formatFieldPath(path));
        return;
      }
      for (const m of value.matchAll(MARKDOWN_LINK)) {
        const pos = locate(source, path);
        const before = value.slice(0, m.index);
        const extraLines = before.split('\n').length - 1;
        // Block scalars start on the line after their key.
        check(source, m[1], pos.line + extraLines + (value.includes('\n') ? 1 : 0), extraLines ? before.length - before.lastIndexOf('\n') : pos.column, formatFieldPath(path));
      }
    });
    if (source.body !== undefined) {
      const lines = source.body.split('\n');
      let inFence = false;
      lines.forEach((text, i) => {
        if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
        if (inFence) return;
        for (const m of text.matchAll(MARKDOWN_LINK)) check(source, m[1], (source.bodyLine ?? 1) + i, (m.index ?? 0) + 2, 'body');
      });
    }
  }
  return problems;
}

export interface RenderedPage {
  path: string;
  source: string;
  html: string;
  /** The page's own part (inside <main>); the shared header and footer are checked once. */
  main: string;
}

/** Site-relative href and src values in HTML (indexOf is several times faster than a regular expression here). */
export function htmlLinks(html: string): string[] {
  const out: string[] = [];
  for (const attr of [' href="/', ' src="/']) {
    let i = html.indexOf(attr);
    while (i >= 0) {
      const start = i + attr.length - 1;
      const end = html.indexOf('"', start);
      out.push(html.slice(start, end));
      i = html.indexOf(attr, end);
    }
  }
  return out;
}

/**
 * Links in rendered pages, which also catches links written in templates. Each page's own part
 * is scanned; the layout (header variants and footer, identical on every page) once.
 */
export function checkRenderedLinks(pages: RenderedPage[], targets: LinkTargets, layout: string[] = []): Problem[] {
  const broken = new Map<string, { pages: string[]; source: string }>();
  const parts = [...layout.map((html) => ({ path: 'every page (header or footer)', source: 'content/site.yaml', text: html })), ...pages.map((p) => ({ path: p.path, source: p.source, text: p.main }))];
  for (const page of parts) {
    for (const raw of htmlLinks(page.text)) {
      const href = raw.replace(/&amp;/g, '&');
      if (href.startsWith('//')) continue;
      const path = linkPath(href);
      if (targets.has(path)) continue;
      const entry = broken.get(path) ?? { pages: [], source: page.source };
      if (!entry.pages.includes(page.path)) entry.pages.push(page.path);
      broken.set(path, entry);
    }
  }
  return [...broken].map(([path, { pages: on, source }]) =>
    problem({
      file: source, line: 1, column: 1, field: '',
      message: `broken link to "${path}" on ${on.slice(0, 3).join(', ')}${on.length > 3 ? ` and ${on.length - 3} more` : ''}`,
      hint: suggestion(path, targets.known()) ?? 'the link comes from a template or generated list; fix its target or add the page',
    }),
  );
}

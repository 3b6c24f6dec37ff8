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
  // Positions are computed only for broken links: locating parses the file a second time.
  const report = (source: SourceFile, href: string, where: () => { line: number; column: number }, field: string) => {
    const path = linkPath(href);
    if (path === '' || targets.has(path)) return;
    const { line, column } = where();
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
        report(source, value, () => locate(source, path), formatFieldPath(path));
        return;
      }
      if (!value.includes('](/')) return;
      for (const m of value.matchAll(MARKDOWN_LINK)) {
        report(source, m[1], () => {
          const pos = locate(source, path);
          const before = value.slice(0, m.index);
          const extraLines = before.split('\n').length - 1;
          // Block scalars start on the line after their key.
          return { line: pos.line + extraLines + (value.includes('\n') ? 1 : 0), column: extraLines ? before.length - before.lastIndexOf('\n') : pos.column };
        }, formatFieldPath(path));
      }
    });
    if (source.body !== undefined) {
      const lines = source.body.split('\n');
      let inFence = false;
      lines.forEach((text, i) => {
        if (text.startsWith('```') || text.startsWith('~~~') || /^\s+(```|~~~)/.test(text)) inFence = !inFence;
        if (inFence || !text.includes('](/')) return;
        for (const m of text.matchAll(MARKDOWN_LINK)) report(source, m[1], () => ({ line: (source.bodyLine ?? 1) + i, column: (m.index ?? 0) + 2 }), 'body');
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

/** A site path in a rendered page that leads nowhere, with the page and the content file it comes from. */
export interface BrokenLink {
  target: string;
  page: string;
  source: string;
}

/** The broken links in `html`, in document order (plain data, so render workers can send them). */
export function brokenLinks(html: string, page: string, source: string, targets: LinkTargets): BrokenLink[] {
  const out: BrokenLink[] = [];
  for (const raw of htmlLinks(html)) {
    const href = raw.includes('&') ? raw.replace(/&amp;/g, '&') : raw;
    if (href.startsWith('//')) continue;
    const target = linkPath(href);
    if (!targets.has(target)) out.push({ target, page, source });
  }
  return out;
}

export interface LinkCheck {
  /** Broken links found while rendering (`brokenLinks` of each page's main part), in route order. */
  addBroken(found: BrokenLink[]): void;
  /** A part shared by every page (header variant, footer), checked once. */
  addLayout(html: string): void;
  problems(): Problem[];
}

/**
 * Links in rendered pages, which also catches links written in templates. Each page's own part
 * is scanned; the layout (header variants and footer, identical on every page) once.
 */
export function createLinkCheck(targets: LinkTargets): LinkCheck {
  const broken = new Map<string, { pages: string[]; source: string }>();
  const addBroken = (found: BrokenLink[]) => {
    for (const { target, page, source } of found) {
      const entry = broken.get(target) ?? { pages: [], source };
      if (!entry.pages.includes(page)) entry.pages.push(page);
      broken.set(target, entry);
    }
  };
  return {
    addBroken,
    addLayout: (html) => addBroken(brokenLinks(html, 'every page (header or footer)', 'content/site.yaml', targets)),
    problems: () =>
      [...broken].map(([path, { pages: on, source }]) =>
        problem({
          file: source, line: 1, column: 1, field: '',
          message: `broken link to "${path}" on ${on.slice(0, 3).join(', ')}${on.length > 3 ? ` and ${on.length - 3} more` : ''}`,
          hint: suggestion(path, targets.known()) ?? 'the link comes from a template or generated list; fix its target or add the page',
        }),
      ),
  };
}

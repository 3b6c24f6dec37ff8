/**
 * Rendered links: every site path linked from the rendered pages, which also catches links
 * written in templates. Each render thread finds the broken ones in its pages as it renders them
 * (`brokenLinks`); this stage gathers them, with the shared layout's once, into problems.
 * Input: the pages' links and the link targets (../link-targets.ts). Output: problems.
 */
import { didYouMean, fromCatalogue, type Problem } from '../problems.ts';
import { Errors } from '../errors/catalogue.ts';
import { linkPath, type LinkTargets } from '../link-targets.ts';
import { isPicturePath } from './pictures.ts';

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
      if (end < 0) break;
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

/**
 * The broken links in `html`, in document order (plain data, so render workers can send them);
 * `links`: its `htmlLinks`, when the caller has them (the render stage takes them from the page scan's walk).
 */
export function brokenLinks(html: string, page: string, source: string, targets: LinkTargets, links = htmlLinks(html)): BrokenLink[] {
  const out: BrokenLink[] = [];
  for (const raw of links) {
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
        fromCatalogue(Errors.LinkBrokenRendered, { file: source, line: 1, column: 1, field: '' }, {
          path,
          pages: `${on.slice(0, 3).join(', ')}${on.length > 3 ? ` and ${on.length - 3} more` : ''}`,
          // A picture is a file: a page's name is no suggestion for it.
          picture: isPicturePath(path),
          suggestion: isPicturePath(path) ? undefined : didYouMean(path, targets.known()),
        }),
      ),
  };
}

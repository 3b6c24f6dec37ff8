/**
 * `npm run weight`: what each built page of dist/ makes a visitor download (HTML, CSS,
 * JavaScript, images, fonts; raw, gzip and brotli), a summary table, and the budgets. Exits 1
 * when a budget is exceeded, so `npm test` fails.
 *
 *   npm run weight [-- --dist DIR] [--all] [--json FILE]
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { ADMIN_PATH } from '../../src/shared/security-headers.ts';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pageScripts } from './page-scripts.ts';
import { pageImages } from './weight-images.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Which JavaScript budget a page has (see BUDGETS). */
export type ScriptKind = 'plain' | 'islands' | 'contact';

export interface PageWeight {
  path: string;
  html: Sizes;
  css: Sizes;
  js: Sizes;
  images: Sizes;
  /** Images fetched with the page: not lazy, or preloaded. */
  imagesAboveFold: Sizes;
  fonts: Sizes;
  scriptKind: ScriptKind;
  files: { css: string[]; js: string[]; images: string[]; fonts: string[] };
}

export interface BudgetResult {
  name: string;
  /** The page that comes closest to (or past) the limit. */
  page: string;
  actual: number;
  limit: number;
  ok: boolean;
}

const KB = 1024;

/** Budgets in bytes; gzip for text (what a host serves when it cannot do brotli), raw for images. */
export const BUDGETS = {
  html: 30 * KB,
  css: 12 * KB,
  js: { plain: 3 * KB, islands: 15 * KB, contact: 25 * KB } satisfies Record<ScriptKind, number>,
  homeImagesAboveFold: 100 * KB,
};

const TEXT = /\.(html|css|js|mjs|json|xml|txt|svg|webmanifest)$/;
const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };
const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/**
 * Sizes of one dist/ file as served: the .gz and .br written beside it by the build when there
 * are some, else compressed here with the build's settings (gzip 9, brotli 7). Binary files
 * (images, fonts) are served as they are.
 */
function sizer(dist: string): (file: string) => Sizes {
  const memo = new Map<string, Sizes>();
  return (file) => {
    const known = memo.get(file);
    if (known) return known;
    const abs = join(dist, file);
    if (!existsSync(abs)) throw new Error(`${file} is linked from a page but is not in ${dist}`);
    const raw = statSync(abs).size;
    let sizes: Sizes = { raw, gzip: raw, brotli: raw };
    if (TEXT.test(file)) {
      const gz = existsSync(`${abs}.gz`) ? statSync(`${abs}.gz`).size : undefined;
      const br = existsSync(`${abs}.br`) ? statSync(`${abs}.br`).size : undefined;
      const data = gz === undefined || br === undefined ? readFileSync(abs) : undefined;
      sizes = {
        raw,
        gzip: gz ?? gzipSync(data!, { level: 9 }).length,
        brotli: br ?? brotliCompressSync(data!, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } }).length,
      };
    }
    memo.set(file, sizes);
    return sizes;
  };
}

/** Files of the browser editor (dist/admin/): for editors, not visitors, so measured apart and never against the budgets. */
export const isEditorFile = (file: string) => `/${file}`.startsWith(ADMIN_PATH);

/**
 * What opening the editor downloads: its page, the files it loads (the bundle) and the content
 * snapshot its check and preview fetch; everything in dist/admin/ but the compressed copies.
 */
export function editorWeight(dist: string): Sizes | undefined {
  const dir = join(dist, ADMIN_PATH);
  if (!existsSync(dir)) return undefined;
  const size = sizer(dist);
  return readdirSync(dir).filter((f) => !/\.(gz|br)$/.test(f)).map((f) => size(`${ADMIN_PATH.slice(1)}${f}`)).reduce(add, ZERO);
}

/** Every HTML page of dist/ except the redirect pages (meta refresh) and the editor's, with its URL path. */
export function htmlPages(dist: string): { path: string; file: string }[] {
  const out: { path: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (name.endsWith('.html')) {
        const file = relative(dist, abs).split('\\').join('/');
        if (isEditorFile(file)) continue;
        const path = file === 'index.html' ? '/' : `/${file.replace(/(\/index)?\.html$/, '')}`;
        out.push({ path, file });
      }
    }
  };
  walk(dist);
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

const localFile = (url: string) => (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:') ? undefined : decodeURIComponent(url.split(/[?#]/)[0]).replace(/^\/+/, ''));

/** Whether a text has a character in a CSS unicode-range (`U+0020-007E, U+20B9`). */
export function usesRange(text: string, range: string): boolean {
  const spans = range.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(a, 16), parseInt(b ?? a, 16)];
  });
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (spans.some(([a, b]) => cp >= a && cp <= b)) return true;
  }
  return false;
}

export function measurePage(dist: string, page: { path: string; file: string }, size: (file: string) => Sizes = sizer(dist)): PageWeight {
  const html = readFileSync(join(dist, page.file), 'utf8');
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="stylesheet"/.test(tag))
    .map((tag) => localFile(/\shref="([^"]+)"/.exec(tag)?.[1] ?? ''))
    .filter((f): f is string => Boolean(f));
  // Fonts: the ones the page preloads, and each @font-face file with a character of its
  // unicode-range in the page (browsers download a face only then).
  const fonts = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\srel="preload"/.test(tag) && /\sas="font"/.test(tag)) fonts.add(localFile(/\shref="([^"]+)"/.exec(tag)?.[1] ?? '') ?? '');
  }
  const text = html.replace(/<[^>]+>/g, ' ');
  for (const sheet of stylesheets) {
    for (const [face] of readFileSync(join(dist, sheet), 'utf8').matchAll(/@font-face\s*{[^}]*}/g)) {
      const url = /url\(\s*["']?([^"')]+\.woff2?)["']?\s*\)/.exec(face)?.[1];
      const range = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
      if (url && (!range || usesRange(text, range))) fonts.add(localFile(url) ?? '');
    }
  }
  fonts.delete('');
  const js = pageScripts(dist, html);
  const images = pageImages(html).map((i) => ({ ...i, file: localFile(i.url) })).filter((i): i is typeof i & { file: string } => Boolean(i.file));
  const sum = (files: string[]) => files.reduce((total, f) => add(total, size(f)), ZERO);
  return {
    path: page.path,
    html: size(page.file),
    css: sum(stylesheets),
    js: sum(js),
    images: sum(images.map((i) => i.file)),
    imagesAboveFold: sum(images.filter((i) => i.eager).map((i) => i.file)),
    fonts: sum([...fonts]),
    scriptKind: /\sdata-contact-form[\s=>]/.test(html) ? 'contact' : /\sdata-island="/.test(html) ? 'islands' : 'plain',
    files: { css: stylesheets, js, images: images.map((i) => i.file), fonts: [...fonts] },
  };
}

export function measureSite(dist: string): PageWeight[] {
  const size = sizer(dist);
  return htmlPages(dist)
    .filter(({ file }) => !/<meta\s+http-equiv="refresh"/i.test(readFileSync(join(dist, file), 'utf8').slice(0, 2000)))
    .map((page) => measurePage(dist, page, size));
}

export function checkBudgets(pages: PageWeight[]): BudgetResult[] {
  const worst = (name: string, list: PageWeight[], value: (p: PageWeight) => number, limit: number): BudgetResult[] => {
    if (list.length === 0) return [];
    const page = list.reduce((a, b) => (value(b) > value(a) ? b : a));
    return [{ name, page: page.path, actual: value(page), limit, ok: value(page) <= limit }];
  };
  const home = pages.filter((p) => p.path === '/');
  if (home.length === 0) throw new Error('dist/ has no home page (index.html); build the site first.');
  return [
    ...worst('HTML, largest page (gzip)', pages, (p) => p.html.gzip, BUDGETS.html),
    ...worst('CSS per page (gzip)', pages, (p) => p.css.gzip, BUDGETS.css),
    ...worst('JavaScript, pages without islands (gzip)', pages.filter((p) => p.scriptKind === 'plain'), (p) => p.js.gzip, BUDGETS.js.plain),
    ...worst('JavaScript, pages with filters, tabs or search (gzip)', pages.filter((p) => p.scriptKind === 'islands'), (p) => p.js.gzip, BUDGETS.js.islands),
    ...worst('JavaScript, contact page (gzip)', pages.filter((p) => p.scriptKind === 'contact'), (p) => p.js.gzip, BUDGETS.js.contact),
    ...worst('Images above the fold, home page', home, (p) => p.imagesAboveFold.raw, BUDGETS.homeImagesAboveFold),
  ];
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)}`;
const pair = (s: Sizes) => `${kb(s.gzip)} / ${kb(s.brotli)}`;

/** The section a page belongs to: its first path segment. */
const sectionOf = (path: string) => (path === '/' ? '/' : `/${path.split('/')[1]}`);

export function formatTable(rows: { label: string; count?: number; page: PageWeight }[]): string {
  const header = ['page', 'pages', 'HTML gz / br', 'CSS gz / br', 'JS gz / br', 'images (above fold)', 'fonts', 'total gz'];
  const lines = rows.map(({ label, count, page: p }) => [
    label,
    count === undefined ? '' : String(count),
    pair(p.html),
    pair(p.css),
    pair(p.js),
    `${kb(p.images.raw)} (${kb(p.imagesAboveFold.raw)})`,
    kb(p.fonts.raw),
    kb(p.html.gzip + p.css.gzip + p.js.gzip + p.images.raw + p.fonts.raw),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((r) => r[i].length)));
  const table = [header, widths.map((w) => '-'.repeat(w)), ...lines];
  return table.map((r) => `| ${r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`).join('\n');
}

/** One row per section (its heaviest page by HTML), or one per page with `all`. */
export function summaryRows(pages: PageWeight[], all = false): { label: string; count?: number; page: PageWeight }[] {
  if (all) return pages.map((page) => ({ label: page.path, page }));
  const groups = new Map<string, PageWeight[]>();
  for (const p of pages) groups.set(sectionOf(p.path), [...(groups.get(sectionOf(p.path)) ?? []), p]);
  return [...groups].map(([section, list]) => {
    const page = list.reduce((a, b) => (b.html.gzip > a.html.gzip ? b : a));
    return { label: list.length === 1 ? page.path : `${page.path} (heaviest of ${section})`, count: list.length, page };
  });
}

export function formatBudgets(results: BudgetResult[]): string {
  return results
    .map((r) => `${r.ok ? 'ok  ' : 'OVER'}  ${r.name}: ${kb(r.actual)} KB of ${kb(r.limit)} KB (${r.page})`)
    .join('\n');
}

function main(argv: string[]): number {
  const at = argv.indexOf('--dist');
  const dist = resolve(at >= 0 ? argv[at + 1] : 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    process.stderr.write(`${dist} holds no built site: run \`npm run build\` first (or pass --dist DIR).\n`);
    return 2;
  }
  const pages = measureSite(dist);
  const budgets = checkBudgets(pages);
  const shown = relative(process.cwd(), dist);
  process.stdout.write(`Page weight of ${shown.startsWith('..') ? dist : shown || '.'}: ${pages.length} pages, KB (gzip / brotli for text; images and fonts as served)\n\n`);
  process.stdout.write(`${formatTable(summaryRows(pages, argv.includes('--all')))}\n\nBudgets\n${formatBudgets(budgets)}\n`);
  const editor = editorWeight(dist);
  if (editor) process.stdout.write(`\nThe editor at ${ADMIN_PATH} (not a visitor page, no budget): ${kb(editor.raw)} KB raw, ${kb(editor.gzip)} KB gzip, ${kb(editor.brotli)} KB brotli\n`);
  const json = argv.indexOf('--json');
  if (json >= 0) writeFileSync(argv[json + 1], JSON.stringify({ pages, budgets }, null, 2));
  const over = budgets.filter((b) => !b.ok);
  if (over.length) process.stderr.write(`\n${over.length} budget${over.length === 1 ? '' : 's'} exceeded.\n`);
  return over.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));

/**
 * `npm run linkcheck`: every internal link, asset, picture source and fragment of the built site is
 * checked against the files of dist/, and any that leads nowhere fails the check. External links
 * are skipped here (CI has no internet; `npm run links:external` checks them on a schedule).
 *
 * The site is static, so the check reads dist/ rather than crawling a server: every HTML file
 * (the 404 page, the editor's page and the HTML redirect pages included) is parsed with
 * htmlparser2, every address it names is mapped to a file as the production server maps it
 * (src/server/static-files.ts: clean URLs), `_redirects` honoured (an old address counts when its
 * target exists), and a `#fragment` must name an id of the page it points into. The stylesheets'
 * url()s and the sitemap's addresses are checked too. Nothing here waits on a socket, a timer or a
 * retry, so the check cannot hang: it is a bounded loop over files (linkinator, the crawler this
 * replaced, left unsettled promises after retries and hung CI on a loaded machine: its issues
 * #642, #657, #754).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { Parser } from 'htmlparser2';
import { resolveFile } from '../../src/server/static-files.ts';

export interface BrokenLink {
  /** The address as the page names it, resolved to a path (with its #fragment), e.g. /pricing#plans. */
  url: string;
  /** Why it leads nowhere, in plain words. */
  reason: string;
  /** The site addresses of the pages (or files) that name it. */
  pages: string[];
}

/** Attributes that name another file or a fragment, per element. */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href', 'imagesrcset'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  use: ['href', 'xlink:href'],
  image: ['href', 'xlink:href'],
};
/** Link types that name an origin to connect to, not a file. */
const ORIGIN_ONLY_RELS = new Set(['dns-prefetch', 'preconnect']);
/** Meta tags whose content is an address of this site (the social preview's picture and page). */
const URL_METAS = new Set(['og:image', 'og:url', 'twitter:image']);
const NOT_A_FILE = /^(mailto|tel|sms|javascript|data|blob|about):/i;

interface Reference {
  /** The address as written. */
  raw: string;
  /** The site address of the file that names it. */
  from: string;
  /** The address it is resolved against. */
  base: string;
}

interface ParsedPage {
  ids: Set<string>;
  references: string[];
  canonical?: string;
}

function parsePage(html: string): ParsedPage {
  const ids = new Set<string>();
  const references: string[] = [];
  let canonical: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        if (name === 'link' && attributes.rel?.split(/\s+/).includes('canonical')) canonical = attributes.href;
        if (name === 'link' && attributes.rel?.split(/\s+/).some((rel) => ORIGIN_ONLY_RELS.has(rel))) return;
        if (name === 'meta') {
          const property = attributes.property ?? attributes.name;
          if (property && URL_METAS.has(property) && attributes.content) references.push(attributes.content);
          const refresh = attributes['http-equiv']?.toLowerCase() === 'refresh' ? /url\s*=\s*['"]?([^'"]+)/i.exec(attributes.content ?? '') : null;
          if (refresh) references.push(refresh[1].trim());
          return;
        }
        for (const attribute of URL_ATTRIBUTES[name] ?? []) {
          const value = attributes[attribute];
          if (value === undefined) continue;
          if (attribute.endsWith('srcset')) references.push(...value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]).filter(Boolean));
          else references.push(value.trim());
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: false },
  );
  parser.end(html);
  return { ids, references, canonical };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The site address a file of dist/ is served at: clean URLs, as src/server/static-files.ts serves them. */
function addressOf(dist: string, file: string): string {
  const path = `/${relative(dist, file).split(sep).join('/')}`;
  if (path === '/index.html') return '/';
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
}

/** `_redirects` lines `FROM TO [STATUS]`: the exact paths it sends on. */
function readRedirects(dist: string): Map<string, string> {
  const file = join(dist, '_redirects');
  const redirects = new Map<string, string>();
  if (!existsSync(file)) return redirects;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (from && to) redirects.set(from.replace(/(.)\/$/, '$1'), to);
  }
  return redirects;
}

const LOCAL_ORIGIN = 'http://site.local';

export function checkLinks(dist: string): { checked: number; broken: BrokenLink[] } {
  dist = resolve(dist);
  const files = filesUnder(dist);
  const pages = new Map<string, ParsedPage>();
  const references: Reference[] = [];
  const siteOrigins = new Set<string>([LOCAL_ORIGIN]);

  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const page = parsePage(readFileSync(file, 'utf8'));
    pages.set(file, page);
    const from = addressOf(dist, file);
    let base = LOCAL_ORIGIN + from;
    if (page.canonical && /^https?:\/\//.test(page.canonical)) {
      // The page's own address as it declares it: relative links resolve against it, and its
      // origin is the site's (absolute links to it are internal).
      const canonical = new URL(page.canonical);
      siteOrigins.add(canonical.origin);
      base = LOCAL_ORIGIN + canonical.pathname;
    }
    for (const raw of page.references) references.push({ raw, from, base });
  }
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    const from = addressOf(dist, file);
    for (const match of readFileSync(file, 'utf8').matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) references.push({ raw: match[2], from, base: LOCAL_ORIGIN + from });
  }
  for (const file of files.filter((f) => f.endsWith('.xml'))) {
    const from = addressOf(dist, file);
    for (const match of readFileSync(file, 'utf8').matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) references.push({ raw: match[1], from, base: LOCAL_ORIGIN + from });
  }

  const redirects = readRedirects(dist);
  const idsOf = (file: string): Set<string> => {
    let page = pages.get(file);
    if (!page) {
      page = extname(file) === '.svg' ? parsePage(readFileSync(file, 'utf8')) : { ids: new Set(), references: [] };
      pages.set(file, page);
    }
    return page.ids;
  };
  const fileFor = (path: string): string | undefined => resolveFile(dist, path);

  const broken = new Map<string, BrokenLink>();
  const report = (url: string, reason: string, from: string) => {
    const entry = broken.get(url) ?? { url, reason, pages: [] };
    if (!entry.pages.includes(from)) entry.pages.push(from);
    broken.set(url, entry);
  };
  let checked = 0;
  for (const { raw, from, base } of references) {
    if (!raw || raw === '#' || NOT_A_FILE.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      report(raw, 'is not a valid address', from);
      continue;
    }
    if (!siteOrigins.has(url.origin)) continue;
    checked++;
    let path = url.pathname;
    const shown = path + url.hash;
    let file = fileFor(path);
    if (!file) {
      const target = redirects.get(path.replace(/(.)\/$/, '$1'));
      if (target !== undefined) {
        const targetUrl = new URL(target, LOCAL_ORIGIN);
        if (!siteOrigins.has(targetUrl.origin)) continue;
        path = targetUrl.pathname;
        file = fileFor(path);
        if (!file) {
          report(shown, `redirects (dist/_redirects) to ${path}, where dist/ has no file`, from);
          continue;
        }
      } else {
        report(shown, 'no file in dist/ answers this address', from);
        continue;
      }
    }
    const fragment = url.hash.slice(1);
    // `#top` scrolls to the top of any HTML page without an element of that id (HTML standard).
    if (!fragment || (fragment.toLowerCase() === 'top' && file.endsWith('.html'))) continue;
    if (!file.endsWith('.html') && !file.endsWith('.svg')) continue;
    let id: string;
    try {
      id = decodeURIComponent(fragment);
    } catch {
      id = fragment;
    }
    if (!idsOf(file).has(id)) report(shown, `the page has no element with id="${id}"`, from);
  }
  return { checked, broken: [...broken.values()] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(dist)) {
    process.stderr.write(`${dist} does not exist: run \`npm run build\` first.\n`);
    process.exit(1);
  }
  const { checked, broken } = checkLinks(dist);
  for (const b of broken) {
    const pages = b.pages.sort();
    process.stderr.write(`broken: ${b.url}: ${b.reason}; named by ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ` and ${pages.length - 5} more` : ''}\n`);
  }
  process.stdout.write(`link check: ${checked} internal links, assets and fragments checked, ${broken.length} broken\n`);
  process.exit(broken.length ? 1 : 0);
}

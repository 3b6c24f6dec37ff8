/**
 * One pass over a rendered page's HTML, finding what a visitor would see as broken: markup shown
 * as text, elements that must have text left empty, addresses that do not parse or would need
 * percent-encoding, unsafe schemes. It also collects what the cross-page checks need (the page's
 * ids, its fragment links, the pictures it shows). Plain data in and out, so the render worker
 * can run it on its pages and send the result back.
 *
 * The HTML is the renderer's own (react-dom/server and markdown-it): attributes double-quoted,
 * `<` and `>` escaped in text and attributes, so targeted regular expressions are exact here. A
 * scan of every tag with a stack of open elements cost a noticeable share of a warm build
 * (docs/benchmarks.md); these passes run in the engine's regular expression code and look
 * closely only at the rare places that match.
 */
import { onFirstUse, ownCopy } from '../../src/lib/text.ts';

/** Something broken on a page, with the text around it (to find where in the content it came from). */
export interface OutputFinding {
  kind: 'markup-as-text' | 'empty-text' | 'url-malformed' | 'url-unsafe';
  /** What a visitor sees: the offending text, the address, or the element (`<h2>`). */
  shown: string;
  /** The text to look for in content files: the offending text with some of its context. */
  needle: string;
  /** Text just before the place (for empty elements, which have none of their own). */
  before: string;
  /** Inside text rendered from Markdown (an article's body, a `prose` block). */
  markdown: boolean;
}

/** A link to `#id` on this page or another: checked once every page's ids are known. */
export interface FragmentLink {
  /** The page the link leads to (this page for `#id`). */
  page: string;
  id: string;
  href: string;
  markdown: boolean;
}

export interface ScannedPage {
  path: string;
  source: string;
  ids: string[];
  fragments: FragmentLink[];
  /** Site paths of the pictures the page shows (img src, srcset candidates, icons). */
  pictures: string[];
  findings: OutputFinding[];
  /** Required texts of the page's own file that it does not show (build/verify/required-text.ts). */
  missing: { field: string; text: string }[];
}

/** Elements whose content is text a visitor reads; empty, they show nothing or announce nothing. */
const NEEDS_TEXT = 'h[1-6]|a|button|label|li|title|figcaption|summary|dt|th|option|legend|caption';
/** Nothing a visitor can read: white space, invisible characters, tags without text between them. */
const NOTHING = String.raw`(?:[\s\u00a0\u00ad\u200b-\u200f\u2060\ufeff]|&nbsp;|&#160;|&#x(?:a0|200b);|<(?!/?\1\b)[^>]*>)*`;
const EMPTY_ELEMENT = new RegExp(String.raw`<(${NEEDS_TEXT})\b([^>]*)>(${NOTHING})</\1>`, 'g');
/** The templates' bylines, eyebrows and leads, which must have text too. */
const EMPTY_CLASSED = new RegExp(String.raw`<([a-z][\w-]*)\b([^>]*)>(${NOTHING})</\1>`, 'y');
const TEXT_CLASS = /\sclass="(?:[^"]*\s)?(byline|lead|eyebrow)[\s"]/g;
/** Text inside these is shown as written (code) or is not shown at all. */
const LITERAL = /<(code|pre|kbd|samp|script|style|textarea|template)\b[^>]*>[\s\S]*?<\/\1>/g;
/** Markup a visitor should never read: an escaped tag or comment, Markdown that did not render. */
const MARKUP_IN_TEXT = /&lt;[a-zA-Z!/?]|\*\*|\]\(|!\[/g;
/** What every match of MARKUP_IN_TEXT starts with: plain searches for these first (2.6 times as fast over corpus pages, most having none). */
const MARKUP_STARTS = ['&lt;', '**', '](', '!['];
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'imagesrcset', 'action', 'poster', 'cite', 'formaction', 'xlink:href'];
const RARE_URL_ATTRIBUTE = new RegExp(` (?:${URL_ATTRIBUTES.filter((a) => a !== 'href' && a !== 'src').join('|')})="`);
const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data):/i;
/** Characters an address must not hold as they are: they end it, break it, or need percent-encoding. */
const NEEDS_ENCODING = /[\s"'<>\\^`{|}\u0000-\u001f\u007f]/;
/** An address of the usual forms, with nothing that needs a closer look. */
const PLAIN_URL = /^(?:\/|#|https?:\/\/|mailto:|tel:)[\w\-./:?=&;%#~+,@!$*()[\]]*$/;
/** Letters with no width or no ink: a text of only these shows nothing. */
const BLANK = /^[\s\u00a0\u00ad\u200b-\u200f\u2028-\u202f\u2060-\u2064\ufeff]*$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A text that shows nothing (tested without copying it: the content check asks this of every value). */
export const isBlank = (text: string) => BLANK.test(text);

function attributesOf(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) out.set(m[1].toLowerCase(), decodeEntities(m[2] ?? ''));
  return out;
}

/** Start and end offsets of the elements matched by `pattern`. */
function ranges(html: string, pattern: RegExp): [number, number][] {
  return [...html.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
}

const within = (spans: [number, number][], at: number) => spans.some(([start, end]) => at >= start && at < end);

/** The elements with class `prose` (Markdown rendered by the templates), as offsets. */
function proseRanges(html: string): [number, number][] {
  const out: [number, number][] = [];
  for (let i = html.indexOf('prose'); i >= 0; i = html.indexOf('prose', i + 5)) {
    // Only a class `prose` of a block that holds Markdown.
    const open = html.lastIndexOf('<', i);
    const m = /^<(div|article|section)\b[^>]*\sclass="(?:[^"]*\s)?prose[\s"]/.exec(html.slice(open, i + 6));
    if (!m) continue;
    m.index = open;
    const tag = m[1];
    let depth = 0;
    const pattern = new RegExp(`<(/?)${tag}\\b`, 'g');
    pattern.lastIndex = m.index;
    for (let t; (t = pattern.exec(html)); ) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        out.push([m.index, t.index]);
        break;
      }
    }
  }
  return out;
}

/** The visible text of `html` up to `at`, its last `n` characters on word boundaries. */
function textBefore(html: string, at: number, n = 60): string {
  const text = decodeEntities(html.slice(Math.max(0, at - 400), at).replace(/^[^<]*>/, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
  return text.length <= n ? text : text.slice(text.length - n).replace(/^\S*\s/, '');
}

/** Whether offset `at` is inside a tag (an attribute's value), not in text. */
const inTag = (html: string, at: number) => html.lastIndexOf('<', at) > html.lastIndexOf('>', at);

/** The name of the element whose start tag holds offset `at`. */
const tagAt = (html: string, at: number) => /^<([a-zA-Z][\w:-]*)/.exec(html.slice(html.lastIndexOf('<', at), at))?.[1].toLowerCase() ?? '';

/**
 * Scans `html` (a page's own part; the shared layout is scanned once as a page of its own).
 */
export function scanPage(html: string, path: string, source: string, found = idsAndAddresses(html)): ScannedPage {
  const page: ScannedPage = { path, source, ids: [], fragments: [], pictures: [], findings: [], missing: [] };
  // Found only when a place needs them: most pages have nothing to report, and these two passes
  // were a fifth of a scan of a corpus page.
  const literal = onFirstUse(() => ranges(html, LITERAL));
  const prose = onFirstUse(() => proseRanges(html));
  const inProse = (at: number) => within(prose(), at);

  for (const id of found.ids) page.ids.push(decodeEntities(id));

  // Markup in text: one finding per text (the first mark in it).
  let lastText = -1;
  const marks = MARKUP_STARTS.some((start) => html.includes(start)) ? html.matchAll(MARKUP_IN_TEXT) : [];
  for (const m of marks) {
    const at = m.index;
    if (inTag(html, at) || within(literal(), at)) continue;
    const start = html.lastIndexOf('>', at) + 1;
    if (start === lastText) continue;
    lastText = start;
    const end = html.indexOf('<', at);
    const line = decodeEntities(html.slice(at, end < 0 ? html.length : end)).split('\n')[0].trim();
    // What a visitor reads from the mark on, cut at a word within 60 characters.
    const shown = line.length <= 60 ? line : `${line.slice(0, 60).replace(/\s+\S*$/, '')}…`;
    const before = decodeEntities(html.slice(start, at)).slice(-30);
    page.findings.push({ kind: 'markup-as-text', shown, needle: before + shown.slice(0, 30), before: textBefore(html, at), markdown: inProse(at) });
  }

  // Elements that must have text and have none (the classed ones found by their class, then read from their tag).
  const classed = (html.includes('byline') || html.includes('lead') || html.includes('eyebrow') ? [...html.matchAll(TEXT_CLASS)] : []).flatMap((c) => {
    EMPTY_CLASSED.lastIndex = html.lastIndexOf('<', c.index);
    const m = EMPTY_CLASSED.exec(html);
    return m ? [m] : [];
  });
  for (const found of [html.matchAll(EMPTY_ELEMENT), classed]) {
    for (const m of found) {
      const pattern = found === classed ? EMPTY_CLASSED : EMPTY_ELEMENT;
      const attrs = attributesOf(m[2]);
      if (attrs.has('hidden') || attrs.get('aria-hidden') === 'true' || within(literal(), m.index)) continue;
      if (!isBlank(attrs.get('aria-label') ?? attrs.get('title') ?? '')) continue;
      // A picture with a description, a named icon, or a form control inside names the element.
      if (/\s(?:alt|aria-label|title)="[^"]*[^"\s][^"]*"|<(?:input|select|textarea)\b/.test(m[3])) continue;
      const cls = pattern === EMPTY_CLASSED ? /\b(byline|lead|eyebrow)\b/.exec(attrs.get('class') ?? '')?.[1] : undefined;
      page.findings.push({ kind: 'empty-text', shown: cls ? `<${m[1]} class="${cls}">` : `<${m[1].toLowerCase()}>`, needle: '', before: textBefore(html, m.index), markdown: inProse(m.index) });
    }
  }

  // Pictures without a description: alt="" marks a decorative one, but a picture written in Markdown is the text's content.
  for (const m of html.includes('<img') ? html.matchAll(/<img\b[^>]*>/g) : []) {
    const attrs = attributesOf(m[0].slice(4, -1));
    const alt = attrs.get('alt');
    if (alt === undefined || (alt !== '' && isBlank(alt)) || (alt === '' && inProse(m.index))) {
      page.findings.push({ kind: 'empty-text', shown: `the description (alt) of the picture ${attrs.get('src') ?? ''}`.trim(), needle: attrs.get('src') ?? '', before: textBefore(html, m.index), markdown: inProse(m.index) });
    }
  }

  // Addresses: well formed, nothing to percent-encode, no scheme that runs code; fragments and pictures noted.
  for (const { attr, raw, index } of found.urls) {
    const m = { index };
    if (attr === 'srcset' || attr === 'imagesrcset') {
      for (const candidate of decodeEntities(raw).split(',')) {
        const [url, descriptor, extra] = candidate.trim().split(/\s+/);
        if (!url) continue;
        if (extra !== undefined || (descriptor !== undefined && !/^\d+(\.\d+)?[wx]$/.test(descriptor))) {
          page.findings.push({ kind: 'url-malformed', shown: candidate.trim(), needle: candidate.trim(), before: textBefore(html, m.index), markdown: inProse(m.index) });
          continue;
        }
        checkUrl(page, html, m.index, url, 'src', inProse);
        if (url.startsWith('/')) page.pictures.push(url.split(/[?#]/)[0]);
      }
      continue;
    }
    const value = decodeEntities(raw);
    checkUrl(page, html, m.index, value, attr, inProse);
    if (attr === 'src' && value.startsWith('/') && tagAt(html, m.index) === 'img') page.pictures.push(value.split(/[?#]/)[0]);
  }
  // What is kept of the page until every page is scanned holds no slice of its HTML.
  page.ids = page.ids.map(ownCopy);
  page.pictures = page.pictures.map(ownCopy);
  for (const link of page.fragments) Object.assign(link, { page: ownCopy(link.page), id: ownCopy(link.id), href: ownCopy(link.href) });
  for (const finding of page.findings) Object.assign(finding, { shown: ownCopy(finding.shown), needle: ownCopy(finding.needle), before: ownCopy(finding.before) });
  return page;
}

/** A page's ids (as written, in page order) and address attributes (by attribute, each in page order). */
export interface IdsAndAddresses {
  ids: string[];
  urls: { attr: string; raw: string; index: number }[];
}

/**
 * The ids and address attributes of `html`: by `walkAttributes` where it can, else by a search
 * for each name (`idsAndAddressesBySearch`). Both give the same for any text
 * (tests/unit/verify-properties.test.ts).
 */
export const idsAndAddresses = (html: string): IdsAndAddresses => walkAttributes(html) ?? idsAndAddressesBySearch(html);

/**
 * In the renderer's HTML a quote stands only around an attribute's value (React and markdown-it
 * escape it in text), so one walk from value to value finds every attribute: five times as fast
 * over corpus pages as searching the page for each name. Undefined for a page with a quote
 * anywhere else, or a value ending in `=` (where a search finds a name inside it).
 */
export function walkAttributes(html: string): IdsAndAddresses | undefined {
  const ids: string[] = [];
  const byAttribute: IdsAndAddresses['urls'][] = URL_ATTRIBUTES.map(() => []);
  for (let open = html.indexOf('"'); open >= 0; ) {
    const end = html.indexOf('"', open + 1);
    if (html.charCodeAt(open - 1) !== 61 /* = */ || end < 0 || html.charCodeAt(end - 1) === 61) return undefined;
    // The name: the letters, `-` and `:` before `=` (every name looked for is made of these).
    let start = open - 1;
    while (start > 0 && open - 1 - start < 12 && isNameCharacter(html.charCodeAt(start - 1))) start--;
    const name = html.slice(start, open - 1);
    const before = html[start - 1] ?? '';
    if (name === 'id' && /\s/.test(before)) ids.push(html.slice(open + 1, end));
    else if (before === ' ') {
      const at = URL_ATTRIBUTES.indexOf(name);
      if (at >= 0) byAttribute[at].push({ attr: name, raw: html.slice(open + 1, end), index: start - 1 });
    }
    open = html.indexOf('"', end + 1);
  }
  return { ids, urls: byAttribute.flat() };
}

/** The site paths linked from `href` and `src` (`htmlLinks` of build/stages/rendered-links.ts, from the same walk). */
export const sitePaths = (found: IdsAndAddresses): string[] => found.urls.flatMap((u) => ((u.attr === 'href' || u.attr === 'src') && u.raw.startsWith('/') ? [u.raw] : []));

/** `[a-z:-]`, upper case too. */
const isNameCharacter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 45 || c === 58;

/** The ids and address attributes of `html` by a search for each name (indexOf passes: several times faster than one regular expression here). */
export function idsAndAddressesBySearch(html: string): IdsAndAddresses {
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]);
  const urls: IdsAndAddresses['urls'] = [];
  // One pass finds whether any of the rarer attributes is there at all (most pages have none; a
  // search for each name took 2.5 times as long as this expression).
  const rare = RARE_URL_ATTRIBUTE.test(html);
  for (const attr of URL_ATTRIBUTES) {
    if (!rare && attr !== 'href' && attr !== 'src') continue;
    const open = ` ${attr}="`;
    for (let i = html.indexOf(open); i >= 0; i = html.indexOf(open, i + open.length)) {
      const end = html.indexOf('"', i + open.length);
      // A value without its closing quote is not an address (the renderer always closes it).
      if (end < 0) break;
      urls.push({ attr, raw: html.slice(i + open.length, end), index: i });
    }
  }
  return { ids, urls };
}

function checkUrl(page: ScannedPage, html: string, at: number, value: string, attr: string, inProse: (at: number) => boolean): void {
  const plain = PLAIN_URL.test(value);
  // Browsers drop tabs and line breaks from an address before reading its scheme.
  if (!plain && UNSAFE_SCHEME.test(value.replace(/[\t\n\r]/g, ''))) {
    page.findings.push({ kind: 'url-unsafe', shown: value.slice(0, 80), needle: value, before: textBefore(html, at), markdown: inProse(at) });
    return;
  }
  if (!plain) {
    let parses = true;
    try {
      new URL(value, 'https://site.invalid/page/');
    } catch {
      parses = false;
    }
    if (NEEDS_ENCODING.test(value) || !parses) {
      page.findings.push({ kind: 'url-malformed', shown: value.slice(0, 120), needle: value, before: textBefore(html, at), markdown: inProse(at) });
      return;
    }
  }
  const hash = value.indexOf('#');
  if (attr !== 'href' || hash < 0) return;
  const tag = tagAt(html, at);
  if (tag !== 'a' && tag !== 'area') return;
  let id = value.slice(hash + 1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Kept as written.
  }
  const target = value.slice(0, hash).split('?')[0];
  // `#` and `#top` scroll to the top of the page (HTML's rule for fragments).
  if (id === '' || id.toLowerCase() === 'top' || (target !== '' && !target.startsWith('/'))) return;
  page.fragments.push({ page: target === '' ? page.path : target.length > 1 ? target.replace(/\/+$/, '') : target, id, href: value, markdown: inProse(at) });
}

/**
 * One pass over a rendered page's HTML, finding what a visitor would see as broken: markup shown
 * as text, elements that must have text left empty, addresses that do not parse or would need
 * percent-encoding, unsafe schemes. It also collects what the cross-page checks need (the page's
 * ids, its fragment links, the pictures it shows). Plain data in and out, so the render worker
 * can run it on its pages and send the result back.
 *
 * The HTML is the renderer's own (react-dom/server and markdown-it): attributes double-quoted,
 * `<` and `>` escaped in text and attributes, so a tag scanner with indexOf is exact here.
 */

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
const NEEDS_TEXT = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'button', 'label', 'li', 'title', 'figcaption', 'summary', 'dt', 'th', 'option', 'legend', 'caption']);
/** Classes whose element must have text (the templates' bylines, eyebrows and leads). */
const NEEDS_TEXT_CLASSES = ['byline', 'lead', 'eyebrow'];
/** Text inside these is shown as written (code) or is not shown at all. */
const LITERAL = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea', 'template']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'poster', 'cite', 'formaction', 'xlink:href', 'data']);
const UNSAFE_SCHEME = /^\s*(javascript|vbscript|data):/i;
/** Characters an address must not hold as they are: they end it, break it, or need percent-encoding. */
const NEEDS_ENCODING = /[\s"'<>\\^`{|}\u0000-\u001f\u007f]/;
/** Markup a visitor should never read: an escaped tag or comment, Markdown that did not render. */
const MARKUP_IN_TEXT = /<[a-z!/?]|\*\*|\]\(|!\[/i;
/** Letters with no width or no ink: a text of only these shows nothing. */
const INVISIBLE = /[\s\u00a0\u00ad\u200b-\u200f\u2028-\u202f\u2060-\u2064\ufeff]/g;

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

export const isBlank = (text: string) => text.replace(INVISIBLE, '') === '';

interface Open {
  tag: string;
  /** Required to have text: the element's name for the message (`<h2>`, `<p class="byline">`). */
  required?: string;
  hasText: boolean;
  literal: boolean;
  markdown: boolean;
  before: string;
}

function attributesOf(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of tag.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) out.set(m[1].toLowerCase(), decodeEntities(m[2] ?? ''));
  return out;
}

/** The last `n` characters of visible text before a place, on word boundaries. */
const tail = (text: string, n = 60) => (text.length <= n ? text : text.slice(text.length - n).replace(/^\S*\s/, ''));

/**
 * Scans `html` (a page's own part; the shared layout is scanned once as a page of its own).
 * `ids` are the ids of the whole document, which links on the page may target.
 */
export function scanPage(html: string, path: string, source: string): ScannedPage {
  const page: ScannedPage = { path, source, ids: [], fragments: [], pictures: [], findings: [], missing: [] };
  const stack: Open[] = [];
  let text = '';
  const inLiteral = () => stack.some((o) => o.literal);
  const inMarkdown = () => stack.some((o) => o.markdown);
  const addText = (raw: string) => {
    const decoded = decodeEntities(raw);
    if (!isBlank(decoded)) for (const o of stack) o.hasText = true;
    if (!inLiteral()) {
      const m = MARKUP_IN_TEXT.exec(decoded);
      if (m) {
        const at = m.index;
        const token = decoded.slice(at, at + 40).split('\n')[0];
        page.findings.push({ kind: 'markup-as-text', shown: token.trim(), needle: decoded.slice(Math.max(0, at - 30), at + 30), before: tail(text + decoded.slice(0, at)), markdown: inMarkdown() });
      }
    }
    text = tail(text + decoded, 200);
  };
  const checkUrl = (value: string, attr: string, tag: string, markdown: boolean) => {
    // Browsers drop tabs and line breaks from an address before reading its scheme.
    if (UNSAFE_SCHEME.test(value.replace(/[\t\n\r]/g, ''))) {
      page.findings.push({ kind: 'url-unsafe', shown: value.slice(0, 80), needle: value, before: tail(text), markdown });
      return;
    }
    const bad = NEEDS_ENCODING.exec(value);
    let parses = true;
    try {
      new URL(value, 'https://site.invalid/page/');
    } catch {
      parses = false;
    }
    if (bad || !parses) {
      page.findings.push({ kind: 'url-malformed', shown: value.slice(0, 120), needle: value, before: tail(text), markdown });
      return;
    }
    const hash = value.indexOf('#');
    if (attr === 'href' && (tag === 'a' || tag === 'area') && hash >= 0) {
      const id = decodeURIComponent(value.slice(hash + 1));
      const target = value.slice(0, hash).split('?')[0];
      // `#` and `#top` scroll to the top of the page (HTML's rule for fragments).
      if (id !== '' && id.toLowerCase() !== 'top' && (target === '' || target.startsWith('/'))) {
        page.fragments.push({ page: target === '' ? path : target.length > 1 ? target.replace(/\/+$/, '') : target, id, href: value, markdown });
      }
    }
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const end = lt < 0 ? html.length : lt;
    if (end > i) addText(html.slice(i, end));
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const gt = html.indexOf('>', lt);
    if (gt < 0) break;
    const raw = html.slice(lt, gt + 1);
    i = gt + 1;
    if (raw[1] === '/') {
      const name = raw.slice(2, -1).trim().toLowerCase();
      // Pops to the matching element (the renderer's HTML is well formed; this only guards).
      let at = stack.length - 1;
      while (at >= 0 && stack[at].tag !== name) at--;
      if (at < 0) continue;
      while (stack.length > at) {
        const closed = stack.pop()!;
        if (closed.required && !closed.hasText) {
          page.findings.push({ kind: 'empty-text', shown: closed.required, needle: '', before: closed.before, markdown: closed.markdown || inMarkdown() });
        }
      }
      continue;
    }
    const name = /^<([a-zA-Z][\w:-]*)/.exec(raw)?.[1].toLowerCase();
    if (!name) continue;
    const attrs = attributesOf(raw.slice(name.length + 1, -1));
    const markdown = inMarkdown();
    const id = attrs.get('id');
    if (id !== undefined) page.ids.push(id);
    const label = attrs.get('aria-label') ?? attrs.get('title');
    // A named element (an icon link with aria-label, an image with alt) counts as text for its parents.
    if ((label !== undefined && !isBlank(label)) || (name === 'img' && !isBlank(attrs.get('alt') ?? '')) || name === 'input' || name === 'select' || name === 'textarea') {
      for (const o of stack) o.hasText = true;
    }
    if (name === 'img') {
      const alt = attrs.get('alt');
      // alt="" marks a decorative picture; a picture written in Markdown is the article's content, so it needs words.
      if (alt === undefined || (alt !== '' && isBlank(alt)) || (alt === '' && markdown)) {
        page.findings.push({ kind: 'empty-text', shown: `the description (alt) of the picture ${attrs.get('src') ?? ''}`.trim(), needle: attrs.get('src') ?? '', before: tail(text), markdown });
      }
    }
    for (const [attr, value] of attrs) {
      if (URL_ATTRIBUTES.has(attr) && !(name === 'script' && attr === 'data')) checkUrl(value, attr, name, markdown);
      if (attr === 'srcset' || attr === 'imagesrcset') {
        for (const candidate of value.split(',')) {
          const [url, descriptor, extra] = candidate.trim().split(/\s+/);
          if (!url) continue;
          if (extra !== undefined || (descriptor !== undefined && !/^\d+(\.\d+)?[wx]$/.test(descriptor))) {
            page.findings.push({ kind: 'url-malformed', shown: candidate.trim(), needle: candidate.trim(), before: tail(text), markdown });
          } else checkUrl(url, 'src', name, markdown);
          if (url.startsWith('/')) page.pictures.push(url.split(/[?#]/)[0]);
        }
      }
    }
    if ((name === 'img' || (name === 'link' && attrs.get('rel') === 'icon')) && (attrs.get('src') ?? attrs.get('href') ?? '').startsWith('/')) {
      page.pictures.push((attrs.get('src') ?? attrs.get('href')!).split(/[?#]/)[0]);
    }
    if (VOID.has(name) || raw.endsWith('/>')) continue;
    const classes = (attrs.get('class') ?? '').split(/\s+/);
    const hidden = attrs.has('hidden') || attrs.get('aria-hidden') === 'true';
    const requiredClass = NEEDS_TEXT_CLASSES.find((c) => classes.includes(c));
    const required = hidden || (label !== undefined && !isBlank(label)) ? undefined : NEEDS_TEXT.has(name) ? `<${name}>` : requiredClass ? `<${name} class="${requiredClass}">` : undefined;
    const open: Open = { tag: name, required, hasText: false, literal: LITERAL.has(name), markdown: markdown || classes.includes('prose'), before: tail(text) };
    stack.push(open);
    if (open.literal && (name === 'script' || name === 'style')) {
      // Their content is not HTML: skip to the end tag.
      const close = html.indexOf(`</${name}`, i);
      i = close < 0 ? html.length : close;
    }
  }
  return page;
}

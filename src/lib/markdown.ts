/**
 * Markdown to HTML at build time with markdown-it. Raw HTML is disabled so content cannot
 * inject markup or scripts; headings get ids so articles can have a table of contents.
 */
import MarkdownItFactory, { type MarkdownIt, type Token } from 'markdown-it';
import type { Highlighter } from './highlight.ts';
import { slugify } from './text.ts';
import type { MarkdownCache, WrittenPack } from './markdown-cache.ts';

export interface TocEntry {
  id: string;
  text: string;
  /** The heading's words as HTML (code spans kept as code, links left out: the entry is a link itself). */
  html: string;
  level: number;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

/** Where each markdown-it instance keeps its rendered texts between builds (see `createMarkdown`). */
const caches = new WeakMap<MarkdownIt, MarkdownCache>();

export function createMarkdown(highlighter: Highlighter): MarkdownIt {
  // Bare URLs are not turned into links: links are written explicitly, so the link check sees them all.
  const md = new MarkdownItFactory({
    html: false,
    linkify: false,
    typographer: true,
    // A string starting with <pre is used as the whole block.
    highlight: (code, lang) => highlighter.highlight(code, lang),
  });
  normalizeOnlyWhenNeeded(md);
  plainPathsAsWritten(md);
  linesByIndexOf(md);
  textBySearch(md);
  headingIds(md);
  leaveOutNotes(md);
  // External links open normally but never leak the page (no window.opener).
  const defaultLink = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const href = String(tokens[idx].attrGet('href') ?? '');
    if (/^https?:\/\//.test(href)) tokens[idx].attrSet('rel', 'noopener');
    return defaultLink(tokens, idx, options, env, self);
  };
  return md;
}

/** A site path of letters, digits, `-._~` and slashes: what markdown-it's `normalizeLink` gives back unchanged. */
const PLAIN_PATH = /^\/[\w\-.~/]*$/;

/**
 * markdown-it's `normalizeLink` (the target of every link), skipped for a plain site path: it parses
 * and formats the address and percent-encodes it, about 3 µs a link, a seventh of a corpus's
 * Markdown. The same targets for any text (tests/unit/markdown-rules.test.ts).
 */
export function plainPathsAsWritten(md: MarkdownIt): void {
  const normalize = md.normalizeLink;
  md.normalizeLink = (url) => (PLAIN_PATH.test(url) ? url : normalize(url));
}

/** What markdown-it's `normalize` changes in a text: Windows and old Mac line ends, and NUL. */
const TO_NORMALIZE = /[\r\0]/;

/**
 * markdown-it's `normalize` rule, run only on a text with something to change. Its own rule
 * replaces every line end (its pattern matches `\n` too) and so copies every text whole: a thirtieth
 * of the Markdown's time, for nothing on most texts. The result is the same (tests/unit/markdown-rules.test.ts).
 */
export function normalizeOnlyWhenNeeded(md: MarkdownIt): void {
  md.core.ruler.at('normalize', (state) => {
    if (TO_NORMALIZE.test(state.src)) state.src = state.src.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  });
}

/**
 * markdown-it's block state, with each line found by `indexOf('\n')` instead of a test of every
 * character: only a line's leading spaces and tabs are read one by one. Its constructor took a
 * twelfth of the Markdown's time. The lines, their indents and the last line's end are the same:
 * a last line of spaces only is left out, as markdown-it leaves it out (tests/unit/markdown-rules.test.ts).
 */
export function linesByIndexOf(md: MarkdownIt): void {
  const StateBlock = md.block.State;
  md.block.State = class LineState extends StateBlock {
    constructor(src: string, parser: MarkdownIt, env: unknown, tokens: Token[]) {
      // markdown-it's constructor sets every other field; its line tables are made again here.
      super('', parser, env, tokens);
      this.src = src;
      const bMarks: number[] = (this.bMarks = []);
      const eMarks: number[] = (this.eMarks = []);
      const tShift: number[] = (this.tShift = []);
      const sCount: number[] = (this.sCount = []);
      const bsCount: number[] = (this.bsCount = []);
      const length = src.length;
      for (let start = 0; start < length; ) {
        let pos = start;
        let offset = 0;
        for (; pos < length; pos++) {
          const ch = src.charCodeAt(pos);
          if (ch === 0x20) offset++;
          else if (ch === 0x09) offset += 4 - (offset % 4);
          else break;
        }
        if (pos === length) break;
        const newline = src.indexOf('\n', pos);
        const end = newline < 0 ? length : newline;
        bMarks.push(start);
        eMarks.push(end);
        tShift.push(pos - start);
        sCount.push(offset);
        bsCount.push(0);
        start = end + 1;
      }
      // markdown-it's closing entry, which spares its rules a bounds check.
      bMarks.push(length);
      eMarks.push(length);
      tShift.push(0);
      sCount.push(0);
      bsCount.push(0);
      this.lineMax = bMarks.length - 1;
    }
  };
}

/** The characters that end markdown-it's plain text (its `text` rule's `isTerminatorChar`). */
const TEXT_END = /[\n!#$%&*+\-:<=>@[\\\]^_`{}~]/g;

/**
 * markdown-it's `text` rule (the run of characters no other inline rule starts at), finding the run's
 * end with one regular-expression search instead of a test of every character: the rule took an
 * eighth of the Markdown's time. The same runs (tests/unit/markdown-rules.test.ts).
 */
export function textBySearch(md: MarkdownIt): void {
  md.inline.ruler.at('text', (state, silent) => {
    const start = state.pos;
    TEXT_END.lastIndex = start;
    const found = TEXT_END.exec(state.src);
    const end = found === null || found.index > state.posMax ? state.posMax : found.index;
    if (end === start) return false;
    if (!silent) state.pending += state.src.slice(start, end);
    state.pos = end;
    return true;
  });
}

/**
 * Every h2 and h3 gets an id, the slug of its words (text and code, not link targets), made unique
 * within its text with `-1`, `-2`…: what the table of contents and a shared link point at.
 */
function headingIds(md: MarkdownIt): void {
  md.core.ruler.push('heading_ids', (state) => {
    const tokens = state.tokens;
    const taken = new Set<string>();
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.type !== 'heading_open' || (token.tag !== 'h2' && token.tag !== 'h3')) continue;
      let words = '';
      for (const child of tokens[i + 1]?.children ?? []) if (child.type === 'text' || child.type === 'code_inline') words += child.content;
      const slug = slugify(words);
      let id = slug;
      for (let n = 1; taken.has(id); n++) id = `${slug}-${n}`;
      taken.add(id);
      token.attrSet('id', id);
    }
  });
}

/**
 * An editor's note between `<!--` and `-->` is left out of the page, as GitHub does, though raw
 * HTML stays disabled: a note on lines of its own is a block that renders nothing, one inside a
 * paragraph an inline span that renders nothing. A note never closed is not matched (its text
 * stays visible): the content check reports it (`markdown-comment-unclosed`), since where it
 * would end cannot be guessed. Code spans and blocks keep `<!--` as written.
 */
function leaveOutNotes(md: MarkdownIt): void {
  md.block.ruler.before('paragraph', 'note', (state, startLine, endLine, silent) => {
    const start = state.bMarks[startLine] + state.tShift[startLine];
    if (state.sCount[startLine] - state.blkIndent >= 4 || !state.src.startsWith('<!--', start)) return false;
    const close = state.src.indexOf('-->', start + 4);
    if (close < 0) return false;
    let line = startLine;
    while (line < endLine && state.eMarks[line] < close + 3) line++;
    // Text after the note on its last line: leave it to the inline rule (a paragraph).
    if (line >= endLine || state.src.slice(close + 3, state.eMarks[line]).trim() !== '') return false;
    if (silent) return true;
    state.line = line + 1;
    return true;
  }, { alt: ['reference', 'blockquote', 'list'] });
  md.inline.ruler.before('text', 'note', (state, silent) => {
    if (!state.src.startsWith('<!--', state.pos)) return false;
    const close = state.src.indexOf('-->', state.pos + 4);
    if (close < 0 || close + 3 > state.posMax) return false;
    state.pos = close + 3;
    // `a <!-- note --> b` reads `a b`, not `a  b`.
    if (/[ \t]$/.test(state.pending)) while (state.src[state.pos] === ' ' || state.src[state.pos] === '\t') state.pos++;
    return true;
  });
}

/**
 * Keeps this instance's rendered texts in `cache` by their text, so a rebuild renders
 * only texts that changed. The cache must be specific to the code that renders (the compiled
 * build's stamp, see src/lib/code-cache.ts): the key holds only the text. The build opens it
 * (build/stages/render.ts); this module stays free of files, as the editor's preview uses it.
 */
export function useMarkdownCache(md: MarkdownIt, cache: MarkdownCache): void {
  caches.set(md, cache);
}

/** Writes what this instance rendered for the next build (when it rendered anything new). */
export function saveMarkdownCache(md: MarkdownIt): WrittenPack | undefined {
  return caches.get(md)?.save();
}

export function renderMarkdown(md: MarkdownIt, source: string): RenderedMarkdown {
  const cache = caches.get(md);
  if (!cache) return renderBlock(md, source);
  const hit = cache.get(source);
  if (hit) return hit;
  const value = renderBlock(md, source);
  cache.set(source, value);
  return value;
}

function renderBlock(md: MarkdownIt, source: string): RenderedMarkdown {
  const env = {};
  const tokens = md.parse(source, env);
  const toc: TocEntry[] = [];
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      const id = token.attrGet('id')?.toString();
      const inline = tokens[i + 1];
      const text = inline?.content ?? '';
      const words = (inline?.children ?? []).filter((c) => c.type !== 'link_open' && c.type !== 'link_close');
      if (id) toc.push({ id, text, html: md.renderer.renderInline(words, md.options, env), level: Number(token.tag[1]) });
    }
  });
  return { html: md.renderer.render(tokens, md.options, env), toc };
}

/** Inline Markdown (no paragraph), for short texts such as card descriptions. */
export function renderInline(md: MarkdownIt, source: string): string {
  // Not cached: a short text renders faster than its file would be read.
  return md.renderInline(source);
}

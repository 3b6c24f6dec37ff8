/**
 * Markdown to HTML at build time with markdown-it. Raw HTML is disabled so content cannot
 * inject markup or scripts; headings get ids so articles can have a table of contents.
 */
import { createHash } from 'node:crypto';
import MarkdownItFactory, { type MarkdownIt } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { Highlighter } from './highlight.ts';
import { slugify } from './text.ts';
import type { MarkdownCache } from './markdown-cache.ts';

export interface TocEntry {
  id: string;
  text: string;
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
  md.use(anchor, { slugify: (s: string) => slugify(s), level: [2, 3], tabIndex: false });
  // External links open normally but never leak the page (no window.opener).
  const defaultLink = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const href = String(tokens[idx].attrGet('href') ?? '');
    if (/^https?:\/\//.test(href)) tokens[idx].attrSet('rel', 'noopener');
    return defaultLink(tokens, idx, options, env, self);
  };
  return md;
}

/**
 * Keeps this instance's rendered texts in `cache` by the hash of the text, so a rebuild renders
 * only texts that changed. The cache must be specific to the code that renders (the compiled
 * build's stamp, see src/lib/code-cache.ts): the key holds only the text. The build opens it
 * (build/stages/render.ts); this module stays free of files, as the editor's preview uses it.
 */
export function useMarkdownCache(md: MarkdownIt, cache: MarkdownCache): void {
  caches.set(md, cache);
}

/** Writes what this instance rendered for the next build (when it rendered anything new). */
export function saveMarkdownCache(md: MarkdownIt): void {
  caches.get(md)?.save();
}

export function renderMarkdown(md: MarkdownIt, source: string): RenderedMarkdown {
  const cache = caches.get(md);
  if (!cache) return renderBlock(md, source);
  const key = createHash('sha1').update(source).digest('base64');
  const hit = cache.get(key);
  if (hit) return hit;
  const value = renderBlock(md, source);
  cache.set(key, value);
  return value;
}

function renderBlock(md: MarkdownIt, source: string): RenderedMarkdown {
  const env = {};
  const tokens = md.parse(source, env);
  const toc: TocEntry[] = [];
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open' && (token.tag === 'h2' || token.tag === 'h3')) {
      const id = token.attrGet('id')?.toString();
      const text = tokens[i + 1]?.content ?? '';
      if (id) toc.push({ id, text, level: Number(token.tag[1]) });
    }
  });
  return { html: md.renderer.render(tokens, md.options, env), toc };
}

/** Inline Markdown (no paragraph), for short texts such as card descriptions. */
export function renderInline(md: MarkdownIt, source: string): string {
  // Not cached: a short text renders faster than its file would be read.
  return md.renderInline(source);
}

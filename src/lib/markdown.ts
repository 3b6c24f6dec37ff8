/**
 * Markdown to HTML at build time with markdown-it. Raw HTML is disabled so content cannot
 * inject markup or scripts; headings get ids so articles can have a table of contents.
 */
import MarkdownItFactory, { type MarkdownIt } from 'markdown-it';
import anchor from 'markdown-it-anchor';
import type { Highlighter } from './highlight.ts';
import { slugify } from './text.ts';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

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

export function renderMarkdown(md: MarkdownIt, source: string): RenderedMarkdown {
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
  return md.renderInline(source);
}

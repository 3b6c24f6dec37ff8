/**
 * Markdown to HTML at build time with markdown-it. Raw HTML is disabled so content cannot
 * inject markup or scripts; headings get ids so articles can have a table of contents.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Where each markdown-it instance keeps its rendered texts between builds (see `createMarkdown`). */
const cacheDirs = new WeakMap<MarkdownIt, string>();

/**
 * With `cacheDir`, each rendered text is kept there as a file named by the hash of the text,
 * so a rebuild renders only texts that changed. The folder must be specific to the code that
 * renders (the compiled build's stamp, see scripts/run.mjs): the key holds only the text.
 */
export function createMarkdown(highlighter: Highlighter, cacheDir?: string): MarkdownIt {
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
  if (cacheDir) {
    mkdirSync(cacheDir, { recursive: true });
    cacheDirs.set(md, cacheDir);
  }
  return md;
}

/** The cached rendering of `source`, or `render()` kept for the next build. */
function cached<T>(md: MarkdownIt, kind: 'block', source: string, render: () => T): T {
  const dir = cacheDirs.get(md);
  if (!dir) return render();
  const file = join(dir, `${kind}-${createHash('sha1').update(source).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Not rendered yet (or unreadable): render and keep it.
  }
  const value = render();
  // Renamed into place, so the other render thread never reads half a file; a cache that
  // cannot be written (folder removed by a newer build) only costs the next build a render.
  try {
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
  } catch {
    // Best effort, see above.
  }
  return value;
}

export function renderMarkdown(md: MarkdownIt, source: string): RenderedMarkdown {
  return cached(md, 'block', source, () => renderBlock(md, source));
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

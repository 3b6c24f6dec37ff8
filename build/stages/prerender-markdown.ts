/**
 * The Markdown bodies of the content, rendered by the page worker while the main thread checks
 * the content (build/build.ts): on a build with no rendered Markdown kept (a first build, new
 * code), that thread had nothing to do until the pages were ready, and both then rendered the
 * Markdown. The results go where rendered Markdown is kept between builds
 * (src/lib/markdown-cache.ts, pack `prerendered`), which both render threads read when they
 * start: a text is looked up by its own hash, so a body read here differently from the loader
 * would only be rendered again, never shown wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentTypes } from '../content-folders.ts';
import { codeCacheDir } from '../../src/lib/code-cache.ts';
import { openMarkdownCache, PRERENDERED, type WrittenPack } from '../../src/lib/markdown-cache.ts';
import { createMarkdown, renderMarkdown, saveMarkdownCache, useMarkdownCache } from '../../src/lib/markdown.ts';
import { renderToolsFromDisk } from '../../src/render/disk-tools.ts';
import type { Registry } from '../../src/content/definition.ts';
import { diskReader, listFiles } from './load.ts';
import { markdownBody } from './parse.ts';

export interface PrerenderJob {
  contentDir: string;
  cacheDir: string;
}

/** Renders every Markdown body into the pack `PRERENDERED`; what it wrote, for this thread's renderer. */
export function prerenderMarkdown({ contentDir, cacheDir }: PrerenderJob, registry: Registry): WrittenPack | undefined {
  const dir = codeCacheDir(cacheDir);
  if (!dir) return undefined;
  const { collectionTypes, singletonTypes } = contentTypes(registry);
  const files = [
    ...collectionTypes.filter((t) => t.format === 'markdown').flatMap((t) => listFiles(diskReader, join(contentDir, t.path), '.md').map((f) => join(contentDir, t.path, f))),
    ...singletonTypes.filter((t) => t.format === 'markdown').map((t) => join(contentDir, t.path)),
  ];
  const tools = renderToolsFromDisk(cacheDir);
  const md = createMarkdown(tools.highlighter);
  useMarkdownCache(md, openMarkdownCache(join(dir, 'markdown'), PRERENDERED));
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // The loader reports a file it cannot read.
    }
    const body = markdownBody(text);
    if (body !== undefined) renderMarkdown(md, body);
  }
  const written = saveMarkdownCache(md);
  tools.highlighter.release();
  return written;
}

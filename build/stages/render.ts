/**
 * Render: every route through its template inside the document shell, with
 * react-dom/server (src/render/page.ts, shared with the server). Input: content, route table,
 * asset URLs. Output: one HTML string per route.
 */
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type { MarkdownIt } from 'markdown-it';
import { currentNavItem } from '../../src/components/Header.tsx';
import { codeCacheDir } from '../../src/lib/code-cache.ts';
import { openMarkdownCache, type MarkdownCache, type WrittenPack } from '../../src/lib/markdown-cache.ts';
import { renderToolsFromDisk } from '../../src/render/disk-tools.ts';
import { saveMarkdownCache, useMarkdownCache } from '../../src/lib/markdown.ts';
import { createBuildContext, createLayoutCache, renderRoute, type RenderInput } from '../../src/render/page.ts';
import type { LinkTargets } from '../link-targets.ts';
import { brokenLinks, type BrokenLink, type RenderedPage } from './rendered-links.ts';
import { outputFile, type Route } from '../routes.ts';
import { searchEntry, type SearchEntry } from './search.ts';
import type { OutputFile } from './write.ts';
import { idsAndAddresses, scanPage, sitePaths, type ScannedPage } from '../verify/scan.ts';
import { missingTexts, type ExpectedText } from '../verify/required-text.ts';

export type { RenderInput };

export interface Renderer {
  render(route: Route): RenderedPage;
  /** The shared parts, for the link check: every header variant and the footer. */
  layout(): string[];
  /** Keeps what this thread rendered for the next build and lets the highlighter's grammars go; called once its last run is rendered. */
  done(): void;
  /** Reads the Markdown the page worker kept since this renderer was made (build/stages/prerender-markdown.ts). */
  refreshMarkdown(): void;
}

/**
 * Rendered Markdown is kept between builds of the same code (src/lib/code-cache.ts), one pack
 * per render thread (src/lib/markdown-cache.ts). Builds from the TypeScript sources keep nothing.
 */
export function keepRenderedMarkdown(md: MarkdownIt, cacheDir: string | undefined, written: WrittenPack[] = []): MarkdownCache | undefined {
  const dir = codeCacheDir(cacheDir);
  if (!dir) return undefined;
  const cache = openMarkdownCache(join(dir, 'markdown'), isMainThread ? 'main' : 'worker', written);
  useMarkdownCache(md, cache);
  return cache;
}

/** `written`: Markdown packs this thread wrote (the page worker's bodies), not read again from disk. */
export function createRenderer(input: RenderInput, written: WrittenPack[] = []): Renderer {
  const tools = renderToolsFromDisk(input.cacheDir);
  const ctx = { ...createBuildContext(input.content, input.table, input.covers, input.registry, tools), unavailableDemos: new Set(input.unavailableDemos) };
  const kept = keepRenderedMarkdown(ctx.markdown, input.cacheDir, written);
  const layout = createLayoutCache(ctx);
  const paths = new Set(input.table.routes.map((r) => r.path));
  const isRoute = (p: string) => paths.has(p);
  return {
    render: (route) => renderRoute(route, ctx, layout, input, isRoute),
    layout() {
      const variants = new Set(input.table.routes.map((r) => currentNavItem(input.content.site, r.path)));
      return [...[...variants].map((v) => layout.header(v)), layout.footer];
    },
    done() {
      saveMarkdownCache(ctx.markdown);
      tools.highlighter.release();
    },
    refreshMarkdown: () => kept?.refresh(),
  };
}

/** What rendering a run of consecutive routes yields besides its files, in route order. */
export interface RenderedRun {
  /** Position of the run in the route table's order. */
  index: number;
  pages: number;
  search: SearchEntry[];
  broken: BrokenLink[];
  /** Each page read back as a visitor gets it (build/stages/verify.ts checks what needs every page). */
  scanned: ScannedPage[];
}

/** Renders `routes`, hands each page's HTML to `write`, and keeps what the search index and the link check need. */
export function renderRun(index: number, routes: Route[], renderer: Renderer, targets: LinkTargets, write: (file: OutputFile) => void, expected: Record<string, ExpectedText[]> = {}): RenderedRun {
  const run: RenderedRun = { index, pages: 0, search: [], broken: [], scanned: [] };
  for (const route of routes) {
    const page = renderer.render(route);
    const entry = searchEntry(route, page.main);
    if (entry) run.search.push(entry);
    // One walk over the page's attributes serves the link check and the scan.
    const found = idsAndAddresses(page.main);
    run.broken.push(...brokenLinks(page.main, page.path, page.source, targets, sitePaths(found)));
    const scanned = scanPage(page.main, page.path, page.source, found);
    scanned.missing = missingTexts(page.html, expected[page.path]);
    run.scanned.push(scanned);
    write({ path: outputFile(page.path), contents: page.html });
    run.pages++;
  }
  return run;
}

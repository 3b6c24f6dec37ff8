/**
 * The render tools (src/render/page.ts `RenderTools`) of the build and the dev server: Lucide's icons
 * from the installed lucide-react, and code highlighting kept in the cache folder between builds.
 */
import { createHighlighter } from '../lib/highlight.ts';
import { diskHighlightCache } from '../lib/highlight-cache.ts';
import { lucideIconSet } from '../lib/lucide-files.ts';
import type { RenderTools } from './page.ts';

/** With `cacheDir`, highlighted code is kept there between builds; without, it is highlighted every time. */
export function renderToolsFromDisk(cacheDir?: string): RenderTools {
  return { icons: lucideIconSet(), highlighter: createHighlighter(cacheDir ? diskHighlightCache(cacheDir) : undefined) };
}

/**
 * Highlighted code kept on disk between builds (Node only): one file per block, named by the hash
 * of the highlighter's version, the block's language and its code.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HIGHLIGHT_VERSION, type HighlightCache } from './highlight.ts';

export function diskHighlightCache(cacheDir: string): HighlightCache {
  const dir = join(cacheDir, 'highlight');
  mkdirSync(dir, { recursive: true });
  const file = (lang: string, code: string) => join(dir, `${createHash('sha1').update(`${HIGHLIGHT_VERSION}\0${lang}\0${code}`).digest('hex')}.html`);
  return {
    get(lang, code) {
      const cached = file(lang, code);
      return existsSync(cached) ? readFileSync(cached, 'utf8') : undefined;
    },
    set(lang, code, html) {
      writeFileSync(file(lang, code), html);
    },
  };
}

/**
 * The content folder as the dev server last read it: each file's text and each folder's listing
 * are kept between rebuilds, and only what the watcher reported saved (a file, or a folder that
 * appeared or went) is read again. Paired with a parse cache in memory (build/stages/load.ts), a
 * rebuild after one save reads and parses that one file; the checks still run over every file.
 */
import { sep } from 'node:path';
import { diskReader, type ContentReader } from '../stages/load.ts';

export interface KeptContent extends ContentReader {
  /** Reads `paths` (absolute: files or folders, and everything under a folder) from the disk again next time; their folders are listed again. */
  forget(paths: Iterable<string>): void;
  /** Reads everything from the disk again next time (after a full build). */
  clear(): void;
}

export function keptContent(disk: ContentReader = diskReader): KeptContent {
  const texts = new Map<string, string>();
  const present = new Map<string, boolean>();
  const listings = new Map<string, string[]>();
  const under = (path: string, dir: string) => path === dir || path.startsWith(dir.endsWith(sep) ? dir : `${dir}${sep}`);
  return {
    exists(abs) {
      let known = present.get(abs);
      if (known === undefined) present.set(abs, (known = disk.exists(abs)));
      return known;
    },
    read(abs) {
      let text = texts.get(abs);
      if (text === undefined) texts.set(abs, (text = disk.read(abs)));
      return text;
    },
    list(dir) {
      let names = listings.get(dir);
      if (names === undefined) listings.set(dir, (names = disk.list(dir)));
      return [...names];
    },
    forget(paths) {
      for (const path of paths) {
        for (const kept of [texts, present, listings]) {
          for (const key of kept.keys()) if (under(key, path)) kept.delete(key);
        }
        // A file saved, created or deleted changes its folder's listing.
        const parent = path.slice(0, path.lastIndexOf(sep));
        listings.delete(parent);
        present.delete(parent);
      }
    },
    clear() {
      texts.clear();
      present.clear();
      listings.clear();
    },
  };
}

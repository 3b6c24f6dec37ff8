/**
 * Rendered Markdown kept between builds of the same code, packed: one file per render thread
 * (`<pack>.pack`), read with one read and written once at the end of rendering, instead of one
 * file per text (4,000 files for a 4,000-page corpus, a tenth of that build's CPU).
 *
 * A pack is `MDPACK3\n`, the CRC-32 of the rest (4 bytes, big-endian), then entries: the text's
 * hash and its rendering in UTF-8 — the table of contents as JSON, a line break, the HTML as it is
 * (JSON of the HTML escaped every quote of its attributes) — read only when a page asks for it. A
 * pack whose bytes do not match is never served: it is deleted, and the texts it held are
 * rendered again and written to this thread's pack.
 *
 * The page worker's pack of every Markdown body (`PRERENDERED`, build/stages/prerender-markdown.ts)
 * is written whole whenever a body changes, so the render threads do not copy its entries into
 * their own packs: a fresh build of a 4,000-page corpus wrote 23 MB of packs more, and the next
 * build read them again.
 */
import { hash as digest } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { RenderedMarkdown } from './markdown.ts';

const MAGIC = Buffer.from('MDPACK3\n');
const HEADER = MAGIC.length + 4;

/** The pack of every Markdown body of the content, rendered ahead by the page worker. */
export const PRERENDERED = 'prerendered';

/** A pack as this thread wrote it: read again, it is taken from here (the page worker renders its pages after writing every body's). */
export interface WrittenPack {
  name: string;
  /** The file's size and modification time once written. */
  version: string;
  entries: Map<string, Buffer>;
}

/** Rendered texts by their Markdown source. */
export interface MarkdownCache {
  get(source: string): RenderedMarkdown | undefined;
  set(source: string, value: RenderedMarkdown): void;
  /** Writes this thread's pack (the texts it used) when it rendered anything new; what it wrote. */
  save(): WrittenPack | undefined;
  /** Reads the packs written or rewritten since this cache was opened (the page worker's Markdown, rendered meanwhile). */
  refresh(): void;
}

/** A rendering as an entry's value: its table of contents as JSON (one line), then its HTML. */
const encodeRendered = (value: RenderedMarkdown) => Buffer.from(`${JSON.stringify(value.toc)}\n${value.html}`);

function decodeRendered(bytes: Buffer): RenderedMarkdown | undefined {
  const text = bytes.toString('utf8');
  const end = text.indexOf('\n');
  if (end < 0) return undefined;
  return { toc: JSON.parse(text.slice(0, end)) as RenderedMarkdown['toc'], html: text.slice(end + 1) };
}

/** Entry: the key's length (2 bytes) and ASCII bytes, the value's length (4 bytes) and bytes (`encodeRendered`). */
export function encodePack(entries: Map<string, Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.alloc(HEADER)];
  for (const [key, value] of entries) {
    const head = Buffer.alloc(2 + key.length + 4);
    head.writeUInt16BE(key.length, 0);
    head.write(key, 2, 'latin1');
    head.writeUInt32BE(value.length, 2 + key.length);
    parts.push(head, value);
  }
  const pack = Buffer.concat(parts);
  MAGIC.copy(pack);
  pack.writeUInt32BE(crc32(pack.subarray(HEADER)), MAGIC.length);
  return pack;
}

/** The entries of a pack (views into `bytes`), or undefined when its bytes are not a whole, unchanged pack. */
export function decodePack(bytes: Buffer): Map<string, Buffer> | undefined {
  if (bytes.length < HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  if (crc32(bytes.subarray(HEADER)) !== bytes.readUInt32BE(MAGIC.length)) return undefined;
  const entries = new Map<string, Buffer>();
  for (let at = HEADER; at < bytes.length; ) {
    if (at + 2 > bytes.length) return undefined;
    const keyEnd = at + 2 + bytes.readUInt16BE(at);
    if (keyEnd + 4 > bytes.length) return undefined;
    const valueEnd = keyEnd + 4 + bytes.readUInt32BE(keyEnd);
    if (valueEnd > bytes.length) return undefined;
    entries.set(bytes.toString('latin1', at + 2, keyEnd), bytes.subarray(keyEnd + 4, valueEnd));
    at = valueEnd;
  }
  return entries;
}

function versionOf(file: string): string {
  const stat = statSync(file);
  return `${stat.size}:${stat.mtimeMs}`;
}

function isRendered(value: unknown): value is RenderedMarkdown {
  return typeof value === 'object' && value !== null && typeof (value as RenderedMarkdown).html === 'string' && Array.isArray((value as RenderedMarkdown).toc);
}

/** The cache of pack `pack` in `dir`; `written`: packs this thread wrote, taken as they are when the file is unchanged. */
export function openMarkdownCache(dir: string, pack: string, written: WrittenPack[] = []): MarkdownCache {
  const stored = new Map<string, Buffer>();
  // Entries of the PRERENDERED pack, served but not copied into this one (unless it is that pack).
  const bodies = pack === PRERENDERED ? stored : new Map<string, Buffer>();
  // Each pack read, by name: its size and modification time when read.
  const read = new Map<string, string>();
  const readPacks = () => {
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.pack'));
    } catch {
      // No folder yet: everything is rendered.
    }
    for (const name of names) {
      let entries: Map<string, Buffer> | undefined;
      try {
        const version = versionOf(join(dir, name));
        if (read.get(name) === version) continue;
        read.set(name, version);
        entries = written.find((w) => `${w.name}.pack` === name && w.version === version)?.entries ?? decodePack(readFileSync(join(dir, name)));
      } catch {
        continue; // Removed meanwhile by the other thread (see below).
      }
      if (!entries) {
        try {
          unlinkSync(join(dir, name));
        } catch {
          // Already gone.
        }
        continue;
      }
      const into = name === `${PRERENDERED}.pack` ? bodies : stored;
      for (const [key, value] of entries) into.set(key, value);
    }
  };
  readPacks();
  // What this build used or made, as UTF-8: half the memory of two-byte strings (typographic quotes).
  const used = new Map<string, Buffer>();
  let changed = false;
  // Packs hold the text's hash, not the text. A text not found is set next: its hash is kept for that.
  let last: { source: string; key: string } | undefined;
  const hash = (source: string) => {
    if (last?.source !== source) last = { source, key: digest('sha1', source, 'base64') };
    return last.key;
  };
  return {
    get(source) {
      const key = hash(source);
      let bytes = used.get(key) ?? stored.get(key);
      const copied = bytes !== undefined;
      bytes ??= bodies.get(key);
      if (bytes === undefined) return undefined;
      let value: unknown;
      try {
        value = decodeRendered(bytes);
      } catch {
        return undefined;
      }
      if (!isRendered(value)) return undefined;
      if (copied) used.set(key, bytes);
      return value;
    },
    set(source, value) {
      used.set(hash(source), encodeRendered(value));
      changed = true;
    },
    save() {
      if (!changed) return undefined;
      changed = false;
      // Renamed into place: the other thread or a concurrent build reads the old pack or the new one, never half.
      const file = join(dir, `${pack}.pack`);
      try {
        mkdirSync(dir, { recursive: true });
        const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        writeFileSync(partial, encodePack(used));
        renameSync(partial, file);
        return { name: pack, version: versionOf(file), entries: used };
      } catch {
        // A cache that cannot be written (folder removed by a newer build) only costs the next build a render.
        return undefined;
      }
    },
    refresh: readPacks,
  };
}

/**
 * Rendered Markdown kept between builds of the same code, packed: one file per render thread
 * (`<pack>.pack`), read with one read and written once at the end of rendering, instead of one
 * file per text (4,000 files for a 4,000-page corpus, a tenth of that build's CPU).
 *
 * A pack is `MDPACK1\n`, the CRC-32 of the rest (4 bytes, big-endian), then a v8-serialized
 * Map from the text's hash to its rendering as JSON (parsed only when a page asks for it). A
 * pack whose bytes do not match is never served: it is deleted, and the texts it held are
 * rendered again and written to this thread's pack.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { crc32 } from 'node:zlib';
import type { RenderedMarkdown } from './markdown.ts';

const MAGIC = Buffer.from('MDPACK1\n');
const HEADER = MAGIC.length + 4;

export interface MarkdownCache {
  get(key: string): RenderedMarkdown | undefined;
  set(key: string, value: RenderedMarkdown): void;
  /** Writes this thread's pack (the texts it used) when it rendered anything new. */
  save(): void;
}

export function encodePack(entries: Map<string, string>): Buffer {
  const body = serialize(entries);
  const header = Buffer.alloc(HEADER);
  MAGIC.copy(header);
  header.writeUInt32BE(crc32(body), MAGIC.length);
  return Buffer.concat([header, body]);
}

/** The entries of a pack, or undefined when its bytes are not a whole, unchanged pack. */
export function decodePack(bytes: Buffer): Map<string, string> | undefined {
  if (bytes.length < HEADER || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const body = bytes.subarray(HEADER);
  if (crc32(body) !== bytes.readUInt32BE(MAGIC.length)) return undefined;
  try {
    const entries: unknown = deserialize(body);
    if (!(entries instanceof Map)) return undefined;
    for (const [key, value] of entries) if (typeof key !== 'string' || typeof value !== 'string') return undefined;
    return entries as Map<string, string>;
  } catch {
    return undefined;
  }
}

function isRendered(value: unknown): value is RenderedMarkdown {
  return typeof value === 'object' && value !== null && typeof (value as RenderedMarkdown).html === 'string' && Array.isArray((value as RenderedMarkdown).toc);
}

export function openMarkdownCache(dir: string, pack: string): MarkdownCache {
  const stored = new Map<string, string>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.pack'));
  } catch {
    // No folder yet: everything is rendered.
  }
  for (const name of names) {
    let entries: Map<string, string> | undefined;
    try {
      entries = decodePack(readFileSync(join(dir, name)));
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
    for (const [key, value] of entries) stored.set(key, value);
  }
  const used = new Map<string, string>();
  const fresh = new Map<string, RenderedMarkdown>();
  return {
    get(key) {
      const made = fresh.get(key);
      if (made) return made;
      const json = used.get(key) ?? stored.get(key);
      if (json === undefined) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        return undefined;
      }
      if (!isRendered(value)) return undefined;
      used.set(key, json);
      return value;
    },
    set(key, value) {
      fresh.set(key, value);
    },
    save() {
      if (fresh.size === 0) return;
      for (const [key, value] of fresh) used.set(key, JSON.stringify(value));
      fresh.clear();
      // Renamed into place: the other thread or a concurrent build reads the old pack or the new one, never half.
      const file = join(dir, `${pack}.pack`);
      try {
        mkdirSync(dir, { recursive: true });
        const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
        writeFileSync(partial, encodePack(used));
        renameSync(partial, file);
      } catch {
        // A cache that cannot be written (folder removed by a newer build) only costs the next build a render.
      }
    },
  };
}

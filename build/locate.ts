/** Maps a field path inside a parsed YAML document to the line and column an editor shows. */
import { isMap, isSeq, isScalar, isPair, isNode, type Node } from 'yaml';
import type { SourceFile } from './stages/parse.ts';

export type FieldPath = (string | number)[];

export interface Position {
  line: number;
  column: number;
}

/** `["sections", 3, "items", 0]` → `sections[3].items[0]`. */
export function formatFieldPath(path: FieldPath): string {
  return path.reduce<string>((out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out ? `${out}.${seg}` : seg), '');
}

/** ajv's `/sections/3/items/0` → `["sections", 3, "items", 0]`. */
export function parsePointer(pointer: string): FieldPath {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/**
 * Position of the value at `path`; with `key`, of the key naming its last segment
 * (used for unknown fields). Falls back to the deepest node that exists.
 */
export function locate(source: SourceFile, path: FieldPath, opts: { key?: boolean } = {}): Position {
  let node: unknown = source.doc.contents;
  let found: Node | null = isNode(node) ? node : null;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(seg));
      if (!pair) break;
      if (last && opts.key && isNode(pair.key)) {
        found = pair.key;
        break;
      }
      node = pair.value;
    } else if (isSeq(node) && typeof seg === 'number') {
      node = node.items[seg];
    } else break;
    if (isNode(node)) found = node;
    else break;
  }
  const offset = found?.range?.[0] ?? 0;
  const pos = source.lineCounter.linePos(offset);
  return { line: pos.line + source.lineOffset, column: pos.col };
}

/**
 * Reads the few tables of a TrueType/OpenType font (an uncompressed sfnt, not WOFF2) that the
 * fallback font's metric overrides need: units per em, vertical metrics, and the advance width
 * of a character (cmap → glyph → hmtx).
 */

export interface VerticalMetrics {
  ascent: number;
  /** Positive: distance below the baseline. */
  descent: number;
  lineGap: number;
}

export interface FontTables {
  /** Tags of the tables present (`fvar` and `gvar` in a variable font). */
  tags: string[];
  unitsPerEm: number;
  /** hhea: what Chrome and Safari use on macOS and Linux. */
  hhea: VerticalMetrics;
  /** OS/2 typographic metrics, used on Windows when `useTypoMetrics` is set. */
  typo: VerticalMetrics;
  useTypoMetrics: boolean;
  /** Advance width in font units of the glyph for a code point, or undefined if the font lacks it. */
  advance(codePoint: number): number | undefined;
}

export function readFontTables(bytes: Uint8Array): FontTables {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = view.getUint32(0);
  if (signature !== 0x00010000 && signature !== 0x4f54544f /* OTTO */ && signature !== 0x74727565 /* true */) {
    throw new Error('not an uncompressed TrueType/OpenType font (WOFF2 must be converted first)');
  }
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(String.fromCharCode(...bytes.subarray(at, at + 4)), view.getUint32(at + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`the font has no ${tag} table`);
    return at;
  };
  const head = table('head');
  const hhea = table('hhea');
  const os2 = table('OS/2');
  const hmtx = table('hmtx');
  const numberOfHMetrics = view.getUint16(hhea + 34);
  const glyphOf = cmapLookup(view, table('cmap'));
  return {
    tags: [...tables.keys()],
    unitsPerEm: view.getUint16(head + 18),
    hhea: { ascent: view.getInt16(hhea + 4), descent: -view.getInt16(hhea + 6), lineGap: view.getInt16(hhea + 8) },
    typo: { ascent: view.getInt16(os2 + 68), descent: -view.getInt16(os2 + 70), lineGap: view.getInt16(os2 + 72) },
    useTypoMetrics: (view.getUint16(os2 + 62) & (1 << 7)) !== 0,
    advance(codePoint) {
      const glyph = glyphOf(codePoint);
      if (!glyph) return undefined;
      return view.getUint16(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
    },
  };
}

/** The glyph of a code point from the Unicode cmap subtable (format 12, else format 4). */
function cmapLookup(view: DataView, cmap: number): (codePoint: number) => number {
  const subtables: { platform: number; encoding: number; offset: number }[] = [];
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const at = cmap + 4 + i * 8;
    subtables.push({ platform: view.getUint16(at), encoding: view.getUint16(at + 2), offset: cmap + view.getUint32(at + 4) });
  }
  const format12 = subtables.find((s) => view.getUint16(s.offset) === 12 && (s.platform === 0 || (s.platform === 3 && s.encoding === 10)));
  if (format12) {
    const groups = view.getUint32(format12.offset + 12);
    return (cp) => {
      for (let g = 0; g < groups; g++) {
        const at = format12.offset + 16 + g * 12;
        const start = view.getUint32(at);
        if (cp >= start && cp <= view.getUint32(at + 4)) return view.getUint32(at + 8) + (cp - start);
      }
      return 0;
    };
  }
  const format4 = subtables.find((s) => view.getUint16(s.offset) === 4 && (s.platform === 0 || (s.platform === 3 && s.encoding === 1)));
  if (!format4) throw new Error('the font has no Unicode cmap (format 4 or 12)');
  const base = format4.offset;
  const segments = view.getUint16(base + 6) / 2;
  const ends = base + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let s = 0; s < segments; s++) {
      if (cp > view.getUint16(ends + s * 2)) continue;
      const start = view.getUint16(starts + s * 2);
      if (cp < start) return 0;
      const delta = view.getInt16(deltas + s * 2);
      const rangeOffset = view.getUint16(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (cp + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + s * 2 + rangeOffset + 2 * (cp - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

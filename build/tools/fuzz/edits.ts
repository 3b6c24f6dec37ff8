/**
 * Random edits of content files, of the kinds people make by hand: characters deleted, doubled or
 * swapped; lines deleted, duplicated, indented or outdented; quotes and colons added or removed;
 * values emptied or replaced with another type; list items merged; links and picture paths
 * altered; files renamed, emptied or deleted; invisible and other Unicode characters typed in.
 * Each edit is a pure function of its seed, so a failure is replayed from the seed alone.
 */

/** mulberry32: a small, fast, seedable generator (the same sequence on every machine). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of edit `index` of a run with `seed`: any edit replays alone. */
export function editSeed(seed: number, index: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
}

export type Edit =
  /** The file's text replaced; `lines` is the edited region in the new text (1-based, inclusive). */
  | { kind: 'text'; file: string; text: string; lines: [number, number]; what: string }
  | { kind: 'rename'; file: string; to: string; what: string }
  | { kind: 'delete'; file: string; what: string };

const INVISIBLE = ['\u200b', '\u00a0', '\ufeff', '\u200f', '\u200e', '\u2060', '\u202e', '\t'];
const OTHER_UNICODE = ['é', 'ü', '—', '“', '”', '’', '…', '😀', '中', 'ß', '\u0301'];
const OTHER_TYPES = ['42', 'true', 'false', 'null', '[]', '{}', '~', '3.14', '2024-01-01', '"  "', "''"];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];
const show = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}…` : s);

function lineEdit(rng: Rng, lines: string[], file: string): Edit | undefined {
  const i = Math.floor(rng() * lines.length);
  const line = lines[i];
  const n = i + 1;
  const set = (text: string[], region: [number, number], what: string): Edit => ({ kind: 'text', file, text: text.join('\n'), lines: region, what });
  const withLine = (l: string) => lines.map((x, k) => (k === i ? l : x));
  const at = (max: number) => Math.floor(rng() * Math.max(1, max));
  const kinds: (() => Edit | undefined)[] = [
    () => { if (!line) return undefined; const c = at(line.length); return set(withLine(line.slice(0, c) + line.slice(c + 1)), [n, n], `line ${n}: deleted character ${c + 1} (${show(line[c])})`); },
    () => { if (!line) return undefined; const c = at(line.length); return set(withLine(line.slice(0, c + 1) + line.slice(c)), [n, n], `line ${n}: doubled character ${c + 1} (${show(line[c])})`); },
    () => { if (line.length < 2) return undefined; const c = at(line.length - 1); return set(withLine(line.slice(0, c) + line[c + 1] + line[c] + line.slice(c + 2)), [n, n], `line ${n}: swapped characters ${c + 1} and ${c + 2}`); },
    () => set(lines.filter((_, k) => k !== i), [Math.max(1, n - 1), n], `line ${n} deleted (${show(line)})`),
    () => set([...lines.slice(0, n), line, ...lines.slice(n)], [n, n + 1], `line ${n} duplicated (${show(line)})`),
    () => set(withLine(`${pick(rng, [' ', '  ', '    '])}${line}`), [n, n], `line ${n} indented`),
    () => { if (!/^ +/.test(line)) return undefined; return set(withLine(line.replace(/^ {1,2}/, '')), [n, n], `line ${n} outdented`); },
    () => { const c = at(line.length + 1); const q = pick(rng, ['"', "'"]); return set(withLine(line.slice(0, c) + q + line.slice(c)), [n, n], `line ${n}: ${q} typed at column ${c + 1}`); },
    () => { const q = line.search(/["']/); if (q < 0) return undefined; return set(withLine(line.slice(0, q) + line.slice(q + 1)), [n, n], `line ${n}: quote at column ${q + 1} removed`); },
    () => { const c = at(line.length + 1); return set(withLine(`${line.slice(0, c)}: ${line.slice(c)}`), [n, n], `line ${n}: ": " typed at column ${c + 1}`); },
    () => { const c = line.indexOf(':'); if (c < 0) return undefined; return set(withLine(line.slice(0, c) + line.slice(c + 1)), [n, n], `line ${n}: colon at column ${c + 1} removed`); },
    () => { const m = /^(\s*(?:- )?[\w$.-]+:)\s+\S/.exec(line); if (!m) return undefined; return set(withLine(m[1]), [n, n], `line ${n}: value emptied`); },
    () => { const m = /^(\s*(?:- )?[\w$.-]+: )\S/.exec(line) ?? /^(\s*- )\S/.exec(line); if (!m) return undefined; const v = pick(rng, OTHER_TYPES); return set(withLine(m[1] + v), [n, n], `line ${n}: value replaced with ${v}`); },
    () => { if (!/^\s*- /.test(line) || !/^\s*- /.test(lines[i + 1] ?? '')) return undefined; return set([...lines.slice(0, i), `${line}, ${lines[i + 1].replace(/^\s*- /, '')}`, ...lines.slice(i + 2)], [n, n], `lines ${n} and ${n + 1}: list items merged`); },
    () => { const m = /(\]\(|href: |to: |link: |url: |image: |logo: )(\/?[^\s)"']+)/.exec(line); if (!m) return undefined; const target = m[2]; const c = at(target.length); const changed = pick(rng, [target.slice(0, c) + target.slice(c + 1), `${target}x`, target.replace(/^\//, ''), target.replace(/\.(\w+)$/, '.heic'), target.toUpperCase(), `${target} `.trim() + ' x']); const start = (m.index ?? 0) + m[1].length; return set(withLine(line.slice(0, start) + changed + line.slice(start + target.length)), [n, n], `line ${n}: link or picture ${show(target)} changed to ${show(changed)}`); },
    () => { const c = at(line.length + 1); const ch = pick(rng, INVISIBLE); return set(withLine(line.slice(0, c) + ch + line.slice(c)), [n, n], `line ${n}: invisible character U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} typed at column ${c + 1}`); },
    () => { const c = at(line.length + 1); const ch = pick(rng, OTHER_UNICODE); return set(withLine(line.slice(0, c) + ch + line.slice(c)), [n, n], `line ${n}: ${show(ch)} typed at column ${c + 1}`); },
  ];
  return pick(rng, kinds)();
}

/** One random edit of one of `files` (paths relative to the project root), read with `read`. */
export function makeEdit(seed: number, files: readonly string[], read: (file: string) => string): Edit {
  const rng = random(seed);
  for (;;) {
    const file = pick(rng, files);
    const roll = rng();
    if (roll < 0.02) return { kind: 'delete', file, what: `${file} deleted` };
    if (roll < 0.04) {
      const name = file.slice(file.lastIndexOf('/') + 1);
      const ext = name.slice(name.lastIndexOf('.'));
      const base = name.slice(0, -ext.length);
      const to = pick(rng, [`${base.replace(/-/g, ' ')}${ext}`, `${base[0].toUpperCase()}${base.slice(1)}${ext}`, `${base}-2${ext}`, `${base}.yml`, `${base}${ext}.bak`, `${base.slice(0, -1)}${ext}`]);
      return { kind: 'rename', file, to, what: `${file} renamed to ${to}` };
    }
    if (roll < 0.05) return { kind: 'text', file, text: '', lines: [1, 1], what: `${file} emptied` };
    const edit = lineEdit(rng, read(file).split('\n'), file);
    if (edit && (edit.kind !== 'text' || edit.text !== read(file))) return edit;
  }
}

/**
 * The editor's file formats (registered with `CMS.registerCustomFormat`): YAML read and written
 * with the `yaml` package's Document API, so that saving an entry keeps what editors' tools and
 * readers rely on: the `# yaml-language-server: $schema=…` first line (completion and checks in
 * VS Code), the comments, the key order, the line breaks and the quoting of every value that did
 * not change. Decap's own YAML format rebuilds the file from the data and drops all of that.
 *
 * Decap calls `toFile(data)` without the file it came from, so the save handler (main.tsx) tells
 * this module, just before, which file is being written with which data (`nextSave`): its text as
 * read and its schema. A new entry gets a fresh document with the modeline of its collection's schema.
 */
import { Composer, CST, Document, isMap, isScalar, isSeq, Parser, parseDocument, type Node } from 'yaml';

/** The first-line comment that tells the YAML language server which schema checks the file. */
export function modeline(schemaPath: string): string {
  return ` yaml-language-server: $schema=${schemaPath}`;
}

/** The schema path a file at `filePath` (`content/portfolio/x.yaml`) names for `schema` (`portfolio`). */
export function schemaPathFor(filePath: string, schema: string): string {
  const depth = filePath.split('/').length - 1;
  return `${'../'.repeat(depth)}schemas/${schema}.schema.json`;
}

export interface SaveTarget {
  /** The file's text as it was read; absent for a new entry. */
  raw?: string;
  /** Its path in the repository (`content/portfolio/x.yaml`), for a new file's modeline. */
  path?: string;
  schema: string;
  /** The entry's data about to be written: `toFile` uses this target only for this data. */
  data: unknown;
}

let pending: SaveTarget | undefined;

/**
 * Called from the preSave handler: the next `toFile` of this data writes this file. Decap also
 * serialises entries for its local draft backups, so the target is matched by data, not used once.
 */
export function nextSave(target: SaveTarget): void {
  pending = target;
}

function targetFor(data: unknown): SaveTarget | undefined {
  return pending && sameData(pending.data, data) ? pending : undefined;
}

/** Equal as YAML would write them: the same keys with the same values, in any order. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameData(v, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return keysA.length === keysB.length && keysA.every((k) => sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** YAML text → a plain object (dates stay the text written, as in the build's loader). */
export function parseYaml(text: string): unknown {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(doc.errors.map((e) => e.message).join('\n'));
  return doc.toJS();
}

/**
 * `data` written into the original document: unchanged values keep their node (comments,
 * quoting), changed ones get a new node, removed keys go, new keys are appended.
 */
export function mergeInto(doc: Document, data: unknown): void {
  doc.contents = merged(doc, doc.contents as Node | null, data) as typeof doc.contents;
}

function merged(doc: Document, node: Node | null, value: unknown): Node {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && isMap(node)) {
    const entries = value as Record<string, unknown>;
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!(key in entries) || entries[key] === undefined) node.delete(pair.key);
    }
    for (const [key, v] of Object.entries(entries)) {
      if (v === undefined) continue;
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key);
      if (pair) pair.value = merged(doc, pair.value as Node | null, v);
      else node.set(doc.createNode(key), doc.createNode(v));
    }
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    node.items.splice(value.length);
    value.forEach((v, i) => {
      if (i < node.items.length) node.items[i] = merged(doc, node.items[i] as Node | null, v);
      else node.items.push(doc.createNode(v));
    });
    return node;
  }
  if (isScalar(node) && node.value === value) return node;
  // Changed text keeps the way it was written (quoted or plain) and its comments.
  if (isScalar(node) && typeof node.value === 'string' && typeof value === 'string') {
    node.value = value;
    return node;
  }
  return doc.createNode(value) as Node;
}

/** The fields in the form's order (Decap's `sortedKeys`), then any others. */
function ordered(data: unknown, keys: string[] = []): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const entries = data as Record<string, unknown>;
  const names = [...keys.filter((k) => k in entries), ...Object.keys(entries).filter((k) => !keys.includes(k))];
  return Object.fromEntries(names.map((k) => [k, entries[k]]));
}

/** A new document for `data`: the modeline, then the fields. */
function freshDocument(data: unknown, target: SaveTarget | undefined): Document {
  const doc = new Document(data);
  // On the contents, not the document: a document's comment is followed by a blank line.
  if (target?.path && doc.contents) (doc.contents as Node).commentBefore = modeline(schemaPathFor(target.path, target.schema));
  return doc;
}

/**
 * When only values changed (no field or item added or removed), the new values are written into
 * the file's own tokens and every other byte stays as it was: a long paragraph folded over several
 * lines is not re-flowed. Undefined when the shape changed, or when a value written this way would
 * read back differently (text that looks like a number): then the document is re-printed.
 */
function editedInPlace(original: string, data: unknown): string | undefined {
  const tokens = [...new Parser().parse(original)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (docs.length !== 1 || docs[0].errors.length) return undefined;
  const edits: [CST.Token, string][] = [];
  const collect = (node: unknown, value: unknown): boolean => {
    if (isMap(node)) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      const entries = Object.entries(value).filter(([, v]) => v !== undefined);
      if (entries.length !== node.items.length) return false;
      return entries.every(([key, v]) => {
        const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === key);
        return pair !== undefined && collect(pair.value, v);
      });
    }
    if (isSeq(node)) return Array.isArray(value) && value.length === node.items.length && value.every((v, i) => collect(node.items[i], v));
    if (!isScalar(node)) return false;
    if (node.value === value) return true;
    if (!['string', 'number', 'boolean'].includes(typeof value) || !node.srcToken) return false;
    edits.push([node.srcToken, String(value)]);
    return true;
  };
  if (!collect(docs[0].contents, data)) return undefined;
  for (const [token, value] of edits) CST.setScalarValue(token, value);
  const text = tokens.map((t) => CST.stringify(t)).join('');
  return sameData(parseYaml(text), data) ? text : undefined;
}

function yamlText(data: unknown, original: string | undefined, target: SaveTarget | undefined): string {
  if (original === undefined) return freshDocument(data, target).toString({ lineWidth: 0 });
  const inPlace = editedInPlace(original, data);
  if (inPlace !== undefined) return inPlace;
  const doc = parseDocument(original);
  if (doc.errors.length) return freshDocument(data, target).toString({ lineWidth: 0 });
  mergeInto(doc, data);
  return doc.toString({ lineWidth: 0 });
}

/** A YAML file of fields (most content files). */
export const yamlFormat = {
  fromFile: (text: string) => (parseYaml(text) ?? {}) as Record<string, unknown>,
  toFile: (data: Record<string, unknown>, sortedKeys?: string[]) => {
    const target = targetFor(data);
    return yamlText(ordered(data, sortedKeys), target?.raw, target);
  },
};

/** A YAML file that is one list (redirects.yaml): the editor shows it as the list field `field`. */
export function yamlListFormat(field: string) {
  return {
    fromFile: (text: string) => ({ [field]: (parseYaml(text) ?? []) as unknown[] }),
    toFile: (data: Record<string, unknown>) => {
      const target = targetFor(data);
      return yamlText(data[field] ?? [], target?.raw, target);
    },
  };
}

/** A Markdown file with YAML front matter: the fields, and the text after it as `body`. */
export const frontMatterFormat = {
  fromFile: (text: string) => {
    const m = FRONT_MATTER.exec(text);
    if (!m) return { body: text };
    return { ...((parseYaml(m[1]) ?? {}) as Record<string, unknown>), body: text.slice(m[0].length) };
  },
  toFile: (data: Record<string, unknown>, sortedKeys?: string[]) => {
    const target = targetFor(data);
    const { body = '', ...fields } = data;
    const original = target?.raw === undefined ? undefined : FRONT_MATTER.exec(target.raw)?.[1];
    const yaml = yamlText(ordered(fields, sortedKeys), original, original === undefined ? undefined : target);
    return `---\n${yaml.endsWith('\n') ? yaml : `${yaml}\n`}---\n${String(body)}`;
  },
};

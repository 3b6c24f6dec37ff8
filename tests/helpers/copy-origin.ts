/**
 * Where the words a visitor reads come from: every sentence of a built page (a text node or a
 * read-aloud attribute of three words or more) must be found in the content or the schemas, or
 * be a content sentence with its `{placeholders}` filled in. What is left was typed in a template
 * or a component, where an editor cannot change it (README: "Everything a visitor reads lives in
 * `content/`"). Compared as lowercase letters and digits only, so that typography (curly quotes,
 * entities, a key's camelCase shown as words, capitals set by CSS or code) does not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { parse as parseYaml } from 'yaml';

/** Letters and digits only, lowercase: the part of a sentence that says something. */
export const normalized = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

const PLACEHOLDER = /\{[A-Za-z]\w*\}/g;
const WORD = /\p{L}[\p{L}'’-]*/gu;
/** Where code joins values (a list shown with ·, a role and a company, a figure and its label): not words. */
const GLUE = /[\s·,;:|/→–—()]+/;
/** A text long enough to be Markdown, which rendering splits into several text nodes at its links and emphasis. */
const PROSE = 80;
/** Attributes a screen reader reads or a browser shows. */
const READ_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

export interface Corpus {
  /** Whether the sentence comes from content: a value, a piece of prose, content values joined by punctuation, or a content sentence with its placeholders filled. */
  has(sentence: string): boolean;
}

/** Every string, key and number of a parsed YAML or JSON value. */
function leaves(value: unknown, out: string[]): void {
  if (typeof value === 'string' || typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      leaves(v, out);
    }
  }
}

function valuesOfFile(file: string, text: string): string[] {
  const out: string[] = [];
  if (file.endsWith('.json')) leaves(JSON.parse(text), out);
  else if (file.endsWith('.md')) {
    const [, front, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [, '', text];
    leaves(parseYaml(front ?? ''), out);
    out.push(body ?? '');
  } else leaves(parseYaml(text), out);
  return out;
}

/** The values of every content and schema file under the folders (content/, schemas/). */
export function corpusOf(folders: string[]): Corpus {
  const values = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ya?ml|md|json)$/.test(f))
      .flatMap((f) => valuesOfFile(f, readFileSync(join(folder, f), 'utf8'))),
  );
  // A value's parts before and after `: ` count as values too: a template may show them apart (`Group: examples`).
  const whole = new Set(values.flatMap((v) => [v, ...v.split(/:\s/)]).map(normalized));
  const prose = values.filter((v) => v.length >= PROSE).map(normalized).join('\n');
  // A sentence with placeholders, as a pattern of its words; one with no words of its own (`{category} ({count})`) is a join of values, above.
  const patterns = values
    .filter((v) => v.match(PLACEHOLDER) && normalized(v.replace(PLACEHOLDER, '')))
    .map((v) => new RegExp(`^${v.split(PLACEHOLDER).map((p) => normalized(p).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`, 'u'));
  const filled = (n: string) => patterns.some((p) => p.test(n));
  /** Content values (or counts) one after the other, joined by punctuation or spaces only. */
  const joined = (sentence: string) => {
    const tokens = sentence.split(GLUE).filter(Boolean);
    if (tokens.length > 40) return false;
    const reach = [true];
    for (let end = 1; end <= tokens.length; end++) {
      reach[end] = false;
      for (let start = 0; start < end && !reach[end]; start++) {
        if (!reach[start]) continue;
        const piece = normalized(tokens.slice(start, end).join(' '));
        reach[end] = !piece || /^\d+$/.test(piece) || whole.has(piece) || filled(piece);
      }
    }
    return reach[tokens.length];
  };
  return {
    has(sentence) {
      const n = normalized(sentence);
      return whole.has(n) || filled(n) || prose.includes(n) || joined(sentence);
    },
  };
}

/** The sentences of a page a visitor reads: text nodes outside <script>, <style> and <template>, and the attributes above, of three words or more. */
export function sentencesOf(html: string): string[] {
  const found: string[] = [];
  let hidden = 0;
  // The parser hands a text over in pieces (at each entity): one sentence runs from tag to tag.
  let text = '';
  const flush = () => {
    if (!hidden) found.push(text);
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        if (name === 'script' || name === 'style' || name === 'template') hidden++;
        for (const a of READ_ATTRIBUTES) if (attributes[a]) found.push(attributes[a]);
      },
      onclosetag(name) {
        flush();
        if (name === 'script' || name === 'style' || name === 'template') hidden--;
      },
      oncomment: flush,
      ontext(piece) {
        text += piece;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return found.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => (t.match(WORD) ?? []).length >= 3);
}

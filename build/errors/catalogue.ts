/**
 * Every content problem the check can report, as data: a permanent code, a short title, the
 * message (what happened), the hint (what to do) and a broken example with its fix. Stages
 * create problems only from these entries (`fromCatalogue`), so wording lives here alone and
 * `docs/content-errors.md` is generated from this file. Modelled on Astro's errors-data.ts:
 * say what happened and why, then the action; no "Error:" prefix, no "Oops".
 * A code, once published, is never renamed or reused: editors search for it.
 */
import type { Severity } from '../problems.ts';
import type { Fix } from './fix.ts';

export interface ErrorExample {
  /** A file where the mistake is typical, for the documentation. */
  file: string;
  broken: string;
  fixed: string;
}

export interface ErrorData<Args = Record<string, never>> {
  code: string;
  title: string;
  severity: Severity;
  /** Why it is a problem (and why an error or only a warning), for the documentation. */
  why: string;
  message: (args: Args) => string;
  /** Worded again without the arguments whose edit did not prove (they are undefined then). */
  hint: (args: Args) => string | undefined;
  /**
   * The edit each argument of the hint stands for (a corrected line, a did-you-mean, a file
   * name). Each is tried on a copy of the content before the hint is shown (build/errors/prove.ts);
   * an argument whose edit does not remove the problem is dropped. Entries without it have hints
   * that name no candidate value: an instruction, or the schema's description of the field.
   */
  fixes?: (args: Args) => Partial<Record<keyof Args & string, Fix>>;
  example: ErrorExample;
}

function define<Args = Record<string, never>>(entry: ErrorData<Args>): ErrorData<Args> {
  return entry;
}

const quoted = (s: string) => `\`${s}\``;
const didYouMean = (guess: string | undefined) => (guess === undefined ? undefined : `did you mean "${guess}"?`);
/** The corrected line of `fixed`, for entries whose hint shows one. */
const lineFix = ({ fixed }: { fixed?: string }) => ({ fixed: fixed === undefined ? undefined : { kind: 'line' as const, text: fixed } });

/** What YAML makes of a value starting with each reserved character. */
export const RESERVED_MEANING: Record<string, string> = {
  '#': 'starts a comment, so everything after it is ignored and the value is empty',
  '[': 'starts a list written on one line',
  '{': 'starts a group of fields written on one line',
  '*': 'refers to a value named elsewhere in the file (an alias)',
  '&': 'names a value so it can be reused (an anchor)',
  '!': 'marks a value type (a tag)',
  '%': 'starts a parser directive',
  '@': 'is reserved by YAML',
  '`': 'is reserved by YAML',
};

export const Errors = {
  // ── YAML syntax: the file cannot be read; it drops out of the later checks until fixed ──
  YamlCurlyQuotes: define<{ fixed?: string }>({
    code: 'yaml-curly-quotes',
    title: 'Curly quotes around a value',
    severity: 'error',
    why: 'YAML only knows straight quotes (" and \'). Word processors and some keyboards type curly ones (“ ” ‘ ’), which YAML reads as ordinary characters, so a `: ` inside them breaks the line (an error). When the line still parses, the curly quotes become part of the text and show on the page: a warning, since they may be meant.',
    message: () => 'the value is wrapped in curly quotes (“ ”), which YAML does not treat as quotes',
    hint: ({ fixed }) => (fixed === undefined ? `use straight quotes` : `use straight quotes: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/industries/healthcare.yaml', broken: 'tagline: “Care: closer to home”', fixed: 'tagline: "Care: closer to home"' },
  }),
  YamlColonInValue: define<{ fixed?: string }>({
    code: 'yaml-colon-in-value',
    title: 'Colon and space inside a value',
    severity: 'error',
    why: 'In YAML `: ` separates a field name from its value, so a second `: ` on the line looks like a new field.',
    message: () => 'the value contains ": ", which YAML reads as the start of another field',
    hint: ({ fixed }) => (fixed === undefined ? `put the whole value in double quotes` : `put the whole value in double quotes: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'title: StreamVerse: OTT for regional film', fixed: 'title: "StreamVerse: OTT for regional film"' },
  }),
  YamlReservedStart: define<{ char: string; fixed?: string }>({
    code: 'yaml-reserved-start',
    title: 'Value starts with a character YAML reserves',
    severity: 'error',
    why: 'YAML gives `#`, `[`, `{`, `*`, `&`, `!`, `%`, `@` and the backquote a meaning at the start of a value; a value starting with `#` is even read as empty, because `#` starts a comment.',
    message: ({ char }) => `a value cannot start with ${char === '`' ? 'a backquote' : quoted(char)} unless it is quoted: in YAML it ${RESERVED_MEANING[char] ?? 'is reserved'}`,
    hint: ({ fixed }) => (fixed === undefined ? `put the value in double quotes` : `put the value in double quotes: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/pages/about.yaml', broken: 'title: #1 agency in Bengaluru', fixed: 'title: "#1 agency in Bengaluru"' },
  }),
  YamlNoSpaceAfterColon: define<{ key: string; fixed?: string }>({
    code: 'yaml-no-space-after-colon',
    title: 'No space after a colon',
    severity: 'error',
    why: 'YAML only sees a field where the colon is followed by a space; `title:Hello` is read as one piece of text.',
    message: ({ key }) => `there is no space after "${key}:", so YAML does not see a field here`,
    hint: ({ fixed }) => (fixed === undefined ? `add a space after the colon` : `add a space after the colon: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/technologies/react.yaml', broken: 'kind:frontend', fixed: 'kind: frontend' },
  }),
  YamlListItemDash: define<{ fixed?: string }>({
    code: 'yaml-list-item-dash',
    title: 'List item without "- "',
    severity: 'error',
    why: 'Each item of a list starts with a dash and a space. Without them (or with `-item`, no space) the line is not an item.',
    message: () => 'this line is in a list but does not start with "- "',
    hint: ({ fixed }) => (fixed === undefined ? `start it with a dash and a space, like the other items` : `start it with a dash and a space, like the other items: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'technologies:\n  - React\n  Node.js', fixed: 'technologies:\n  - React\n  - Node.js' },
  }),
  YamlIndent: define<{ found: number; expected: number; fixed?: string }>({
    code: 'yaml-indent',
    title: 'Indented differently from the fields beside it',
    severity: 'error',
    why: 'YAML groups fields by their indentation: fields of the same group start in the same column, exactly.',
    message: ({ found, expected }) => `this line is indented by ${found} space${found === 1 ? '' : 's'}, the fields beside it by ${expected}`,
    hint: ({ expected, fixed }) => (fixed === undefined ? `indent it by ${expected} space${expected === 1 ? '' : 's'}` : `indent it by ${expected} space${expected === 1 ? '' : 's'}: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/technologies/react.yaml', broken: 'meta:\n  title: React Development\n   description: Fast, accessible web apps.', fixed: 'meta:\n  title: React Development\n  description: Fast, accessible web apps.' },
  }),
  YamlIndentCharacter: define<{ char: string; fixed?: string }>({
    code: 'yaml-indent-character',
    title: 'Tab or non-breaking space in the indentation',
    severity: 'error',
    why: 'YAML indents with ordinary spaces only. A tab, or a non-breaking space pasted from a web page or a document, looks the same on screen but is a different character.',
    message: ({ char }) => `the indentation contains ${char}; YAML indents with ordinary spaces only`,
    hint: ({ fixed }) => (fixed === undefined ? `delete the indentation and retype it with the space bar` : `delete the indentation and retype it with the space bar: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/technologies/react.yaml', broken: 'meta:\n\ttitle: React Development', fixed: 'meta:\n  title: React Development' },
  }),
  YamlQuoteInsideQuotes: define<{ quote: string; fixed?: string }>({
    code: 'yaml-quote-inside-quotes',
    title: 'Quote inside a quoted value',
    severity: 'error',
    why: 'A value in single quotes ends at the next apostrophe, and one in double quotes at the next double quote, so the rest of the line is left over.',
    message: ({ quote }) => quote === "'" ? 'the value is in single quotes and contains an apostrophe, which ends the quotes early' : 'the value is in double quotes and contains a double quote, which ends the quotes early',
    hint: ({ fixed }) => (fixed === undefined ? `write it as` : `write it as ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/pages/about.yaml', broken: "title: 'We're hiring'", fixed: 'title: "We\'re hiring"' },
  }),
  YamlUnindentedContinuation: define<{ key: string; fixed?: string }>({
    code: 'yaml-unindented-continuation',
    title: 'Long text continued on a line that is not indented',
    severity: 'error',
    why: 'A text may go on over several lines, but the following lines must be indented further than its field name; otherwise YAML looks for a new field there.',
    message: ({ key }) => `this line continues the text of "${key}" but is not indented, so YAML reads it as a new field`,
    hint: ({ fixed }) => (fixed === undefined ? `indent it further than the field name` : `indent it further than the field name: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/services/python-development.yaml', broken: 'summary: Django and FastAPI back ends\nthat scale with your business.', fixed: 'summary: Django and FastAPI back ends\n  that scale with your business.' },
  }),
  YamlUnclosed: define<{ what: 'quote' | 'bracket'; fixed?: string }>({
    code: 'yaml-unclosed',
    title: 'Quote or bracket not closed',
    severity: 'error',
    why: 'An opening quote or bracket makes YAML read on until the matching closing one; without it, the rest of the file is swallowed and the parser complains far below the mistake.',
    message: ({ what }) => (what === 'quote' ? 'the quote opened here is never closed' : 'the bracket opened here is never closed'),
    hint: ({ fixed }) => (fixed === undefined ? `close it at the end of the line` : `close it at the end of the line: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/technologies/react.yaml', broken: 'title: "React Development\nkind: frontend', fixed: 'title: "React Development"\nkind: frontend' },
  }),
  YamlDuplicateKey: define<{ key: string; firstLine: number }>({
    code: 'yaml-duplicate-key',
    title: 'Field written twice',
    severity: 'error',
    why: 'A field can appear once per group; with two, it is unclear which one the page should show.',
    message: ({ key, firstLine }) => `"${key}" is written twice here (first on line ${firstLine})`,
    hint: () => 'remove one of them, or rename it if you meant another field',
    example: { file: 'content/technologies/react.yaml', broken: 'name: React\nkind: frontend\nname: React.js', fixed: 'name: React\nkind: frontend' },
  }),
  YamlEmptyFile: define<{ schema: string }>({
    code: 'yaml-empty-file',
    title: 'Empty file',
    severity: 'error',
    why: 'A file with no fields (or only comments) would make a page with nothing on it.',
    message: () => 'the file is empty or has only comments',
    hint: ({ schema }) => `write its fields (they are described in schemas/${schema}.schema.json), or delete the file`,
    example: { file: 'content/industries/marine.yaml', broken: '# to do', fixed: 'name: Marine\nicon: ship\n…' },
  }),
  YamlSyntax: define<{ detail: string }>({
    code: 'yaml-syntax',
    title: 'YAML cannot read this line',
    severity: 'error',
    why: 'Reported when the mistake is none of the kinds above; the message says what the YAML reader expected.',
    message: ({ detail }) => `YAML cannot read this line: ${detail}`,
    hint: () => 'compare it with the lines around it (indentation, quotes, "- " before list items); quote text that contains special characters',
    example: { file: 'content/site.yaml', broken: 'nav:\n  - { label: Work, href: /portfolio', fixed: 'nav:\n  - { label: Work, href: /portfolio }' },
  }),
  MarkdownFrontMatter: define({
    code: 'markdown-front-matter',
    title: 'Missing front matter',
    severity: 'error',
    why: 'A Markdown file starts with its fields (title, date…) between two `---` lines; without them the page has no title.',
    message: () => 'missing front matter',
    hint: () => 'start the file with a line `---`, the fields (title, excerpt, …), and another `---` line',
    example: { file: 'content/blog/cloud-migration-strategy.md', broken: '# Cloud migration\n\nText…', fixed: '---\ntitle: Cloud migration\n…\n---\n\nText…' },
  }),
  MarkdownFrontMatterUnclosed: define({
    code: 'markdown-front-matter-unclosed',
    title: 'Front matter not closed',
    severity: 'error',
    why: 'The fields at the top of a Markdown file end at a line `---`; without it, the whole article would be read as fields.',
    message: () => 'the front matter starts with `---` here but is never closed',
    hint: () => 'add a line `---` after the last field, before the text',
    example: { file: 'content/blog/cloud-migration-strategy.md', broken: '---\ntitle: Cloud migration\n\n# Cloud migration', fixed: '---\ntitle: Cloud migration\n---\n\n# Cloud migration' },
  }),
  FileExtension: define<{ name: string; rename?: string }>({
    code: 'file-extension',
    title: 'File name ends in .yml',
    severity: 'error',
    why: 'The check and the build read only `.yaml` files; a `.yml` file would be skipped without a word.',
    message: () => 'files in content/ end in .yaml',
    hint: ({ rename }) => (rename === undefined ? 'rename it to end in .yaml' : `rename it to ${rename}`),
    fixes: ({ rename }) => ({ rename: rename === undefined ? undefined : { kind: 'rename', to: rename } }),
    example: { file: 'content/industries/marine.yml', broken: 'content/industries/marine.yml', fixed: 'content/industries/marine.yaml' },
  }),
  FileMissing: define<{ path: string; schema: string }>({
    code: 'file-missing',
    title: 'Required file missing',
    severity: 'error',
    why: 'Every page needs `site.yaml` (header, footer, contact details) and the build needs `redirects.yaml`.',
    message: () => 'file is missing',
    hint: ({ path, schema }) => `create ${path}; its fields are described in schemas/${schema}.schema.json`,
    example: { file: 'content/redirects.yaml', broken: '(no file)', fixed: '[]' },
  }),

  // ── Values that YAML reads as something else ──
  ValueReadAsOther: define<{ raw: string; understood: string; expected: string; fixed?: string }>({
    code: 'value-read-as-other',
    title: 'YAML reads the value as something else',
    severity: 'error',
    why: 'YAML decides what a value is from how it is written: `true` is true-or-false, `4.8` a number, `4,8` text, a lone value a single item, not a list. The check reads YAML 1.2, where `yes`, `no`, `on` and `off` are text (older YAML read them as true and false): `featured: yes` is not true, and `title: No` stays the word No.',
    message: ({ raw, understood, expected }) => `YAML reads ${quoted(raw)} as ${understood}, but this field takes ${expected}`,
    hint: ({ fixed }) => (fixed === undefined ? undefined : `write ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/blog/database-optimization.md', broken: 'featured: yes', fixed: 'featured: true' },
  }),
  ValueEmpty: define<{ key: string; expected: string }>({
    code: 'value-empty',
    title: 'Field left empty',
    severity: 'error',
    why: 'A field name with nothing after it is read as "no value", which a required field cannot have.',
    message: ({ key }) => `"${key}" has no value`,
    hint: ({ key, expected }) => `write ${expected} after "${key}: ", or remove the line if the field is optional`,
    example: { file: 'content/technologies/react.yaml', broken: 'summary:', fixed: 'summary: Fast, accessible web apps.' },
  }),
  FieldUnfilled: define<{ what?: string }>({
    code: 'field-unfilled',
    title: 'Field not filled in yet',
    severity: 'error',
    why: '`npm run new` writes every required field empty, with a comment saying what goes there; the check fails until each is filled, so nothing unfinished reaches the site.',
    message: () => 'is not filled in yet',
    hint: ({ what }) => `write its value after the colon${what ? `: ${what}` : ''}`,
    example: { file: 'content/industries/marine-logistics.yaml', broken: 'name:', fixed: 'name: Marine logistics' },
  }),
  BodyEmpty: define({
    code: 'body-empty',
    title: 'Article without text',
    severity: 'error',
    why: 'A Markdown file is a page: its text goes below the front matter, and an empty page must not be published.',
    message: () => 'has no text after the front matter',
    hint: () => 'write the text in Markdown below the closing `---` line',
    example: { file: 'content/blog/edge-caching.md', broken: '---\ntitle: Edge caching\n---', fixed: '---\ntitle: Edge caching\n---\nCaching at the edge cuts…' },
  }),

  // ── Values that do not fit the schema ──
  SchemaType: define<{ expected: string; got: string; description?: string }>({
    code: 'schema-type',
    title: 'Value of the wrong kind',
    severity: 'error',
    why: 'Each field takes one kind of value (text, a number, a list, true/false); the page templates rely on it.',
    message: ({ expected, got }) => `must be ${expected} (got ${got})`,
    hint: ({ description }) => description,
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'platforms: Web', fixed: 'platforms:\n  - Web' },
  }),
  SchemaRequired: define<{ name: string }>({
    code: 'schema-required',
    title: 'Required field missing',
    severity: 'error',
    why: 'The page cannot be drawn without this field.',
    message: ({ name }) => `missing required field "${name}"`,
    hint: ({ name }) => `add \`${name}:\` here`,
    example: { file: 'content/technologies/react.yaml', broken: 'name: React\nkind: frontend', fixed: 'name: React\nkind: frontend\nsummary: Fast, accessible web apps.' },
  }),
  SchemaUnknownField: define<{ name: string; suggestion?: string; known: string[] }>({
    code: 'schema-unknown-field',
    title: 'Unknown field',
    severity: 'error',
    why: 'A field the schema does not know is never shown; usually it is a misspelt name.',
    message: ({ name }) => `unknown field "${name}"`,
    hint: ({ suggestion, known }) => didYouMean(suggestion) ?? (known.length ? `remove it; allowed fields are ${known.join(', ')}` : 'remove it'),
    fixes: ({ name, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: name, to: suggestion } }),
    example: { file: 'content/technologies/react.yaml', broken: 'sumary: Fast, accessible web apps.', fixed: 'summary: Fast, accessible web apps.' },
  }),
  SchemaEnum: define<{ value: string; suggestion?: string; allowed: string[] }>({
    code: 'schema-enum',
    title: 'Value not in the list of allowed values',
    severity: 'error',
    why: 'The field takes one of a fixed list of values (a category, a status), which filters and pages are built from.',
    message: ({ value }) => `"${value}" is not one of the allowed values`,
    hint: ({ suggestion, allowed }) => didYouMean(suggestion) ?? `use one of: ${allowed.join(', ')}`,
    fixes: ({ value, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: value, to: suggestion } }),
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'category: OTT Streming', fixed: 'category: OTT Streaming' },
  }),
  SchemaConst: define<{ value: string; description?: string }>({
    code: 'schema-const',
    title: 'Value must be exactly one thing',
    severity: 'error',
    why: 'The field has only one allowed value.',
    message: ({ value }) => `must be ${value}`,
    hint: ({ description }) => description,
    example: { file: 'content/pages/home.yaml', broken: 'type: Stats', fixed: 'type: stats' },
  }),
  SchemaPattern: define<{ value: string; description?: string; pattern: string }>({
    code: 'schema-pattern',
    title: 'Value has the wrong form',
    severity: 'error',
    why: 'Some fields are names of files or dates with a fixed form.',
    message: ({ value }) => `"${value}" has the wrong form`,
    hint: ({ description, pattern }) => description ?? `must match ${pattern}`,
    example: { file: 'content/case-studies/healthcare-management.yaml', broken: 'services:\n  - Web Development', fixed: 'services:\n  - web-development' },
  }),
  SchemaFormat: define<{ value: string; format: string; description?: string }>({
    code: 'schema-format',
    title: 'Not a valid date, address or e-mail',
    severity: 'error',
    why: 'Dates are written 2026-03-31; e-mail addresses need an @.',
    message: ({ value, format }) => `"${value}" is not a valid ${format}`,
    hint: ({ description }) => description,
    example: { file: 'content/blog/database-optimization.md', broken: 'date: 31/03/2026', fixed: 'date: 2026-03-31' },
  }),
  SchemaLength: define<{ limit: number; has: number; tooLong: boolean }>({
    code: 'schema-length',
    title: 'Text too short or too long',
    severity: 'error',
    why: 'Titles and descriptions have lengths that search engines and cards show in full.',
    message: ({ limit, has, tooLong }) => tooLong ? `is too long: at most ${limit} characters (has ${has})` : `is too short: at least ${limit} characters (has ${has})`,
    hint: ({ tooLong }) => (tooLong ? 'shorten it' : 'write a little more'),
    example: { file: 'content/technologies/react.yaml', broken: 'meta:\n  description: React apps.', fixed: 'meta:\n  description: React and Next.js apps that load fast, rank well and stay easy to change.' },
  }),
  SchemaItemCount: define<{ limit: number; tooMany: boolean }>({
    code: 'schema-item-count',
    title: 'Too few or too many items',
    severity: 'error',
    why: 'Some lists need at least one item, or fit a layout of a fixed size.',
    message: ({ limit, tooMany }) => tooMany ? `has more than ${limit} items` : `needs at least ${limit} item${limit === 1 ? '' : 's'}`,
    hint: ({ tooMany }) => (tooMany ? 'remove items' : 'add items, each on a line starting with "- "'),
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'technologies: []', fixed: 'technologies:\n  - React' },
  }),
  SchemaRange: define<{ detail: string; value: string }>({
    code: 'schema-range',
    title: 'Number out of range',
    severity: 'error',
    why: 'Numbers such as a year or an order have a sensible range.',
    message: ({ detail, value }) => `${detail} (got ${value})`,
    hint: () => undefined,
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'year: 224', fixed: 'year: 2024' },
  }),
  SchemaUnique: define<{ first: number; second: number }>({
    code: 'schema-unique',
    title: 'Same item twice in a list',
    severity: 'error',
    why: 'A list such as platforms or technologies names each value once.',
    message: ({ first, second }) => `lists the same value twice (items ${first} and ${second})`,
    hint: () => 'remove the repeated item',
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'platforms:\n  - Web\n  - Web', fixed: 'platforms:\n  - Web' },
  }),
  SchemaSectionType: define<{ type?: string; suggestion?: string; known: string[] }>({
    code: 'schema-section-type',
    title: 'Unknown section type',
    severity: 'error',
    why: 'Each section of a page is drawn by the component its `type` names.',
    message: ({ type }) => (type === undefined ? 'section has no `type`' : `unknown section type "${type}"`),
    hint: ({ suggestion, known }) => didYouMean(suggestion) ?? `use one of: ${known.join(', ')}`,
    fixes: ({ type, suggestion }) => ({ suggestion: suggestion === undefined || type === undefined ? undefined : { kind: 'replace', from: type, to: suggestion } }),
    example: { file: 'content/pages/about.yaml', broken: 'sections:\n  - type: stat', fixed: 'sections:\n  - type: stats' },
  }),
  SchemaForm: define<{ description?: string }>({
    code: 'schema-form',
    title: 'Value has none of the allowed forms',
    severity: 'error',
    why: 'Some fields take one of a few forms (a number or a text such as "on request").',
    message: () => 'does not have an allowed form',
    hint: ({ description }) => description,
    example: { file: 'content/services/python-development.yaml', broken: 'startingPrice: free', fixed: 'startingPrice: 150000' },
  }),
  SchemaRule: define<{ detail: string }>({
    code: 'schema-rule',
    title: 'Value breaks a rule of the schema',
    severity: 'error',
    why: 'Reported for schema rules none of the codes above describes.',
    message: ({ detail }) => detail,
    hint: () => undefined,
    example: { file: 'content/site.yaml', broken: '(depends on the rule)', fixed: '(see the field\'s description in schemas/)' },
  }),

  // ── References between files ──
  SlugMismatch: define<{ slug: string; name: string; fixed?: string; rename?: string }>({
    code: 'slug-mismatch',
    title: 'Slug differs from the file name',
    severity: 'error',
    why: 'The page address comes from the file name; a different `slug` would make links that lead nowhere.',
    message: ({ slug, name }) => `"${slug}" does not match the file name "${name}"`,
    hint: ({ rename, fixed }) => [rename && `rename the file to ${rename}`, fixed && `set ${fixed}`].filter(Boolean).join(' or ') || undefined,
    fixes: ({ rename, fixed }) => ({
      rename: rename === undefined ? undefined : { kind: 'rename', to: rename },
      fixed: fixed === undefined ? undefined : { kind: 'line', text: fixed },
    }),
    example: { file: 'content/blog/database-optimization.md', broken: 'slug: db-optimization', fixed: 'slug: database-optimization' },
  }),
  DuplicateId: define<{ id: number; other: string; free?: number }>({
    code: 'duplicate-id',
    title: 'Project id used twice',
    severity: 'error',
    why: 'The portfolio filter finds projects by id.',
    message: ({ id, other }) => `id ${id} is already used by ${other}`,
    hint: ({ free }) => (free === undefined ? 'use an id no other project has' : `use an unused id, for example ${free}`),
    fixes: ({ id, free }) => ({ free: free === undefined ? undefined : { kind: 'replace', from: String(id), to: String(free) } }),
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'id: 12', fixed: 'id: 41' },
  }),
  DuplicateRoute: define<{ path: string; other: string }>({
    code: 'duplicate-route',
    title: 'Two files make the same page address',
    severity: 'error',
    why: 'Only one of them could be published.',
    message: ({ path, other }) => `duplicate slug: the route ${path} is also produced by ${other}`,
    hint: () => 'give one of them another slug (file name)',
    example: { file: 'content/legal/about.md', broken: 'content/legal/about.md beside content/pages/about.yaml', fixed: 'content/legal/about-us.md' },
  }),
  MissingMeta: define<{ path: string }>({
    code: 'missing-meta',
    title: 'Page without title or description',
    severity: 'error',
    why: 'Search engines and shared links show both.',
    message: ({ path }) => `the route ${path} has no title or description`,
    hint: () => 'add meta.title and meta.description',
    example: { file: 'content/pages/about.yaml', broken: 'meta:\n  title: " "', fixed: 'meta:\n  title: About Tarkaa\n  description: …' },
  }),
  UnknownReference: define<{ value: string; folder: string; suggestion?: string }>({
    code: 'unknown-reference',
    title: 'Reference to a file that does not exist',
    severity: 'error',
    why: 'Fields such as `services`, `industry`, `solutions` or a case study\'s `technologies` name another file by its file name; an unknown name would be a broken link on the page, so it is an error. In `technologies` lists, a technology\'s name or alias (`Node.js`, `React.js`) is recognised and its file name suggested.',
    message: ({ value, folder }) => `"${value}" is not a file in content/${folder}`,
    hint: ({ suggestion, folder }) => didYouMean(suggestion) ?? `use the file name (without .yaml) of one of content/${folder}`,
    fixes: ({ value, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: value, to: suggestion } }),
    example: { file: 'content/services/python-development.yaml', broken: 'solutions:\n  - ai-ml-solutions', fixed: 'solutions:\n  - ai-ml' },
  }),
  UnknownCount: define<{ name: string; names: string[]; suggestion?: string }>({
    code: 'unknown-count',
    title: 'Count of a collection that does not exist',
    severity: 'error',
    why: 'Text such as "{industries} industries" is written with the number of files in that folder, so counts never go stale; an unknown name would print as it is.',
    message: ({ name }) => `"{${name}}" is not a collection to count`,
    hint: ({ suggestion, names }) => (suggestion === undefined ? `use one of ${names.map((n) => `{${n}}`).join(', ')}` : `did you mean "{${suggestion}}"?`),
    fixes: ({ name, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: `{${name}}`, to: `{${suggestion}}` } }),
    example: { file: 'content/pages/not-found.yaml', broken: 'text: Browse {industry} industries', fixed: 'text: Browse {industries} industries' },
  }),
  FeaturedCount: define<{ count: number; slugs: string[] }>({
    code: 'featured-count',
    title: 'Not exactly one featured article',
    severity: 'error',
    why: 'The blog page shows one featured article at the top.',
    message: ({ count, slugs }) => (count === 0 ? 'no article is featured' : `${count} articles are featured (${slugs.join(', ')})`),
    hint: () => 'set `featured: true` on exactly one article in content/blog',
    example: { file: 'content/blog/scalable-rest-apis.md', broken: 'featured: true   (a second article)', fixed: '(remove the line)' },
  }),
  RedirectTarget: define<{ to: string; suggestion?: string }>({
    code: 'redirect-target',
    title: 'Redirect to a page that does not exist',
    severity: 'error',
    why: 'Visitors following the old address would land on the not-found page.',
    message: ({ to }) => `"${to}" is not a route of the site`,
    hint: ({ suggestion }) => didYouMean(suggestion),
    fixes: ({ to, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: to.split(/[?#]/)[0], to: suggestion } }),
    example: { file: 'content/redirects.yaml', broken: '- from: /work\n  to: /portfolioo', fixed: '- from: /work\n  to: /portfolio' },
  }),
  RedirectFromPage: define<{ from: string }>({
    code: 'redirect-from-page',
    title: 'Redirect from an existing page',
    severity: 'error',
    why: 'A page and a redirect cannot share an address.',
    message: ({ from }) => `"${from}" is a real page, so it cannot redirect`,
    hint: () => 'remove this redirect or the page',
    example: { file: 'content/redirects.yaml', broken: '- from: /about\n  to: /', fixed: '(remove the redirect)' },
  }),
  UnknownIcon: define<{ value: string; suggestion?: string }>({
    code: 'unknown-icon',
    title: 'Unknown icon',
    severity: 'error',
    why: 'Icons come from the Lucide set, by name.',
    message: ({ value }) => `"${value}" is not a Lucide icon`,
    hint: ({ suggestion }) => didYouMean(suggestion) ?? 'pick a name from https://lucide.dev/icons',
    fixes: ({ value, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: value, to: suggestion } }),
    example: { file: 'content/industries/healthcare.yaml', broken: 'icon: hearth-pulse', fixed: 'icon: heart-pulse' },
  }),
  MissingImage: define<{ value: string; rel: string; suggestion?: string }>({
    code: 'missing-image',
    title: 'Image file missing',
    severity: 'error',
    why: 'The page would show a broken picture. Pictures are files in content/images (the editor uploads them there), named by their path from /images/, in a field or in Markdown (`![text](/images/…)`); a link to a picture is checked the same way.',
    message: ({ value }) => `the picture "${value}" does not exist`,
    hint: ({ rel, suggestion }) => (suggestion === undefined ? `add the picture to content/images/${rel}, or correct the path` : `did you mean "${suggestion}"? (or add the picture to content/images/${rel})`),
    fixes: ({ value, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: value, to: suggestion } }),
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'image: /images/portfolio/streamverse.png', fixed: 'image: /images/portfolio/streamverse.jpg' },
  }),
  ImageUnreadable: define<{ value: string; detail: string }>({
    code: 'image-unreadable',
    title: 'Image file cannot be read',
    severity: 'error',
    why: 'A damaged file, or one that is not an image, cannot be resized for the page.',
    message: ({ value, detail }) => `image "${value}" cannot be read: ${detail}`,
    hint: () => 'save it again as PNG, JPEG, WebP or AVIF (the file may be damaged or have the wrong extension)',
    example: { file: 'content/case-studies/healthcare-management.yaml', broken: 'image: /images/case-studies/ward.png   (an HTML page saved as .png)', fixed: 'image: /images/case-studies/ward.png   (the real picture)' },
  }),
  TechnologyTypo: define<{ value: string; suggestion?: string; fixed?: string }>({
    code: 'technology-typo',
    title: 'Misspelt technology name',
    severity: 'error',
    why: 'A project is listed on a technology\'s page when one of its technology names matches that technology\'s name or aliases. A name that is one or two letters off a known one is a typo that silently drops the project from that page, so it fails the check.',
    message: ({ value }) => `"${value}" matches no technology, so the project is not listed on any technology page for it`,
    hint: ({ suggestion, fixed }) => (suggestion === undefined || fixed === undefined ? undefined : `did you mean "${suggestion}"? write ${quoted(fixed)}`),
    fixes: ({ value, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: value, to: suggestion } }),
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'technologies:\n  - Recat', fixed: 'technologies:\n  - React' },
  }),
  TechnologyUnknown: define<{ value: string }>({
    code: 'technology-unknown',
    title: 'Technology without a page',
    severity: 'warning',
    why: 'Projects may name tools we have no page for (Stripe, Unity), so a name far from every known one is only a warning: it prints and annotates the pull request but does not fail the check.',
    message: ({ value }) => `"${value}" matches no technology in content/technologies`,
    hint: () => 'if it is another name for one of them, add it to that technology\'s `aliases`; otherwise nothing to do',
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'technologies:\n  - NodeJS   (no alias)', fixed: '# content/technologies/nodejs.yaml\naliases: ["Node.js", "NodeJS"]' },
  }),

  // ── Links ──
  LinkBroken: define<{ href: string; path: string; suggestion?: string }>({
    code: 'link-broken',
    title: 'Link to a page that does not exist',
    severity: 'error',
    why: 'Visitors would land on the not-found page.',
    message: ({ href }) => `broken link: "${href}" is not a page of the site`,
    hint: ({ suggestion }) => didYouMean(suggestion) ?? 'link to an existing page, or add a redirect in content/redirects.yaml',
    fixes: ({ path, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: path, to: suggestion } }),
    example: { file: 'content/site.yaml', broken: 'href: /case-studys', fixed: 'href: /case-studies' },
  }),
  LinkScheme: define<{ href: string; scheme: string; fixed?: string }>({
    code: 'link-scheme',
    title: 'Link with an unknown scheme',
    severity: 'error',
    why: 'Only `https://`, `http://`, `mailto:` and `tel:` links open in every browser; `htps://` opens nothing.',
    message: ({ href, scheme }) => `"${href}" starts with "${scheme}:", which browsers cannot open`,
    hint: ({ fixed }) => (fixed ? `did you mean "${fixed}"?` : 'start it with https://, http://, mailto: or tel:'),
    fixes: ({ href, fixed }) => ({ fixed: fixed === undefined ? undefined : { kind: 'replace', from: href, to: fixed } }),
    example: { file: 'content/blog/cloud-migration-strategy.md', broken: '[AWS](htps://aws.amazon.com)', fixed: '[AWS](https://aws.amazon.com)' },
  }),
  LinkNoScheme: define<{ href: string; fixed?: string }>({
    code: 'link-no-scheme',
    title: 'Web address without https://',
    severity: 'error',
    why: 'Without `https://` a browser reads the address as a page of our own site, which does not exist.',
    message: ({ href }) => `"${href}" has no https:// in front, so it would lead to a page of this site`,
    hint: ({ fixed }) => (fixed === undefined ? 'start it with https://' : `write "${fixed}"`),
    fixes: ({ href, fixed }) => ({ fixed: fixed === undefined ? undefined : { kind: 'replace', from: href, to: fixed } }),
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'link: www.example.com', fixed: 'link: https://www.example.com' },
  }),
  LinkRelative: define<{ href: string; fixed?: string; exists: boolean }>({
    code: 'link-relative',
    title: 'Relative link',
    severity: 'error',
    why: 'A link such as `contact` or `../pricing` changes meaning with the page it is on; links to our pages start with `/`.',
    message: ({ href }) => `"${href}" is a relative link, which leads somewhere different on every page`,
    hint: ({ fixed, exists }) => (fixed !== undefined && exists ? `write "${fixed}"` : 'write the page\'s full path, starting with /'),
    fixes: ({ href, fixed, exists }) => ({ fixed: fixed === undefined || !exists ? undefined : { kind: 'replace', from: href, to: fixed } }),
    example: { file: 'content/blog/cloud-migration-strategy.md', broken: '[Talk to us](contact)', fixed: '[Talk to us](/contact)' },
  }),
  LinkOwnOrigin: define<{ href: string; origin: string; path: string; fixed?: string; exists: boolean; suggestion?: string }>({
    code: 'link-own-origin',
    title: 'Full address of our own site',
    severity: 'error',
    why: 'Links to our own pages are written as paths (`/services`), so they are checked and work on preview sites too.',
    message: ({ href, origin }) => `"${href}" is a link to this site (${origin}) written as a full address`,
    hint: ({ fixed, exists, path, suggestion }) => exists && fixed !== undefined ? `write the path "${fixed}"` : `write the path only${exists ? '' : `; "${path}" is not a page of the site`}${suggestion ? `, did you mean "${suggestion}"?` : ''}`,
    fixes: ({ href, fixed, exists, suggestion }) => ({
      fixed: fixed === undefined || !exists ? undefined : { kind: 'replace', from: href, to: fixed },
      suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: href, to: suggestion },
    }),
    example: { file: 'content/blog/cloud-migration-strategy.md', broken: '[our services](https://www.tarkaa.dev/services)', fixed: '[our services](/services)' },
  }),
  LinkHost: define<{ href: string; host: string }>({
    code: 'link-host',
    title: 'Malformed web address',
    severity: 'error',
    why: 'An address with spaces, a missing dot or doubled dots in its host name leads nowhere.',
    message: ({ href, host }) => `"${href}" has a malformed host name "${host}"`,
    hint: () => 'copy the address from the browser\'s address bar',
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'link: https://streamverse..in', fixed: 'link: https://streamverse.in' },
  }),
  LinkBrokenRendered: define<{ path: string; pages: string; suggestion?: string }>({
    code: 'link-broken-rendered',
    title: 'Broken link in a built page',
    severity: 'error',
    why: 'Links written in templates or lists generated from content are checked in the built pages.',
    message: ({ path, pages }) => `broken link to "${path}" on ${pages}`,
    hint: ({ suggestion }) => didYouMean(suggestion) ?? 'the link comes from a template or generated list; fix its target or add the page',
    example: { file: 'content/site.yaml', broken: '(a template links to /servces)', fixed: '(the template links to /services)' },
  }),

  // ── Mistakes named as what they are, with advice an editor can follow (issue 24) ──
  ImageFormat: define<{ value: string; format: string; suggestion?: string }>({
    code: 'image-format',
    title: 'Picture in a format browsers do not show',
    severity: 'error',
    why: 'Phones save photos as HEIC, scanners as TIFF or BMP, design tools as PSD, cameras as RAW: browsers show none of them, so the page would have a broken picture. Websites use JPEG for photos and PNG for drawings and screenshots (WebP, AVIF and SVG work too).',
    message: ({ value, format }) => `"${value}" is a ${format} picture, which browsers do not show`,
    hint: ({ suggestion }) => (suggestion === undefined ? 'convert it to JPEG (photos) or PNG (screenshots, drawings), add that file to content/images and name it here' : `a converted copy exists: write "${suggestion}"`),
    fixes: ({ value, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: value, to: suggestion } }),
    example: { file: 'content/case-studies/healthcare-management.yaml', broken: 'image: /images/case-studies/ward-photo.heic', fixed: 'image: /images/case-studies/ward-photo.jpg' },
  }),
  ImagePath: define<{ value: string; suggestion?: string }>({
    code: 'image-path',
    title: 'Picture path not written as served',
    severity: 'error',
    why: 'A picture is named by the path it is served at: `/images/` then its path inside content/images, with no spaces, in lower-case extension (`/images/team/asha.jpg`). `content/images/…`, `images/…` or a path with spaces does not lead to the file.',
    message: ({ value }) => `"${value}" is not written as the path of a picture in content/images (it starts with /images/ and has no spaces)`,
    hint: ({ suggestion }) => (suggestion === undefined ? 'write /images/ followed by the file\'s path inside content/images, for example /images/team/asha.jpg' : `write "${suggestion}"`),
    fixes: ({ value, suggestion }) => ({ suggestion: suggestion === undefined ? undefined : { kind: 'replace', from: value, to: suggestion } }),
    example: { file: 'content/portfolio/streamverse-ott-platform.yaml', broken: 'image: content/images/portfolio/streamverse.jpg', fixed: 'image: /images/portfolio/streamverse.jpg' },
  }),
  YamlDocumentMarker: define<{ fixed?: string; inFrontMatter: boolean }>({
    code: 'yaml-document-marker',
    title: 'Stray --- line',
    severity: 'error',
    why: 'In YAML a line `---` starts a new document; a content file is one document. In a Markdown file the first `---` line after the fields ends them, so a stray one in the middle of the fields turns the fields below it into article text.',
    message: ({ inFrontMatter }) => (inFrontMatter ? 'this `---` line ends the fields early: the fields below it are read as the article\'s text' : 'this `---` line starts a second document; a content file holds one'),
    hint: ({ fixed }) => (fixed === undefined ? undefined : 'delete this line'),
    fixes: ({ fixed }) => ({ fixed: fixed === undefined ? undefined : { kind: 'delete', count: 1 } }),
    example: { file: 'content/industries/marine.yaml', broken: 'name: Marine\n---\nicon: ship', fixed: 'name: Marine\nicon: ship' },
  }),
  ValueReadAsPair: define<{ key: string; fixed?: string }>({
    code: 'value-read-as-pair',
    title: 'Text with ": " read as a field',
    severity: 'error',
    why: 'In YAML `: ` separates a name from its value, so an unquoted item such as `- Note: text` is read as a field named "Note", not as the text. Quotes keep it text.',
    message: ({ key }) => `YAML read this as a pair (a field "${key}" with a value) because of the ": " in it, but this takes text`,
    hint: ({ fixed }) => (fixed === undefined ? 'put the whole text in double quotes' : `put the text in quotes: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/technologies/react.yaml', broken: 'whenWeChoose:\n  - Dashboards: many widgets that update live', fixed: 'whenWeChoose:\n  - "Dashboards: many widgets that update live"' },
  }),
  YamlCommentInValue: define<{ kept: string; fixed?: string }>({
    code: 'yaml-comment-in-value',
    title: 'A " #" cuts the value short',
    severity: 'error',
    why: 'In YAML ` #` (a space then #) starts a comment, so everything after it is dropped without a word: `title: We are #1 in Bengaluru` shows as "We are". Quotes keep the # in the text.',
    message: ({ kept }) => `YAML treats " #" as the start of a comment, so the value ends before it: the page would show only "${kept}"`,
    hint: ({ fixed }) => (fixed === undefined ? 'put the whole value in double quotes' : `put the whole value in double quotes: ${quoted(fixed)}`),
    fixes: lineFix,
    example: { file: 'content/pages/about.yaml', broken: 'title: We are #1 in Bengaluru', fixed: 'title: "We are #1 in Bengaluru"' },
  }),
  FileName: define<{ name: string; rename?: string }>({
    code: 'file-name',
    title: 'File name with spaces or capitals',
    severity: 'error',
    why: 'The file name is the page\'s address (/blog/my-first-post), so it is written like one: lower-case words joined by hyphens, no spaces, capitals or accents. A name such as "My First Post.md" would make an address with spaces that links cannot use.',
    message: ({ name }) => `"${name}" cannot be a page address: file names are lower-case words joined by hyphens`,
    hint: ({ rename }) => (rename === undefined ? 'rename it with lower-case words joined by hyphens, for example my-first-post' : `rename it to ${rename}`),
    fixes: ({ rename }) => ({ rename: rename === undefined ? undefined : { kind: 'rename', to: rename } }),
    example: { file: 'content/blog/My First Post.md', broken: 'content/blog/My First Post.md', fixed: 'content/blog/my-first-post.md' },
  }),
  MarkdownFrontMatterNotFirst: define<{ lines: number; fixed?: string }>({
    code: 'markdown-front-matter-not-first',
    title: 'Something above the front matter',
    severity: 'error',
    why: 'The fields of a Markdown file are read only when its very first line is `---`; a blank line, spaces or an invisible character above it make the whole file text without fields.',
    message: ({ lines }) => (lines > 0 ? `the front matter must start on the first line; ${lines === 1 ? 'a blank line is' : `${lines} blank lines are`} above it` : 'the front matter must start on the first line; there are spaces or invisible characters before its `---`'),
    hint: ({ fixed, lines }) => (fixed === undefined ? undefined : lines > 0 ? `delete ${lines === 1 ? 'the line' : 'the lines'} above the first \`---\`` : 'delete what is before the `---` on the first line'),
    fixes: ({ fixed, lines }) => ({ fixed: fixed === undefined ? undefined : lines > 0 ? { kind: 'delete', count: lines } : { kind: 'line', text: fixed } }),
    example: { file: 'content/blog/cloud-migration-strategy.md', broken: '\n---\ntitle: Cloud migration\n---', fixed: '---\ntitle: Cloud migration\n---' },
  }),
};

/** Every entry, in the order of this file (the order of docs/content-errors.md). */
export const catalogue: ErrorData<never>[] = Object.values(Errors) as unknown as ErrorData<never>[];

const byCode = new Map(catalogue.map((e) => [e.code, e]));

export function errorByCode(code: string): ErrorData<never> | undefined {
  return byCode.get(code);
}

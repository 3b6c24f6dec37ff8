/**
 * One test per YAML syntax code: the broken YAML inline, the exact line, column and words an
 * editor reads, and exactly one problem for the one mistake.
 */
import { describe, expect, it } from 'vitest';
import { RESERVED_MEANING } from '../../../build/errors/catalogue.ts';
import { check, shown } from './helpers.ts';

const only = (text: string, type = 'technologies') => {
  const problems = check(type, text);
  expect(problems.map(shown)).toHaveLength(1);
  return shown(problems[0]);
};

describe('YAML syntax, one problem per mistake at the mistake', () => {
  it('yaml-curly-quotes', () => {
    expect(only('name: React\ntagline: “Fast: accessible”\nkind: frontend\n')).toBe(
      '2:10  the value is wrapped in curly quotes (“ ”), which YAML does not treat as quotes — use straight quotes: `tagline: "Fast: accessible"` [yaml-curly-quotes]',
    );
  });

  it('yaml-curly-quotes, a warning when the line still parses (the page would show them)', () => {
    const problems = check('technologies', 'name: React\ntagline: “Fast and accessible”\naliases:\n  - ‘ReactJS’\n');
    expect(problems.filter((p) => p.severity === 'warning').map(shown)).toEqual([
      '2:10  the value is wrapped in curly quotes (“ ”), which YAML does not treat as quotes — use straight quotes: `tagline: "Fast and accessible"` [yaml-curly-quotes]',
      '4:5  the value is wrapped in curly quotes (“ ”), which YAML does not treat as quotes — use straight quotes: `  - "ReactJS"` [yaml-curly-quotes]',
    ]);
  });

  it('yaml-colon-in-value', () => {
    expect(only('name: React\nsummary: Fast apps: built to last\nkind: frontend\n')).toBe(
      '2:19  the value contains ": ", which YAML reads as the start of another field — put the whole value in double quotes: `summary: "Fast apps: built to last"` [yaml-colon-in-value]',
    );
  });

  it('yaml-reserved-start, for a character that breaks the line', () => {
    expect(only('name: React\nsummary: *new* and fast\nkind: frontend\n')).toBe(
      '2:10  a value cannot start with `*` unless it is quoted: in YAML it refers to a value named elsewhere in the file (an alias) — put the value in double quotes: `summary: "*new* and fast"` [yaml-reserved-start]',
    );
    for (const char of ['[Beta] apps', '{Beta} apps', '& more', '!important', '%50 off', '@tarkaa', '`code`']) {
      const named = char.startsWith('`') ? 'a backquote' : `\`${char[0]}\``;
      expect(only(`name: React\nsummary: ${char}\nkind: frontend\n`)).toBe(
        `2:10  a value cannot start with ${named} unless it is quoted: in YAML it ${RESERVED_MEANING[char[0]]} — put the value in double quotes: \`summary: "${char}"\` [yaml-reserved-start]`,
      );
    }
  });

  it('yaml-reserved-start, for # (the value is read as empty)', () => {
    // It parses (as an empty name), so the schema stage explains it; the fragment also lacks required fields.
    const problems = check('technologies', 'slug: react\nname: #1 framework\nkind: frontend\n').filter((p) => p.field === 'name');
    expect(problems.map(shown)).toEqual([
      '2:7  name: a value cannot start with `#` unless it is quoted: in YAML it starts a comment, so everything after it is ignored and the value is empty — put the value in double quotes: `name: "#1 framework"` [yaml-reserved-start]',
    ]);
  });

  it('yaml-no-space-after-colon', () => {
    expect(only('name: React\nkind:frontend\nsummary: Fast apps\n')).toBe(
      '2:6  there is no space after "kind:", so YAML does not see a field here — add a space after the colon: `kind: frontend` [yaml-no-space-after-colon]',
    );
  });

  it('yaml-list-item-dash, without "- " and written "-item"', () => {
    expect(only('name: React\naliases:\n  - React.js\n  ReactJS\nkind: frontend\n')).toBe(
      '4:3  this line is in a list but does not start with "- " — start it with a dash and a space, like the other items: `  - ReactJS` [yaml-list-item-dash]',
    );
    expect(only('name: React\naliases:\n  - React.js\n  -ReactJS\nkind: frontend\n')).toBe(
      '4:3  this line is in a list but does not start with "- " — start it with a dash and a space, like the other items: `  - ReactJS` [yaml-list-item-dash]',
    );
  });

  it('yaml-list-item-dash, on the first item (YAML reads the list as one text)', () => {
    expect(check('technologies', 'name: React\naliases:\n  React.js\n  - ReactJS\n').filter((p) => p.field === 'aliases').map(shown)).toEqual([
      '3:3  aliases: this line is in a list but does not start with "- " — start it with a dash and a space, like the other items: `  - React.js` [yaml-list-item-dash]',
    ]);
  });

  it('yaml-no-space-after-colon, before a quoted value (it parses, as a field named `summary:"Fast`)', () => {
    expect(check('technologies', 'name: React\nsummary:"Fast apps"\n').filter((p) => p.line === 2).map(shown)).toEqual([
      '2:9  there is no space after "summary:", so YAML does not see a field here — add a space after the colon: `summary: "Fast apps"` [yaml-no-space-after-colon]',
    ]);
  });

  it('yaml-indent, on the first field of a group when the next ones use the usual two spaces', () => {
    expect(only('meta:\n   title: React\n  description: Fast apps\nkind: frontend\n')).toBe(
      '2:4  this line is indented by 3 spaces, the fields beside it by 2 — indent it by 2 spaces: `  title: React` [yaml-indent]',
    );
  });

  it('yaml-indent, one space more and one space less than the siblings', () => {
    expect(only('meta:\n  title: React\n   description: Fast apps\nkind: frontend\n')).toBe(
      '3:4  this line is indented by 3 spaces, the fields beside it by 2 — indent it by 2 spaces: `  description: Fast apps` [yaml-indent]',
    );
    expect(only('meta:\n  title: React\n description: Fast apps\nkind: frontend\n')).toBe(
      '3:2  this line is indented by 1 space, the fields beside it by 2 — indent it by 2 spaces: `  description: Fast apps` [yaml-indent]',
    );
  });

  it('yaml-indent-character, a tab and a non-breaking space', () => {
    expect(only('meta:\n\ttitle: React\nkind: frontend\n')).toBe(
      '2:1  the indentation contains a tab; YAML indents with ordinary spaces only — delete the indentation and retype it with the space bar: `  title: React` [yaml-indent-character]',
    );
    expect(only('meta:\n \u00a0title: React\nkind: frontend\n')).toBe(
      '2:2  the indentation contains a non-breaking space; YAML indents with ordinary spaces only — delete the indentation and retype it with the space bar: `  title: React` [yaml-indent-character]',
    );
  });

  it('yaml-quote-inside-quotes, an apostrophe in single quotes and a double quote in double quotes', () => {
    expect(only("name: React\nsummary: 'We're fast'\nkind: frontend\n")).toBe(
      '2:13  the value is in single quotes and contains an apostrophe, which ends the quotes early — write it as `summary: "We\'re fast"` [yaml-quote-inside-quotes]',
    );
    expect(only('name: React\nsummary: "Say "hi" fast"\nkind: frontend\n')).toBe(
      '2:15  the value is in double quotes and contains a double quote, which ends the quotes early — write it as `summary: \'Say "hi" fast\'` [yaml-quote-inside-quotes]',
    );
  });

  it('yaml-unindented-continuation', () => {
    expect(only('name: React\nsummary: Fast apps that\nscale with you\nkind: frontend\n')).toBe(
      '3:1  this line continues the text of "summary" but is not indented, so YAML reads it as a new field — indent it further than the field name: `  scale with you` [yaml-unindented-continuation]',
    );
  });

  it('yaml-unclosed, a quote and a bracket', () => {
    expect(only('name: "React\nkind: frontend\n')).toBe(
      '1:7  the quote opened here is never closed — close it at the end of the line: `name: "React"` [yaml-unclosed]',
    );
    expect(only('name: React\naliases: [React.js, ReactJS\nkind: frontend\n')).toBe(
      '2:10  the bracket opened here is never closed — close it at the end of the line: `aliases: [React.js, ReactJS]` [yaml-unclosed]',
    );
  });

  it('yaml-duplicate-key', () => {
    expect(only('name: React\nkind: frontend\nname: React.js\n')).toBe(
      '3:1  "name" is written twice here (first on line 1) — remove one of them, or rename it if you meant another field [yaml-duplicate-key]',
    );
  });

  it('yaml-empty-file, empty and only comments', () => {
    expect(only('')).toBe('1:1  the file is empty or has only comments — write its fields (they are described in schemas/technology.schema.json), or delete the file [yaml-empty-file]');
    expect(only('# to do\n')).toBe('1:1  the file is empty or has only comments — write its fields (they are described in schemas/technology.schema.json), or delete the file [yaml-empty-file]');
  });

  it('several mistakes in one file: one problem for each, in order', () => {
    const problems = check('technologies', 'name: React: the library\nkind:frontend\nmeta:\n  title: x\n   description: y\naliases:\n  - a\n  b\n');
    expect(problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual(['1:12 yaml-colon-in-value', '2:6 yaml-no-space-after-colon', '5:4 yaml-indent', '8:3 yaml-list-item-dash']);
  });

  it('a tab after a long text: the indentation the lines around make valid, not the text\'s', () => {
    expect(only('whatWeBuild:\n  - title: Apps\n    text: >-\n      Long text\n      on two lines.\n\t - title: Sites\n    text: Fast.\n')).toBe(
      '6:1  the indentation contains a tab; YAML indents with ordinary spaces only — delete the indentation and retype it with the space bar: `  - title: Sites` [yaml-indent-character]',
    );
  });

  it('yaml-syntax, the parser\'s first error alone when the mistake is of no known kind', () => {
    expect(only('name: React\n? complex key\n: value\n- item\n')).toBe(
      '4:1  YAML cannot read this line: a field name must be on one line and followed by ": " — compare it with the lines around it (indentation, quotes, "- " before list items); quote text that contains special characters [yaml-syntax]',
    );
  });

  it('markdown-front-matter, counted after the front matter offset, and a byte-order mark accepted', () => {
    expect(only('# Title\n\nText\n', 'legal')).toBe('1:1  missing front matter — start the file with a line `---`, the fields (title, excerpt, …), and another `---` line [markdown-front-matter]');
    expect(only('\ufeff---\ntitle: Privacy: and cookies\n---\nText\n', 'legal')).toBe(
      '2:15  the value contains ": ", which YAML reads as the start of another field — put the whole value in double quotes: `title: "Privacy: and cookies"` [yaml-colon-in-value]',
    );
  });

  it('markdown-front-matter-unclosed', () => {
    expect(only('---\ntitle: Privacy\n\nText of the page.\n', 'legal')).toBe(
      '1:1  the front matter starts with `---` here but is never closed — add a line `---` after the last field, before the text [markdown-front-matter-unclosed]',
    );
  });

  it('a byte-order mark is accepted silently in YAML and in Markdown', () => {
    expect(check('technologies', '\ufeffname: React\n').filter((p) => p.code.startsWith('yaml'))).toEqual([]);
    expect(check('legal', '\ufeff---\ntitle: Privacy\ndescription: How we handle the data you give us when you use this website.\nupdated: 2026-01-01\n---\nText\n')).toEqual([]);
  });
});

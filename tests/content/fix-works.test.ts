/**
 * Each kind of mistake, made in a whole content file, gives exactly one problem at the mistake,
 * and the corrected line the message shows makes the file valid again when pasted in its place.
 * The file is written here in full, so edits to the real content do not change this test.
 */
import { describe, expect, it } from 'vitest';
import { check, shown } from '../unit/errors/helpers.ts';

const VALID = [
  'slug: svelte', //                                                                 1
  'name: Svelte', //                                                                 2
  'aliases:', //                                                                     3
  '  - SvelteKit', //                                                                4
  '  - Svelte.js', //                                                                5
  'kind: frontend', //                                                               6
  'icon: flame', //                                                                  7
  'summary: Compiled components and SvelteKit apps that ship little JavaScript and load fast.', // 8
  'meta:', //                                                                        9
  '  title: Svelte Development Company', //                                         10
  '  description: SvelteKit sites and apps with server rendering, small bundles and fast first loads.', // 11
  'whatItIs: >-', //                                                                12
  '  Svelte compiles components to small JavaScript at build time instead of shipping a runtime,', // 13
  '  so pages stay light. SvelteKit adds routing, server rendering and forms: the essentials.', // 14
  'whenWeChoose:', //                                                               15
  '  - Content sites where every kilobyte counts.', //                              16
  '',
].join('\n');

/** Replaces line `n` (1-based) with `text`. */
const withLine = (file: string, n: number, text: string) => file.split('\n').map((l, i) => (i === n - 1 ? text : l)).join('\n');

/** The corrected line a hint shows in backquotes (the last quoted part). */
const correctedLine = (hint: string) => /`([^`]*)`[^`]*$/.exec(hint)![1];

const MISTAKES: [string, number, string, string][] = [
  // [code, line, broken line, where it points: line:column]
  ['yaml-curly-quotes', 2, 'name: “Svelte: the compiler”', '2:7'],
  ['yaml-colon-in-value', 2, 'name: Svelte: the compiler', '2:13'],
  ['yaml-reserved-start', 2, 'name: [Svelte] the compiler', '2:7'],
  ['yaml-reserved-start', 2, 'name: #1 compiler', '2:7'],
  ['yaml-no-space-after-colon', 6, 'kind:frontend', '6:6'],
  ['yaml-list-item-dash', 5, '  Svelte.js', '5:3'],
  ['yaml-list-item-dash', 5, '  -Svelte.js', '5:3'],
  ['yaml-indent', 11, '   description: SvelteKit sites and apps with server rendering, small bundles and fast first loads.', '11:4'],
  ['yaml-indent', 11, ' description: SvelteKit sites and apps with server rendering, small bundles and fast first loads.', '11:2'],
  ['yaml-indent-character', 10, '\ttitle: Svelte Development Company', '10:1'],
  ['yaml-indent-character', 10, '\u00a0 title: Svelte Development Company', '10:1'],
  ['yaml-quote-inside-quotes', 2, "name: 'Svelte's compiler'", '2:14'],
  ['yaml-quote-inside-quotes', 2, 'name: "The "Svelte" compiler"', '2:12'],
  ['yaml-unclosed', 2, 'name: "Svelte', '2:7'],
  ['value-read-as-other', 2, 'name: true', '2:7'],
  ['value-read-as-other', 10, '  title: 2024.10', '10:10'],
  ['value-read-as-other', 4, '  - 2024', '4:5'],
];

describe('a mistake in a whole file: one problem, and its fix works', () => {
  it('the file is valid as written', () => {
    expect(check('technologies', VALID).map(shown)).toEqual([]);
  });

  it.each(MISTAKES)('%s: line %i written `%s`', (code, line, broken, where) => {
    const problems = check('technologies', withLine(VALID, line, broken));
    expect(problems.map(shown)).toHaveLength(1);
    expect(`${problems[0].code} ${problems[0].line}:${problems[0].column}`).toBe(`${code} ${where}`);
    const fixed = correctedLine(problems[0].hint!);
    expect(check('technologies', withLine(VALID, problems[0].line, fixed)).map(shown)).toEqual([]);
  });

  it('yaml-unindented-continuation: the text of a field continued without indentation', () => {
    const broken = VALID.replace('summary: Compiled components and SvelteKit apps that ship little JavaScript and load fast.', 'summary: Compiled components and SvelteKit apps\nthat ship little JavaScript and load fast.');
    const problems = check('technologies', broken);
    expect(problems.map(shown)).toEqual([
      '9:1  this line continues the text of "summary" but is not indented, so YAML reads it as a new field — indent it further than the field name: `  that ship little JavaScript and load fast.` [yaml-unindented-continuation]',
    ]);
    expect(check('technologies', withLine(broken, 9, correctedLine(problems[0].hint!))).map(shown)).toEqual([]);
  });

  it('value-empty: a value cleared to nothing is named at its field (what to write there is the editor\'s to say)', () => {
    expect(check('technologies', withLine(VALID, 2, 'name:')).map(shown)).toEqual([
      '2:1  name: "name" has no value — write text after "name: ", or remove the line if the field is optional [value-empty]',
    ]);
  });

  it('yaml-duplicate-key: the second one is pointed at, and removing it fixes the file', () => {
    const broken = withLine(VALID, 7, 'icon: flame\nkind: backend');
    expect(check('technologies', broken).map(shown)).toEqual([
      '8:1  "kind" is written twice here (first on line 6) — remove one of them, or rename it if you meant another field [yaml-duplicate-key]',
    ]);
  });
});

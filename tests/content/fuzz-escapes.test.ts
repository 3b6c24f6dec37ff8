/**
 * Every escape the content fuzzer (npm run fuzz) found, as a fixed edit of a real content file:
 * the check now fails at the edit, with the code that names the mistake. The edits are written
 * out (not replayed from a seed) so they stay the same when the content changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectPaths } from '../../build/pipeline.ts';
import { fuzzContext, tryEdit, type FuzzContext } from '../../build/tools/fuzz/run.ts';
import type { Edit } from '../../build/tools/fuzz/edits.ts';
import { lineOf, ROOT } from '../helpers/content.ts';

let ctx: FuzzContext;
beforeAll(() => {
  ctx = fuzzContext(projectPaths(ROOT));
});

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Line `n` of `file` replaced by `lines` (none: deleted); the edited region is where the edit's lines are now. */
function lineEdit(file: string, needle: string, replace: (line: string) => string[]): Edit {
  const text = read(file);
  const n = lineOf(text, needle);
  const lines = text.split('\n');
  const by = replace(lines[n - 1]);
  lines.splice(n - 1, 1, ...by);
  return { kind: 'text', file, text: lines.join('\n'), lines: by.length ? [n, n + by.length - 1] : [Math.max(1, n - 1), n], what: `${file}:${n}` };
}

async function codesAt(edit: Edit): Promise<string[]> {
  const outcome = await tryEdit(ctx, edit);
  if (outcome.kind === 'escape') throw new Error(`${outcome.reason}\n${outcome.problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message} [${p.code}]`).join('\n')}`);
  expect(outcome.kind).toBe('failed-at-edit');
  return outcome.kind === 'failed-at-edit' ? outcome.problems.map((p) => `${p.line} ${p.code}`) : [];
}

describe('escapes the fuzzer found, fixed', () => {
  it('a group name that lost its colon (seed 2, edit 41): named, not the fields below it', async () => {
    expect(await codesAt(lineEdit('content/industries/insurance.yaml', 'meta:', () => ['meta']))).toEqual(['11 yaml-missing-colon']);
  }, 30_000);

  it('": " typed on an empty line (seed 1, edit 6): a colon with no field name, not an unfilled field at the top', async () => {
    const file = 'content/portfolio/fixflow-facility-services-marketplace.yaml';
    const text = read(file);
    const n = text.split('\n').length;
    expect(await codesAt({ kind: 'text', file, text: `${text}: `, lines: [n, n], what: 'typed ": " at the end' })).toEqual([`${n} yaml-no-key`]);
  }, 30_000);

  it('": " typed on a blank line inside a long text (seed 4, edit 157): the colon is named, not the text below it', async () => {
    const file = 'content/solutions/devops.yaml';
    const text = read(file);
    const n = lineOf(text, 'We are deliberately pragmatic about') - 1;
    const lines = text.split('\n');
    expect(lines[n - 1]).toBe('');
    lines[n - 1] = ': ';
    expect(await codesAt({ kind: 'text', file, text: lines.join('\n'), lines: [n, n], what: `line ${n}: ": " typed` })).toEqual([`${n} yaml-no-key`]);
  }, 30_000);

  it('an item outdented by one keystroke (seed 2, edit 135): the item is named, not its fields', async () => {
    expect(await codesAt(lineEdit('content/solutions/web-development.yaml', '  - step: "02"', (l) => [l.slice(2)]))).toEqual(['59 yaml-indent']);
  }, 30_000);

  it('a quote typed before a field name (seed 24, edit 132): the stray quote is named', async () => {
    expect(await codesAt(lineEdit('content/portfolio/zipwallet-upi-bill-payments.yaml', 'monthlyTransactions:', (l) => [`  '${l.trimStart()}`]))).toEqual(['17 yaml-stray-quote']);
  }, 30_000);

  it('an item\'s first line deleted (seed 24, edit 136): the line that lost its "- " is named', async () => {
    expect(await codesAt(lineEdit('content/technologies/postgresql.yaml', '  - icon: wallet', () => []))).toEqual(['54 yaml-list-item-dash']);
  }, 30_000);

  it('a required field\'s line deleted (seed 24, edits 146, 154): reported where it was', async () => {
    // Where the schema's order of fields puts it: after the field it lists before it, which in this file is a line above.
    const [found] = await codesAt(lineEdit('content/portfolio/metrocommute-transit-ticketing.yaml', 'status: "Live"', () => []));
    expect(found).toMatch(/^(30|31|32|33) schema-required$/);
  }, 30_000);

  it('a block text\'s field line deleted (seed 3, edit 73): its text joins the field above, and the missing field is named where it was', async () => {
    const file = 'content/technologies/ai-ml.yaml';
    const text = read(file);
    const n = lineOf(text, 'What does an AI proof of concept cost') + 1;
    const lines = text.split('\n');
    expect(lines[n - 1].trim()).toBe('answer: >-');
    lines.splice(n - 1, 1);
    expect(await codesAt({ kind: 'text', file, text: lines.join('\n'), lines: [n - 1, n], what: `line ${n} deleted` })).toEqual([`${n} schema-required`]);
  }, 30_000);

  it('the first line of a long text indented further (seed 24, edit 267 of 300): that line is named, not every line after it', async () => {
    expect(await codesAt(lineEdit('content/solutions/api-integration.yaml', 'Modern products are stitched together', (l) => [`  ${l}`]))).toEqual(['16 yaml-indent']);
  }, 30_000);

  it('a long text\'s | deleted (seed 5, edit 117): the field is named, not the list items inside its text', async () => {
    expect(await codesAt(lineEdit('content/case-studies/energy-management-system.yaml', 'approach: |', () => ['approach:']))).toEqual(['40 yaml-block-marker']);
  }, 30_000);

  it('a one-paragraph text\'s >- deleted (seed 7, edit 254): the field is named, with >- put back, not the line YAML stumbles on', async () => {
    const at = lineOf(read('content/pages/portfolio.yaml'), 'is what makes fast launches safe') - 1;
    const lines = read('content/pages/portfolio.yaml').split('\n');
    expect(lines[at - 1].trim()).toBe('intro: >-');
    lines[at - 1] = lines[at - 1].replace(' >-', '');
    const emptied: Edit = { kind: 'text', file: 'content/pages/portfolio.yaml', text: lines.join('\n'), lines: [at, at], what: `content/pages/portfolio.yaml:${at}` };
    expect(await codesAt(emptied)).toEqual([`${at} yaml-block-marker`]);
    const outcome = await tryEdit(ctx, emptied);
    expect(outcome.kind === 'failed-at-edit' && outcome.problems[0].hint).toContain('intro: >-');
  }, 30_000);

  it('a field with its own long text indented into the text above (seed 11, edit 185): the field is named, not reported missing ten lines below', async () => {
    expect(await codesAt(lineEdit('content/case-studies/edutech-learning-platform.yaml', 'approach: |', (l) => [`  ${l}`]))).toEqual([`${lineOf(read('content/case-studies/edutech-learning-platform.yaml'), 'approach: |')} yaml-field-in-text`]);
  }, 30_000);

  it('a required field deleted from a file that does not keep the schema\'s order (seed 5, edit 13): named as missing, which the property accepts', async () => {
    const outcome = await tryEdit(ctx, lineEdit('content/portfolio/shabdkhoj-hindi-word-puzzle.yaml', 'year: 2021', () => []));
    expect(outcome.kind).toBe('failed-at-edit');
    expect(outcome.kind === 'failed-at-edit' && outcome.problems.map((p) => p.code)).toEqual(['schema-required']);
  }, 30_000);

  it('a field indented into the long text above it (seed 7, edit 51): the field is named, not the text grown too long', async () => {
    expect(await codesAt(lineEdit('content/pages/contact.yaml', '  keywords:', (l) => [`  ${l}`]))).toEqual(['7 yaml-field-in-text']);
  }, 30_000);

  it('a quote typed that swallows the rest of the file (seed 8, edit 92): found however far above the parser\'s complaint', async () => {
    expect(await codesAt(lineEdit('content/industries/telecommunications.yaml', '  - icon: receipt', (l) => [l.replace('- icon', "- 'icon")]))).toEqual(['27 yaml-stray-quote']);
  }, 30_000);

  it('`undefined` written in a code span is text, not a value of the wrong type (seed 1, edit 10: the invariant was wrong)', async () => {
    const outcome = await tryEdit(ctx, lineEdit('content/technologies/typescript.yaml', '`undefined`', (l) => [`${l} `]));
    expect(outcome.kind).toBe('built');
  }, 60_000);
});

describe('the property can fail', () => {
  it('a problem reported away from the edit is an escape', async () => {
    // The edit breaks line 11, but claims line 2: the check names line 11, so the property must not hold.
    const edit = lineEdit('content/industries/insurance.yaml', 'meta:', () => ['meta']);
    const outcome = await tryEdit(ctx, { ...edit, lines: [2, 2] } as Edit);
    expect(outcome.kind).toBe('escape');
  }, 30_000);
});

/**
 * Every page of the build, once, through html-validate's accessibility rules: what a page's own
 * content can get wrong — alternative text, link and button names, labels, empty or skipped
 * headings, duplicate ids and references to missing ones, lists and tables built wrong, ARIA used
 * where it is not allowed, and a link or button whose aria-label does not contain its visible text. It reads the HTML as served (no browser): 227 pages in about 5 CPU-s,
 * where axe on every page in Chromium cost 106 (in the history of docs/benchmarks.md).
 *
 * axe itself, every WCAG 2.1 A and AA rule in both themes, runs on the pages that between them show
 * every template, every element shape and styled element of the site, and every island state
 * (accessibility.test.ts): pages of one template share their markup and differ in what this file
 * checks on all of them.
 */
import { readFileSync } from 'node:fs';
import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, expect, it } from 'vitest';
import { builtPageFile, builtPages } from '../helpers/axe.ts';
import { sharedSite } from '../helpers/browser.ts';
import { labelInNamePlugin } from '../helpers/label-in-name.ts';

const checker = new HtmlValidate({
  extends: ['html-validate:a11y'],
  plugins: [labelInNamePlugin],
  rules: {
    // WCAG 2.5.3: a link or button named with aria-label says what it shows (tests/helpers/label-in-name.ts).
    'label-in-name': 'error',
    // A list or a group may be named (the site names its tag lists "Topics"), which the rule only advises against.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The portfolio's search form has one field and no button: Enter submits it (implicit submission), and the island filters as one types.
    'wcag/h32': 'off',
    'input-missing-label': 'error',
    'heading-level': 'error',
    'no-missing-references': 'error',
    'element-permitted-content': 'error',
    'element-required-content': 'error',
    'element-permitted-parent': 'error',
    'element-required-ancestor': 'error',
    'element-required-attributes': 'error',
    'attribute-allowed-values': 'error',
    'attribute-misuse': 'error',
    'input-attributes': 'error',
    'form-dup-name': 'error',
    deprecated: 'error',
  },
});

/** The problems of one page, one line each: path, line:column, rule, message, element. */
async function problems(html: string, label: string): Promise<string[]> {
  const report = await checker.validateString(html, label);
  return report.results.flatMap((r) => r.messages.map((m: Message) => `${label}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector})`));
}

let dist = '';
beforeAll(() => {
  ({ dist } = sharedSite());
});

it('finds no accessibility problem in the HTML of any page', async () => {
  const paths = builtPages(dist);
  expect(paths).toContain('/');
  expect(paths).toContain('/no-such-page');
  expect(paths.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const path of paths) {
    found.push(...(await problems(readFileSync(builtPageFile(dist, path), 'utf8'), path)));
  }
  expect(found).toEqual([]);
});

it('the check finds what content can get wrong on a page', async () => {
  const page = readFileSync(builtPageFile(dist, '/'), 'utf8');
  const broken = page.replace(
    '<main',
    [
      '<img src="/favicon.svg" width="20" height="20">',
      '<a href="/contact"></a>',
      '<button type="button"></button>',
      '<h5>Skipped from the page title to a fifth level</h5>',
      '<div id="twice"></div><div id="twice"></div>',
      '<section aria-labelledby="no-such-heading"></section>',
      '<ul><p>Not a list item</p></ul>',
      '<input type="text" name="unlabelled">',
      '<a href="/blog" aria-label="Open the featured story">Read Article <svg aria-hidden="true"></svg></a>',
    ].join('') + '<main',
  );
  expect(await problems(page, '/')).toEqual([]);
  const rules = new Set((await problems(broken, '/')).map((line) => line.split(' ')[1].replace(/:$/, '')));
  expect([...rules].sort()).toEqual(['element-permitted-content', 'heading-level', 'input-missing-label', 'no-dup-id', 'label-in-name', 'no-missing-references', 'text-content', 'wcag/h30', 'wcag/h37'].sort());
});

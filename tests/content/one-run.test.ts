/**
 * Every problem in one run: five mistakes in five files, one of them a syntax error, are all
 * reported at once (also as GitHub annotations and in the job summary), and a link to the page
 * the unreadable file would make is no false alarm. The files are written whole, beside a copy
 * of the real content, so edits to the real content do not change what this test sees.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblems } from '../../build/problems.ts';
import { copyContent, ROOT, type ContentCopy } from '../helpers/content.ts';

const legal = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: A page written for this test, long enough for the description rule.\nupdated: 2026-01-01\n---\n\n${body}\n`;

const FILES: Record<string, string> = {
  'content/legal/cookie-notice.md': legal('Cookies: what we keep', 'We keep no tracking cookies.'),
  'content/legal/talk-to-us.md': legal('Talk to us', 'Questions? [Talk to us](contact).'),
  'content/legal/cloud-terms.md': legal('Cloud terms', 'Hosting follows [the AWS terms](htps://aws.amazon.com/service-terms/).'),
  'content/legal/our-services.md': legal('Our services', 'See [our services](https://www.tarkaa.dev/servics).'),
  // A link to the page the unreadable file would make: not a problem of its own.
  'content/legal/see-also.md': legal('See also', 'Read the [cookie notice](/cookie-notice).'),
  'content/portfolio/test-field-survey.yaml': [
    'id: 998',
    'title: Field Survey App',
    'description: An offline survey app for field teams that syncs when the network returns.',
    'category: Agriculture',
    'industry: Agriculture',
    'projectType: Enterprise',
    'technologies:',
    '  - Recat',
    'metrics:',
    '  surveys: "40,000+"',
    '  teams: "120"',
    'platforms:',
    '  - Android',
    'year: 2024',
    'status: Live',
    '',
  ].join('\n'),
};

const EXPECTED = [
  'content/legal/cloud-terms.md:7:33 link-scheme',
  'content/legal/cookie-notice.md:2:15 yaml-colon-in-value',
  'content/legal/our-services.md:7:20 link-own-origin',
  'content/legal/talk-to-us.md:7:25 link-relative',
  'content/portfolio/test-field-survey.yaml:8:5 technology-typo',
];

let copy: ContentCopy;
beforeAll(() => {
  copy = copyContent();
  for (const [file, text] of Object.entries(FILES)) copy.write(file, text);
});
afterAll(() => copy?.remove());

describe('every problem in one run', () => {
  it('reports five mistakes in five files, the syntax error included, and no consequence of the unreadable file', () => {
    const problems = copy.check().problems.filter((p) => p.severity === 'error');
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code}`).sort(), formatProblems(problems)).toEqual(EXPECTED);
  });

  it('the CLI prints each with its line and caret, annotates each, writes the job summary, and exits 1', () => {
    const summary = join(tmpdir(), `summary-${process.pid}.md`);
    let result = { status: 0, stdout: '', stderr: '' };
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'build/cli.ts', 'check', '--content', copy.content], {
        cwd: ROOT, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, GITHUB_ACTIONS: 'true', GITHUB_STEP_SUMMARY: summary },
      });
    } catch (err) {
      result = err as typeof result;
    }
    expect(result.status).toBe(1);
    expect(result.stderr).toContain([
      'content/legal/cookie-notice.md:2:15  the value contains ": ", which YAML reads as the start of another field — put the whole value in double quotes: `title: "Cookies: what we keep"` [yaml-colon-in-value]',
      '  2 | title: Cookies: what we keep',
      '    |               ^',
    ].join('\n'));
    expect(result.stderr).toMatch(/^5 errors, \d+ warnings? in \d+ files$/m);
    const annotations = result.stdout.split('\n').filter((l) => l.startsWith('::error '));
    expect(annotations.map((l) => /file=([^,]+),line=(\d+),col=(\d+)/.exec(l)!.slice(1).join(':')).sort()).toEqual(EXPECTED.map((e) => e.split(' ')[0]));
    expect(annotations).toContain('::error file=content/legal/talk-to-us.md,line=7,col=25,title=Relative link::body: "contact" is a relative link, which leads somewhere different on every page — write "/contact" [link-relative]');
    const markdown = readFileSync(summary, 'utf8');
    rmSync(summary);
    for (const file of EXPECTED.map((e) => e.split(':')[0])) expect(markdown).toContain(`### \`${file}\``);
    expect(markdown).toContain('| 8:5 | **Misspelt technology name** (`technology-typo`): technologies[0]: "Recat" matches no technology');
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  });
});

/**
 * Broken content fails `npm run check` with the file, line, column, field and an actionable
 * message. Each case breaks one thing in a copy of the real content.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../build/build.ts';
import { checkImageFiles } from '../../build/images/probe.ts';
import { projectPaths } from '../../build/pipeline.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblems, type Problem } from '../../build/problems.ts';
import { copyContent, lineOf, ROOT, type ContentCopy } from '../helpers/content.ts';
import { tempDir } from '../helpers/temp.ts';

let copy: ContentCopy;
afterEach(() => copy?.remove());

/** A whole portfolio project, written beside the real ones; `lines` replace or add fields. */
function project(lines: Record<string, string> = {}): string {
  const fields: Record<string, string> = {
    id: 'id: 997',
    title: 'title: Depot Stock Counter',
    description: 'description: A stock counting app for depots that works offline and syncs at the end of each shift.',
    category: 'category: Logistics',
    industry: 'industry: Logistics',
    projectType: 'projectType: Enterprise',
    technologies: 'technologies:\n  - React Native\n  - Node.js\n  - PostgreSQL',
    metrics: 'metrics:\n  depots: "40"\n  counts: "1.2M"',
    platforms: 'platforms:\n  - Android',
    year: 'year: 2025',
    status: 'status: Live',
    ...lines,
  };
  return `${Object.values(fields).join('\n')}\n`;
}
const PROJECT = 'content/portfolio/test-depot-stock-counter.yaml';

function only(problems: Problem[]): Problem {
  const errors = problems.filter((p) => p.severity === 'error');
  expect(errors, formatProblems(problems)).toHaveLength(1);
  return errors[0];
}

describe('broken content', () => {
  it('reports a YAML syntax error at the mistake, not where the parser gave up', () => {
    copy = copyContent();
    const file = 'content/legal/unclosed.md';
    copy.write(file, '---\ntitle: "Privacy notice\ndescription: How we handle the data you give us when you use this website.\nupdated: 2026-01-01\n---\nText\n');
    const p = only(copy.check().problems);
    expect(`${p.file}:${p.line}:${p.column}  ${p.message} — ${p.hint} [${p.code}]`).toBe(
      `${file}:2:8  the quote opened here is never closed — close it at the end of the line: \`title: "Privacy notice"\` [yaml-unclosed]`,
    );
  });

  it('reports a wrong type with the field path, the expected and the actual type', () => {
    copy = copyContent();
    copy.write(PROJECT, project({ technologies: 'technologies:\n  - React Native\n  - Node.js\n  - 42' }));
    const p = only(copy.check().problems);
    expect(`${p.file}:${p.line}:${p.column}  ${p.field}: ${p.message}`).toBe(
      `${PROJECT}:10:5  technologies[2]: YAML reads \`42\` as the number 42, but this field takes text`,
    );
  });

  it('suggests the right name for a misspelt field', () => {
    copy = copyContent();
    copy.write(PROJECT, project({ description: 'descripton: A stock counting app for depots that works offline and syncs at the end of each shift.' }));
    const problems = copy.check().problems.filter((p) => p.severity === 'error');
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.field ? `${p.field}: ` : ''}${p.message} — ${p.hint}`)).toEqual([
      `${PROJECT}:3:1  missing required field "description" — add \`description:\` here`,
      `${PROJECT}:3:1  descripton: unknown field "descripton" — did you mean "description"?`,
    ]);
  });

  it('suggests the closest known category', () => {
    copy = copyContent();
    copy.write(PROJECT, project({ category: 'category: Logistcs' }));
    const p = only(copy.check().problems);
    expect(`${p.file}:${p.line}:${p.column}  ${p.field}: ${p.message} — ${p.hint}`).toBe(`${PROJECT}:4:11  category: "Logistcs" is not one of the allowed values — did you mean "Logistics"?`);
  });

  it('reports a duplicate slug', () => {
    copy = copyContent();
    copy.write('content/blog/database-optimization-copy.md', copy.read('content/blog/database-optimization.md').replace(/^featured: true\n/m, ''));
    const problems = copy.check().problems.filter((p) => p.severity === 'error');
    const messages = problems.map((p) => `${p.file} ${p.field}: ${p.message}`);
    expect(messages).toContain('content/blog/database-optimization-copy.md slug: "database-optimization" does not match the file name "database-optimization-copy"');
  });

  it('reports two files producing the same route', () => {
    copy = copyContent();
    copy.write('content/legal/about.md', '---\ntitle: About\ndescription: A second page at /about that clashes with the real about page of the site.\nupdated: 2026-01-01\n---\nText.\n');
    const problems = copy.check().problems;
    expect(problems.map((p) => p.message)).toContain('duplicate slug: the route /about is also produced by content/pages/about.yaml');
  });

  it('reports a broken internal link in content, with a suggestion', () => {
    copy = copyContent();
    const file = 'content/site.yaml';
    copy.edit(file, (t) => t.replace('href: /case-studies }', 'href: /case-studys }'));
    const p = only(copy.check().problems);
    expect(p.file).toBe(file);
    expect(p.line).toBe(lineOf(copy.read(file), '/case-studys'));
    expect(p.message).toBe('broken link: "/case-studys" is not a page of the site');
    expect(p.hint).toBe('did you mean "/case-studies"?');
  });

  it('reports a broken link inside a Markdown body at its line', () => {
    copy = copyContent();
    const file = 'content/legal/cookie-policy.md';
    copy.edit(file, (t) => `${t}\nSee [our servises](/servises) for more.\n`);
    const p = only(copy.check().problems);
    expect(p.file).toBe(file);
    expect(p.line).toBe(lineOf(copy.read(file), '(/servises)'));
    expect(p.hint).toBe('did you mean "/services"?');
  });

  it('reports a missing image', () => {
    copy = copyContent();
    copy.write(PROJECT, project({ image: 'image: /images/portfolio/depot.png' }));
    const p = only(copy.check().problems);
    expect(`${p.file}:${p.line}:${p.column}  ${p.field}: ${p.message} — ${p.hint}`).toBe(
      `${PROJECT}:18:8  image: the picture "/images/portfolio/depot.png" does not exist — add the picture to content/images/portfolio/depot.png, or correct the path`,
    );
  });

  it('reports an image that cannot be read, at the line that names it, in the check and in the build', async () => {
    copy = copyContent();
    mkdirSync(join(copy.content, 'images', 'portfolio'), { recursive: true });
    // A PNG's name, an HTML error page's bytes: what a failed download leaves behind.
    writeFileSync(join(copy.content, 'images', 'portfolio', 'depot.png'), '<!DOCTYPE html><title>404 Not Found</title>');
    copy.write(PROJECT, project({ image: 'image: /images/portfolio/depot.png' }));
    const checked = copy.check();
    expect(checked.problems.filter((x) => x.severity === 'error')).toEqual([]);
    const { problems } = await checkImageFiles(checked.sources, join(copy.content, 'images'), tempDir('image-cache-'));
    const p = only(problems);
    expect(`${p.file}:${p.line}:${p.column}  ${p.field}: ${p.message.replace(/: .*$/, '')}`).toBe(
      `${PROJECT}:18:8  image: image "/images/portfolio/depot.png" cannot be read`,
    );
    expect(p.hint).toBe('save it again as PNG, JPEG, WebP or AVIF (the file may be damaged or have the wrong extension)');

    const built = await build(projectPaths(ROOT, { content: copy.content, displayRoot: copy.dir, dist: tempDir('dist-') }), { compress: false });
    expect(built.problems.filter((x) => x.severity === 'error')).toEqual([p]);
  });

  it('reports an unknown reference to another file', () => {
    copy = copyContent();
    const file = 'content/services/python-development.yaml';
    copy.edit(file, (t) => t.replace(/^technologies:\n  - (\S+)/m, 'technologies:\n  - djanog'));
    const p = only(copy.check().problems);
    expect(p.message).toBe('"djanog" is not a file in content/technologies');
    expect(p.hint).toBe('did you mean "django"?');
  });

  it('the CLI prints file:line:col lines and GitHub annotations, exits 1, and never a stack trace', () => {
    copy = copyContent();
    copy.write(PROJECT, project({ category: 'category: Logistcs' }));
    copy.write('content/legal/broken.md', '---\ntitle: [unclosed\ndescription: How we handle the data you give us when you use this website.\n---\nBody\n');
    let stdout = '';
    let stderr = '';
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'build/cli.ts', 'check', '--content', copy.content], { cwd: ROOT, env: { ...process.env, GITHUB_ACTIONS: 'true' }, encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      const e = err as { status: number; stdout: string; stderr: string };
      ({ status, stdout, stderr } = e);
    }
    expect(status).toBe(1);
    expect(stderr).toContain(`${PROJECT}:4:11  category: "Logistcs" is not one of the allowed values — did you mean "Logistics"? [schema-enum]\n  4 | category: Logistcs\n    |           ^\n`);
    // Closing the bracket would make the title a list, which the schema refuses: that fix is not proven, so none is shown.
    expect(stderr).toContain('content/legal/broken.md:2:8  the bracket opened here is never closed — close it at the end of the line [yaml-unclosed]\n  2 | title: [unclosed\n    |        ^');
    expect(stderr).toMatch(/^2 errors, \d+ warnings? in \d+ files$/m);
    expect(stdout.split('\n')).toContain(`::error file=${PROJECT},line=4,col=11,title=Value not in the list of allowed values::category: "Logistcs" is not one of the allowed values — did you mean "Logistics"? [schema-enum]`);
    expect(`${stdout}${stderr}`).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  });
});

/**
 * Mistakes named as what they are, with advice an editor can follow (issue 24), each as a class:
 * the examples of the issue and cases of our own. Every hint shown is proven (build/errors/prove.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { check, shown, withCode } from './helpers.ts';
import { copyContent, type ContentCopy } from '../../helpers/content.ts';
import type { Problem } from '../../../build/problems.ts';

let copy: ContentCopy | undefined;
afterEach(() => {
  copy?.remove();
  copy = undefined;
});

const errorsOf = (problems: Problem[]) => problems.filter((p) => p.severity === 'error').map((p) => `${p.file}:${shown(p)}`);
const ARTICLE = 'content/blog/database-optimization.md';

describe('pictures are checked as pictures, wherever they are named', () => {
  it('a missing picture in Markdown or behind a link is a missing picture, with a did-you-mean that exists [missing-image]', () => {
    copy = copyContent();
    copy.edit(ARTICLE, (t) => t.replace(/\n\n/, '\n\n![Chart](/images/blog/chart.png) and [the logo](/images/logo.sv)\n\n'));
    expect(errorsOf(copy.check().problems)).toEqual([
      `${ARTICLE}:19:10  body: the picture "/images/blog/chart.png" does not exist — add the picture to content/images/blog/chart.png, or correct the path [missing-image]`,
      `${ARTICLE}:19:49  body: the picture "/images/logo.sv" does not exist — did you mean "/images/logo.svg"? (or add the picture to content/images/logo.sv) [missing-image]`,
    ]);
  });

  it('a picture uploaded through the editor (content/images) passes when it exists, in the body too', () => {
    copy = copyContent();
    mkdirSync(join(copy.content, 'images', 'uploads'), { recursive: true });
    copyFileSync(join(copy.content, 'images', 'logo.svg'), join(copy.content, 'images', 'uploads', 'diagram.svg'));
    copy.edit(ARTICLE, (t) => t.replace(/\n\n/, '\n\n![Diagram](/images/uploads/diagram.svg)\n\n'));
    expect(errorsOf(copy.check().problems)).toEqual([]);
    rmSync(join(copy.content, 'images', 'uploads', 'diagram.svg'));
    expect(errorsOf(copy.check().problems)).toHaveLength(1);
  });

  it('a phone photo (HEIC), a scan (TIFF) or a camera file: convert it [image-format]', () => {
    copy = copyContent();
    copy.edit(ARTICLE, (t) => t.replace(/\n\n/, '\n\n![Ward](/images/blog/ward.HEIC) ![Scan](/images/scan.tiff)\n\n').replace(/\n---\n/, '\nimage: /images/blog/cover.cr2\n---\n'));
    expect(errorsOf(copy.check().problems)).toEqual([
      expect.stringContaining('image: "/images/blog/cover.cr2" is a camera RAW (CR2) picture, which browsers do not show — convert it to JPEG (photos) or PNG (screenshots, drawings), add that file to content/images and name it here [image-format]'),
      expect.stringContaining('body: "/images/blog/ward.HEIC" is a HEIC picture, which browsers do not show — convert it to JPEG (photos) or PNG'),
      expect.stringContaining('body: "/images/scan.tiff" is a TIFF picture, which browsers do not show'),
    ]);
  });

  it('a path not written as served gets the served path, only when that file exists [image-path]', () => {
    copy = copyContent();
    copy.edit(ARTICLE, (t) => t.replace(/\n---\n/, '\nimage: content/images/logo.svg\n---\n').replace(/\n\n/, '\n\n![Logo](images/logo.svg) ![Team](../images/team.png) ![Logo](/images/logo.SVG)\n\n'));
    const errors = errorsOf(copy.check().problems);
    expect(errors).toContainEqual(expect.stringContaining('image: "content/images/logo.svg" is not written as a picture\'s path: /images/, then its path inside content/images (letters, digits, - _ . /, no spaces), ending in .jpg, .png, .webp, .avif or .svg — write "/images/logo.svg" [image-path]'));
    expect(errors).toContainEqual(expect.stringContaining('body: "images/logo.svg" is not written as a picture\'s path: /images/, then its path inside content/images (letters, digits, - _ . /, no spaces), ending in .jpg, .png, .webp, .avif or .svg — write "/images/logo.svg" [image-path]'));
    // An extension in capitals is not the served path; no such file: no guess.
    expect(errorsOf(copy.check().problems)).toContainEqual(expect.stringContaining('"/images/logo.SVG" is not written as a picture\'s path'));
    expect(errors).toContainEqual(expect.stringContaining('body: "../images/team.png" is not written as a picture\'s path: /images/, then its path inside content/images (letters, digits, - _ . /, no spaces), ending in .jpg, .png, .webp, .avif or .svg — write /images/ followed by the file\'s path inside content/images, for example /images/team/asha.jpg [image-path]'));
  });
});

describe('YAML read something else than was written', () => {
  it('a stray --- line in a YAML file, and one inside front matter [yaml-document-marker]', () => {
    expect(withCode(check('industries', 'name: Marine\n---\nicon: ship\n'), 'yaml-document-marker')).toEqual([
      '2:1  this `---` line starts a second document; a content file holds one — delete this line [yaml-document-marker]',
    ]);
    copy = copyContent();
    copy.edit(ARTICLE, (t) => t.replace(/\nexcerpt:/, '\n---\nexcerpt:'));
    expect(errorsOf(copy.check().problems)).toEqual([
      `${ARTICLE}:4:1  this \`---\` line ends the fields early: the fields below it are read as the article's text — delete this line [yaml-document-marker]`,
    ]);
    // A blank line after the stray `---`, Windows line ends: still the fields, not text.
    copy = copyContent();
    copy.edit(ARTICLE, (t) => t.replace(/\nexcerpt:/, '\n---\n\nexcerpt:').replace(/\n/g, '\r\n'));
    expect(errorsOf(copy.check().problems)).toEqual([
      `${ARTICLE}:4:1  this \`---\` line ends the fields early: the fields below it are read as the article's text — delete this line [yaml-document-marker]`,
    ]);
  });

  it('an unquoted item or value with ": " read as a pair [value-read-as-pair]', () => {
    const tech = 'name: Svelte\nkind: frontend\nicon: flame\nsummary: x\nwhenWeChoose:\n  - Dashboards: many widgets that update live\n  - Plain item\n';
    expect(withCode(check('technologies', tech), 'value-read-as-pair')).toEqual([
      '6:5  whenWeChoose[0]: YAML read this as a pair (a field "Dashboards" with a value) because of the ": " in it, but this takes text — put the text in quotes: `  - "Dashboards: many widgets that update live"` [value-read-as-pair]',
    ]);
    expect(withCode(check('technologies', 'name: Svelte\nsummary:\n  Note: compiled\n'), 'value-read-as-pair')).toEqual([
      '3:3  summary: YAML read this as a pair (a field "Note" with a value) because of the ": " in it, but this takes text — put the text in quotes: `  "Note: compiled"` [value-read-as-pair]',
    ]);
  });

  it('a value starting with # is a comment, not an unfilled field; one with " #" inside is cut short [yaml-reserved-start] [yaml-comment-in-value]', () => {
    expect(withCode(check('industries', 'name: #1 sector\nicon: ship\n'), 'yaml-reserved-start')).toEqual([
      '1:7  name: a value cannot start with `#` unless it is quoted: in YAML it starts a comment, so everything after it is ignored and the value is empty — put the value in double quotes: `name: "#1 sector"` [yaml-reserved-start]',
    ]);
    expect(check('industries', 'name: #1 sector\n').map((p) => p.code)).not.toContain('field-unfilled');
    expect(withCode(check('industries', 'name: Marine #1 sector\naliases:\n  - Ports #busy\nsummary: >-\n  Text with a #hashtag stays.\n'), 'yaml-comment-in-value')).toEqual([
      '1:14  YAML treats " #" as the start of a comment, so the value ends before it: the page would show only "Marine" — put the whole value in double quotes: `name: "Marine #1 sector"` [yaml-comment-in-value]',
      '3:11  YAML treats " #" as the start of a comment, so the value ends before it: the page would show only "Ports" — put the whole value in double quotes: `  - "Ports #busy"` [yaml-comment-in-value]',
    ]);
  });

  it('a group name without its colon is named, not the fields below it [yaml-missing-colon]', () => {
    expect(check('technologies', 'name: Svelte\nmeta\n  title: Svelte\n  description: Fast\n').map(shown)).toEqual([
      '2:5  "meta" has no colon after it, so the indented fields below it belong to nothing — add the colon: `meta:` [yaml-missing-colon]',
    ]);
  });

  it('anything above the front matter: blank lines, spaces, invisible characters [markdown-front-matter-not-first]', () => {
    const article = '---\ntitle: Edge caching\n---\nText\n';
    expect(check('articles', `\n\n${article}`, 'content/blog/x.md').map(shown)).toEqual([
      '1:1  the front matter must start on the first line; 2 blank lines are above it — delete the lines above the first `---` [markdown-front-matter-not-first]',
    ]);
    expect(check('articles', `\u200b${article}`, 'content/blog/x.md').map(shown)).toEqual([
      '1:2  the front matter must start on the first line; there are spaces or invisible characters before its `---` — delete what is before the `---` on the first line [markdown-front-matter-not-first]',
    ]);
    // A byte-order mark is not a mistake.
    expect(check('articles', `\ufeff${article}`, 'content/blog/x.md').map((p) => p.code)).not.toContain('markdown-front-matter-not-first');
  });
});

describe('file names', () => {
  it('spaces and capitals: renamed to a valid, free name, and the links to it are not blamed [file-name]', () => {
    copy = copyContent();
    copy.write('content/blog/Database Optimization.md', copy.read(ARTICLE));
    rmSync(join(copy.dir, ARTICLE));
    expect(errorsOf(copy.check().problems)).toEqual([
      'content/blog/Database Optimization.md:1:1  "Database Optimization.md" cannot be a page address: file names are lower-case words joined by hyphens — rename it to database-optimization.md [file-name]',
    ]);
  });

  it('a suggested rename that is taken is not suggested', () => {
    copy = copyContent();
    copy.write('content/blog/Database Optimization.md', copy.read(ARTICLE));
    expect(errorsOf(copy.check().problems).filter((e) => e.includes('[file-name]'))).toEqual([
      'content/blog/Database Optimization.md:1:1  "Database Optimization.md" cannot be a page address: file names are lower-case words joined by hyphens — rename it with lower-case words joined by hyphens, for example my-first-post [file-name]',
    ]);
  });
});

describe('every hint is proven', () => {
  it('a slug that differs from the file name: only the fixes that work are offered [slug-mismatch]', () => {
    copy = copyContent();
    copy.edit(ARTICLE, (t) => t.replace('slug: database-optimization', 'slug: cloud-migration-strategy'));
    // Renaming the file to cloud-migration-strategy.md is impossible (another article has that name); setting the slug works.
    expect(errorsOf(copy.check().problems)).toContainEqual(expect.stringContaining('slug: "cloud-migration-strategy" does not match the file name "database-optimization" — set slug: database-optimization [slug-mismatch]'));
  });

  it('a corrected line that would break the schema is not shown [yaml-unclosed]', () => {
    copy = copyContent();
    copy.write('content/legal/broken.md', '---\ntitle: [unclosed\ndescription: How we handle the data you give us when you use this website.\n---\nBody\n');
    expect(errorsOf(copy.check().problems)).toEqual([
      'content/legal/broken.md:2:8  the bracket opened here is never closed — close it at the end of the line [yaml-unclosed]',
    ]);
  });
});

describe('slips the fuzzer found (tests/content/fuzz-escapes.test.ts has them in real files)', () => {
  it('a field indented into the long text above it [yaml-field-in-text]', () => {
    expect(withCode(check('technologies', 'name: Svelte\nmeta:\n  description: >-\n    Compiled components.\n    keywords:\n    - svelte\n'), 'yaml-field-in-text')).toEqual([
      '5:5  "keywords:" is indented as far as the text of "description" above it, so it is part of that text, not a field — indent it like the field above the text: `  keywords:` [yaml-field-in-text]',
    ]);
  });

  it('a long text that lost its | [yaml-block-marker]', () => {
    expect(check('technologies', 'name: Svelte\nwhatItIs:\n  Three rules:\n\n  - Read only.\n  - Work offline.\n  Alerts reach the right person.\nkind: frontend\n').filter((p) => p.code.startsWith('yaml')).map(shown)).toEqual([
      '2:10  the text below this field has no `|` after the colon, so YAML reads its lines as fields and list items — put it back: `whatItIs: |` [yaml-block-marker]',
    ]);
  });

  it('a colon with no field name, even inside a long text [yaml-no-key]', () => {
    expect(check('technologies', 'name: Svelte\nwhatItIs: |\n  First paragraph.\n: and more\n  Second paragraph.\n').filter((p) => p.code.startsWith('yaml')).map(shown)).toEqual([
      '4:1  this line starts with ": " but has no field name before the colon — delete the colon, or write a field name before it: `and more` [yaml-no-key]',
    ]);
  });

  it('a stray quote is found by trying to delete it, nearest the parser\'s complaint first [yaml-stray-quote]', () => {
    expect(check('portfolio', 'title: Zip\nmetrics:\n  \'users: "1.1M+"\n  rating: "4.8"\nyear: 2024\n').filter((p) => p.code.startsWith('yaml')).map(shown)).toEqual([
      '3:3  this quote is never matched, so YAML reads the lines below it as part of one text — delete it: `  users: "1.1M+"` [yaml-stray-quote]',
    ]);
  });
});

/**
 * Verify: the built site read back as a visitor gets it. Each render thread scans its
 * pages as it renders them (`scanPage`, build/verify/scan.ts); this stage adds what needs every
 * page (fragment links to other pages, the pictures in dist/) and turns each failure into a
 * problem at the content file, line, column and field it came from (build/verify/origin.ts),
 * never at a line of HTML. Input: the scanned pages, the shared layout's scans, the content
 * files, dist/. Output: problems.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fromCatalogue, suggestion, type Problem, type Where } from '../problems.ts';
import { Errors } from '../errors/catalogue.ts';
import type { SourceFile } from './parse.ts';
import { locate } from '../locate.ts';
import { blankField, emptyMarkdownElements, findText, searchOrder } from '../verify/origin.ts';
import type { OutputFinding, ScannedPage } from '../verify/scan.ts';

export { scanPage, type ScannedPage } from '../verify/scan.ts';

/** Pictures above these are refused: a phone's full-size photo costs a visitor seconds. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_PICTURE_SIDE = 10_000;

export interface VerifyInput {
  /** Every page's scan (its own part, `<main>`), in route order. */
  pages: ScannedPage[];
  /** The shared parts (header variants, footer, the document shell), scanned once; their ids are on every page. */
  layout: ScannedPage[];
  sources: SourceFile[];
  dist: string;
  /** Whether to check the pictures the build draws (false in the dev server, which draws them after the pages). */
  generatedPictures?: boolean;
}

type PictureFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg';

/** The format a file's first bytes say it is, of those browsers show; undefined for any other. */
export function pictureFormat(head: Buffer, name = ''): PictureFormat | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (head.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]$/.test(head.subarray(8, 12).toString('latin1'))) return 'avif';
  const text = head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  // A drawing may open with an XML declaration or a long comment before <svg: served as image/svg+xml by its name.
  if (text.startsWith('<svg') || ((text.startsWith('<?xml') || text.startsWith('<!--') || text.startsWith('<!DOCTYPE svg')) && (text.includes('<svg') || /\.svg$/i.test(name)))) return 'svg';
  return undefined;
}

/** What is wrong with the picture at `abs` for a visitor; undefined when browsers show it. */
export async function pictureProblem(abs: string): Promise<string | undefined> {
  let size: number;
  try {
    size = statSync(abs).size;
  } catch {
    return 'does not exist';
  }
  const head = Buffer.alloc(512);
  const fd = openSync(abs, 'r');
  try {
    readSync(fd, head, 0, 512, 0);
  } finally {
    closeSync(fd);
  }
  const format = pictureFormat(head, abs);
  if (!format) return 'is not in a format browsers show (JPEG, PNG, WebP, AVIF, GIF or SVG)';
  if (size > MAX_PICTURE_BYTES) return `is ${(size / 1024 / 1024).toFixed(1)} MB, more than the ${MAX_PICTURE_BYTES / 1024 / 1024} MB a page may load for one picture`;
  if (format === 'svg') return undefined;
  try {
    const { loadSharp } = await import('../images/encode.ts');
    const sharp = await loadSharp();
    const meta = await sharp(abs, { failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) return 'cannot be decoded (it has no size)';
    if (Math.max(meta.width, meta.height) > MAX_PICTURE_SIDE) return `is ${meta.width}×${meta.height} pixels, more than ${MAX_PICTURE_SIDE} a side`;
  } catch (err) {
    return `cannot be decoded: ${(err instanceof Error ? err.message : String(err)).replace(/\.$/, '')}`;
  }
  return undefined;
}

/**
 * Pictures the build made itself (covers, social cards: `/og/`, `/assets/`, hashed names under
 * `/images/`… are encoded by sharp from a checked source) are only checked for existence and
 * format; an editor's file copied as it is (`/images/…` from content/images) is decoded too.
 */
const isGenerated = (path: string) => !path.startsWith('/images/');

export async function verifyOutput(input: VerifyInput): Promise<Problem[]> {
  const problems: Problem[] = [];
  const everyPage = new Set(input.layout.flatMap((l) => l.ids));
  const idsOf = new Map(input.pages.map((p) => [p.path, new Set(p.ids)]));
  const hasId = (page: string, id: string) => everyPage.has(id) || (idsOf.get(page)?.has(id) ?? false);
  const bySource = new Map(input.sources.map((s) => [s.file, s]));
  // Empty elements of a Markdown body are matched in order with the body's empty constructs.
  const emptiesUsed = new Map<string, number>();

  const place = (page: ScannedPage, needle: string, token: string, markdown?: boolean): Where =>
    findText(searchOrder(input.sources, page.source), needle, token, markdown) ?? { file: page.source, line: 1, column: 1, field: '' };

  const emptyPlace = (page: ScannedPage, finding: OutputFinding): Where => {
    const own = bySource.get(page.source);
    if (own && finding.markdown) {
      const empties = emptyMarkdownElements(own);
      const n = emptiesUsed.get(page.path) ?? 0;
      if (empties[n]) {
        emptiesUsed.set(page.path, n + 1);
        return empties[n];
      }
    }
    const blank = own && blankField(own);
    if (blank) return blank;
    if (finding.needle) return place(page, finding.needle, finding.needle);
    return { file: page.source, line: 1, column: 1, field: '' };
  };

  const report = (page: ScannedPage, f: OutputFinding) => {
    const on = page.path;
    switch (f.kind) {
      case 'markup-as-text':
        problems.push(fromCatalogue(Errors.OutputMarkupAsText, place(page, f.needle, f.shown.slice(0, 4), f.markdown), { shown: f.shown, page: on }));
        break;
      case 'empty-text':
        problems.push(fromCatalogue(Errors.OutputEmptyText, emptyPlace(page, f), { shown: f.shown, page: on }));
        break;
      case 'url-malformed':
        problems.push(fromCatalogue(Errors.OutputUrlMalformed, place(page, f.needle, f.needle, f.markdown), { href: f.shown, page: on }));
        break;
      case 'url-unsafe':
        problems.push(fromCatalogue(Errors.OutputUrlUnsafe, place(page, f.needle, f.needle, f.markdown), { href: f.shown, page: on }));
        break;
    }
  };

  for (const layout of input.layout) for (const f of layout.findings) report({ ...layout, source: 'content/site.yaml' }, f);
  for (const page of input.pages) {
    for (const f of page.findings) report(page, f);
    const own = bySource.get(page.source);
    for (const { field } of page.missing) {
      const where: Where = own ? { file: own.file, ...locate(own, [field]), field } : { file: page.source, line: 1, column: 1, field };
      problems.push(fromCatalogue(Errors.OutputTextMissing, where, { page: page.path }));
    }
    for (const link of [...page.fragments]) {
      // A fragment on a file or a redirect is not ours to check; on a page, it must name an id there.
      if (!idsOf.has(link.page) || hasId(link.page, link.id)) continue;
      const known = [...(idsOf.get(link.page) ?? [])];
      const hint = suggestion(link.id, known);
      problems.push(fromCatalogue(Errors.OutputFragmentMissing, place(page, link.href, link.href, link.markdown), {
        href: link.href, page: page.path, target: link.page, suggestion: hint && hint.replace(/"([^"]*)"\?$/, `"#$1"?`),
      }));
    }
  }
  for (const layout of input.layout) {
    for (const link of layout.fragments) {
      if (link.page === layout.path || !idsOf.has(link.page) || hasId(link.page, link.id)) continue;
      problems.push(fromCatalogue(Errors.OutputFragmentMissing, place({ ...layout, source: 'content/site.yaml' }, link.href, link.href), { href: link.href, page: 'every page', target: link.page }));
    }
  }

  const pictures = new Map<string, ScannedPage>();
  for (const page of [...input.layout, ...input.pages]) for (const src of page.pictures) if (!pictures.has(src)) pictures.set(src, page);
  for (const [src, page] of pictures) {
    if (input.generatedPictures === false && isGenerated(src)) continue;
    const abs = join(input.dist, decodeURIComponent(src));
    const problem = isGenerated(src) ? await generatedPictureProblem(abs) : await pictureProblem(abs);
    if (problem) problems.push(fromCatalogue(Errors.OutputPicture, place(page, src, src), { src, page: page.path, problem }));
  }
  return dedupe(problems);
}

async function generatedPictureProblem(abs: string): Promise<string | undefined> {
  try {
    const head = Buffer.alloc(64);
    const fd = openSync(abs, 'r');
    try {
      readSync(fd, head, 0, 64, 0);
    } finally {
      closeSync(fd);
    }
    return pictureFormat(head, abs) ? undefined : 'is not in a format browsers show (JPEG, PNG, WebP, AVIF, GIF or SVG)';
  } catch {
    return 'does not exist';
  }
}

/** One problem per place and code (the same broken text on many pages is one mistake). */
function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.code}|${p.file}|${p.line}|${p.column}|${p.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `node --import tsx build/tools/compare-images.ts BEFORE_DIST AFTER_DIST`: SSIM (ssim.js, 1 = identical)
 * of every picture two builds share, with the bytes of each side, to check that a change to the
 * pictures' drawing or encoding shows no visible difference:
 *   - social cards by path (`og/…`);
 *   - covers by item (`assets/covers.json`): each one's file per format and width, whatever its
 *     name (names carry the cache key, which changes with the encoder settings).
 * Prints, per kind of file, how many, the lowest, median and mean SSIM, and the bytes before and after.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { ssim } from 'ssim.js';
import type { ResponsiveImage } from '../../src/lib/images.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-images.ts BEFORE_DIST AFTER_DIST');

const pixels = async (file: string) => {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
};

/** Pairs of files to compare, by the kind they are reported under. */
const pairs = new Map<string, { name: string; before: string; after: string }[]>();
const pair = (kind: string, name: string, a: string, b: string) => pairs.set(kind, [...(pairs.get(kind) ?? []), { name, before: a, after: b }]);

for (const file of readdirSync(join(before, 'og'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.jpg'))) {
  const other = join(after, 'og', file);
  if (existsSync(other)) pair(file.endsWith('-x.jpg') ? 'social card, X (jpeg 1200)' : 'social card, Open Graph (jpeg 1200)', `og/${file}`, join(before, 'og', file), other);
}

/** Each file of a cover by format and width: `avif 800` → its path in dist/. */
const coverFiles = (dist: string, image: ResponsiveImage): Map<string, string> => {
  const files = new Map<string, string>();
  for (const source of image.sources) {
    for (const candidate of source.srcset.split(', ')) {
      const [url, width] = candidate.split(' ');
      files.set(`${source.type.replace('image/', '')} ${width.replace('w', '')}`, join(dist, url));
    }
  }
  // The fallback: its srcset when it has one (since WebP was dropped), else its one src.
  for (const url of image.srcset ? image.srcset.split(', ').map((c) => c.split(' ')[0]) : [image.src]) {
    const fallback = url.match(/-(\d+)\.(\w+)$/);
    if (fallback) files.set(`${fallback[2] === 'jpg' ? 'jpeg' : fallback[2]} ${fallback[1]}`, join(dist, url));
  }
  return files;
};
const covers = (dist: string) => JSON.parse(readFileSync(join(dist, 'assets', 'covers.json'), 'utf8')) as Record<string, ResponsiveImage>;
const coversAfter = covers(after);
for (const [id, image] of Object.entries(covers(before))) {
  if (!coversAfter[id]) continue;
  const afterFiles = coverFiles(after, coversAfter[id]);
  for (const [variant, file] of coverFiles(before, image)) {
    const other = afterFiles.get(variant);
    if (other) pair(`cover (${variant})`, `${id} ${variant}`, file, other);
  }
}

console.log('| files | count | SSIM lowest | median | mean | KB before | KB after |\n|---|---|---|---|---|---|---|');
const lowest: { name: string; ssim: number }[] = [];
for (const [kind, list] of [...pairs].sort(([a], [b]) => a.localeCompare(b))) {
  const scores: number[] = [];
  let bytesBefore = 0;
  let bytesAfter = 0;
  for (const p of list) {
    const score = ssim(await pixels(p.before), await pixels(p.after)).mssim;
    scores.push(score);
    lowest.push({ name: p.name, ssim: score });
    bytesBefore += statSync(p.before).size;
    bytesAfter += statSync(p.after).size;
  }
  scores.sort((a, b) => a - b);
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  console.log(`| ${kind} | ${scores.length} | ${scores[0].toFixed(4)} | ${scores[Math.floor(scores.length / 2)].toFixed(4)} | ${mean.toFixed(4)} | ${(bytesBefore / 1024).toFixed(0)} | ${(bytesAfter / 1024).toFixed(0)} |`);
}
lowest.sort((a, b) => a.ssim - b.ssim);
console.log(`\nlowest: ${lowest.slice(0, 5).map((s) => `${s.name} ${s.ssim.toFixed(4)}`).join('; ')}`);
console.log(`(${relative(process.cwd(), before) || '.'} against ${relative(process.cwd(), after) || '.'})`);

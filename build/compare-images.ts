/**
 * `node --import tsx build/compare-images.ts BEFORE_DIST AFTER_DIST`: SSIM (ssim.js, 1 = identical)
 * of every social card the two builds share by path (`og/…`), with the bytes of each side, to
 * check that a change to the pictures' drawing or encoding shows no visible difference.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { ssim } from 'ssim.js';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: compare-images.ts BEFORE_DIST AFTER_DIST');

const files = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.jpg')).map((f) => join(dir, f));
const pixels = async (file: string) => {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
};

const scores: { file: string; ssim: number }[] = [];
let bytesBefore = 0;
let bytesAfter = 0;
for (const file of files(join(before, 'og'))) {
  const other = join(after, 'og', relative(join(before, 'og'), file));
  try {
    statSync(other);
  } catch {
    continue;
  }
  scores.push({ file: relative(before, file), ssim: ssim(await pixels(file), await pixels(other)).mssim });
  bytesBefore += statSync(file).size;
  bytesAfter += statSync(other).size;
}
scores.sort((a, b) => a.ssim - b.ssim);
const mean = scores.reduce((sum, s) => sum + s.ssim, 0) / scores.length;
console.log(`${scores.length} social cards: SSIM mean ${mean.toFixed(4)}, lowest ${scores[0].ssim.toFixed(4)} (${scores[0].file}); ${(bytesBefore / 1024).toFixed(0)} KB before, ${(bytesAfter / 1024).toFixed(0)} KB after`);
for (const s of scores.slice(0, 5)) console.log(`  ${s.ssim.toFixed(4)}  ${s.file}`);

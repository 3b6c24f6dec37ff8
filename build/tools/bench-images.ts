/**
 * `node --import tsx build/tools/bench-images.ts [--covers N]`: how the site's pictures cost, to choose
 * encoder settings by measurement. Draws the real site's covers (and a sample of social cards)
 * once through the drawing workers, then encodes the covers with each candidate setting and
 * prints, per format and width: CPU milliseconds per file, kilobytes per file, and SSIM against
 * the drawing itself resized to that width (1 = identical), averaged over the covers.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { ssim } from 'ssim.js';
import { lucideIconSet } from '../../src/lib/lucide-files.ts';
import { checkContent, projectPaths } from '../pipeline.ts';
import { generatorId } from '../images/cache.ts';
import { planPictures, type PictureJob } from '../images/plan.ts';
import { createDrawPool, type Drawn } from '../images/pool.ts';
import { imageRefs } from '../images/probe.ts';
import { siteRegistry } from '../../src/collections.ts';

const root = resolve(import.meta.dirname, '..', '..');
const count = Number(process.argv[process.argv.indexOf('--covers') + 1]) || 40;
const drawOnly = process.argv.includes('--draw-only');
sharp.cache(false);
// One libvips thread per file: CPU per file is then the figure that sums over a build.
sharp.concurrency(1);

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const paths = projectPaths(root);
const checked = checkContent(paths);
if (!checked.content || !checked.table) throw new Error('the content has errors: run npm run check');
const content = checked.content;
const plan = planPictures({
  content, table: checked.table, probed: new Map(), refs: imageRefs(checked.sources), generator: generatorId(root), icons: lucideIconSet(),
  logo: readFileSync(join(paths.images, content.site.logo.replace(/^\/images\//, ''))), registry: siteRegistry,
});
// In the build's order: grouped by background, which the workers keep.
const background = (j: PictureJob) => ('background' in j.source ? j.source.background : '');
const jobs = [...plan.jobs.values()].filter((j) => 'draw' in j.source).sort((a, b) => background(a).localeCompare(background(b)));
const covers = jobs.filter((j) => j.variants.length > 2).slice(0, count);
const social = jobs.filter((j) => j.variants.length === 2);

const pool = createDrawPool(root, 1);
// The worker's start (satori, yoga, fonts) is paid once per build, not per picture.
if ('draw' in social[0].source) await pool.draw(social[0].source.draw());
const draw = async (list: typeof jobs) => {
  const start = cpuMs();
  const out: Drawn[] = [];
  for (const job of list) if ('draw' in job.source) out.push(await pool.draw(job.source.draw()));
  return { out, ms: (cpuMs() - start) / list.length };
};
const drawnCovers = await draw(covers);
const drawnSocial = await draw(social);
await pool.close();
console.log(`drawing (satori + resvg, layers kept): ${covers.length} covers ${drawnCovers.ms.toFixed(1)} ms, ${social.length} social cards ${drawnSocial.ms.toFixed(1)} ms CPU each`);
if (drawOnly) process.exit(0);

type Options = Record<string, string | number | boolean>;
// [name, format, options, widths]: each setting at the widths it is a candidate for.
const candidates: [string, 'avif' | 'webp' | 'jpeg', Options, number[]][] = [
  ['avif q50 effort 1 4:2:0 (now at 400)', 'avif', { quality: 50, effort: 1, chromaSubsampling: '4:2:0' }, [400]],
  ['avif q50 effort 0 4:2:0', 'avif', { quality: 50, effort: 0, chromaSubsampling: '4:2:0' }, [400]],
  ['avif q56 effort 0 4:2:0', 'avif', { quality: 56, effort: 0, chromaSubsampling: '4:2:0' }, [400]],
  ['avif q62 effort 0 4:2:0', 'avif', { quality: 62, effort: 0, chromaSubsampling: '4:2:0' }, [400]],
  ['avif q45 effort 0 4:2:0 (now at 800)', 'avif', { quality: 45, effort: 0, chromaSubsampling: '4:2:0' }, [800]],
  ['avif q42 effort 0 4:2:0 (now at 1200)', 'avif', { quality: 42, effort: 0, chromaSubsampling: '4:2:0' }, [1200]],
  ['webp q74 effort 2 (before, dropped)', 'webp', { quality: 74, effort: 2 }, [400, 800, 1200]],
  ['jpeg q80 (the fallback)', 'jpeg', { quality: 80 }, [400, 800, 1200]],
];

const rgba = async (image: Sharp) => {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
};
// Each drawing at each width, as the encoders get it and as the reference SSIM compares with.
const sized = new Map<number, { raw: Buffer; info: OutputInfo; reference: Awaited<ReturnType<typeof rgba>> }[]>();
for (const width of [400, 800, 1200]) {
  sized.set(width, await Promise.all(drawnCovers.out.map(async (d) => {
    const { data, info } = await sharp(d.pixels, { raw: { width: d.width, height: d.height, channels: 3 } }).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    return { raw: data, info, reference: await rgba(sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })) };
  })));
}

console.log('\n| encoder setting | width | CPU ms / file | KB / file | SSIM |\n|---|---|---|---|---|');
for (const [name, format, options, widths] of candidates) {
  for (const width of widths) {
    let ms = 0;
    let bytes = 0;
    let similarity = 0;
    for (const picture of sized.get(width)!) {
      const input = sharp(picture.raw, { raw: { width: picture.info.width, height: picture.info.height, channels: 3 } });
      const start = cpuMs();
      const file = await input.toFormat(format, options).toBuffer();
      ms += cpuMs() - start;
      bytes += file.length;
      similarity += ssim(picture.reference, await rgba(sharp(file))).mssim;
    }
    const n = sized.get(width)!.length;
    console.log(`| ${name} | ${width} | ${(ms / n).toFixed(1)} | ${(bytes / n / 1024).toFixed(1)} | ${(similarity / n).toFixed(4)} |`);
  }
}

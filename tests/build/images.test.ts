/**
 * The images stage in the built site: every cover is a responsive <picture>, every route has its
 * own social cards, an editor's image replaces the generated cover, and a rebuild with nothing
 * changed draws and encodes nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../build/build.ts';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { formatProblems, hasErrors } from '../../build/problems.ts';
import { outputFile, type Route } from '../../build/routes.ts';
import { lucideIconSet } from '../../src/lib/lucide-files.ts';
import { generatorId } from '../../build/images/cache.ts';
import { planPictures } from '../../build/images/plan.ts';
import { siteRegistry } from '../../src/collections.ts';
import { imageRefs } from '../../build/images/probe.ts';
import { createDrawPool } from '../../build/images/pool.ts';
import { buildSite, copyCacheFolder } from '../helpers/build.ts';
import { copyContent, ROOT, type ContentCopy } from '../helpers/content.ts';

let dist: string;
let result: BuildResult;
let routes: Route[];
const ORIGIN = 'https://www.tarkaa.dev';

const html = (route: string) => readFileSync(join(dist, outputFile(route)), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const pictures = (page: string) => [...page.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1]);
/** dist/ file of a site URL: `/assets/img/x-400.avif 400w` or `https://origin/og/x.jpg`. */
const fileOf = (url: string) => join(dist, url.replace(ORIGIN, '').replace(/^\//, ''));

beforeAll(async () => {
  ({ dist, result } = await buildSite());
  routes = checkContent(projectPaths(ROOT)).table!.routes;
}, 600_000); // a first build on a machine without .cache/images draws and encodes everything

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('covers', () => {
  it('gives every card on every page a <picture> with an AVIF source and a JPEG fallback at the same widths, width and height, lazy below the fold', () => {
    let cards = 0;
    for (const route of routes) {
      const page = html(route.path);
      const opened = page.match(/<(li|article) class="card (media-card|featured-article)[^"]*"[^>]*>/g) ?? [];
      const withPicture = page.match(/<(li|article) class="card (media-card|featured-article)[^"]*"[^>]*><picture>/g) ?? [];
      expect(withPicture.length, `${route.path}: cards without a cover`).toBe(opened.length);
      cards += opened.length;
      for (const picture of pictures(page)) {
        const sources = picture.match(/<source [^>]*>/g) ?? [];
        expect(sources.map((s) => attr(s, 'type')), route.path).toEqual(['image/avif']);
        for (const s of sources) {
          expect(attr(s, 'srcset'), route.path).toMatch(/^\/assets\/img\/\S+-400\.\w+ 400w, \S+-800\.\w+ 800w, \S+-1200\.\w+ 1200w$/);
          expect(attr(s, 'sizes'), route.path).toBeTruthy();
        }
        const img = /<img [^>]*>/.exec(picture)![0];
        // Safari 14–15 (no AVIF) picks from these: the same widths, so no screen gets a blurrier cover.
        expect(attr(img, 'srcset'), route.path).toMatch(/^\/assets\/img\/\S+-400\.jpg 400w, \S+-800\.jpg 800w, \S+-1200\.jpg 1200w$/);
        expect(attr(img, 'sizes'), route.path).toBe(attr(sources[0]!, 'sizes'));
        expect(attr(img, 'src'), route.path).toMatch(/-800\.jpg$/);
        expect(attr(img, 'width'), route.path).toBe('1200');
        expect(attr(img, 'height'), route.path).toBe('675');
        expect(attr(img, 'alt'), route.path).toBeDefined();
        // Lazy and async; or the page's one priority image (fetched first, so neither); or a hero's
        // lead cover, preloaded for wide screens only and lazy on a phone (src/components/Picture.tsx).
        const loading = [attr(img, 'fetchpriority'), attr(img, 'loading'), attr(img, 'decoding')];
        const expected = loading[0] === 'high' ? ['high', undefined, undefined] : attr(img, 'data-preload-media') ? [undefined, 'lazy', undefined] : [undefined, 'lazy', 'async'];
        expect(loading, route.path).toEqual(expected);
      }
    }
    // 60 projects on /portfolio alone, plus blog, case studies, category and related lists.
    expect(cards).toBeGreaterThan(150);
  });

  it('fetches at most one picture per page at high priority: a project page\'s or an article\'s cover, or the picture leading a first screen', () => {
    for (const route of routes) {
      const page = html(route.path);
      // The picture each high-priority tag asks for (a preload link and its <img> are the same one), by its file's hash.
      const tags = page.match(/<(?:img|link)\b[^>]*fetchpriority="high"[^>]*>/gi) ?? [];
      const pictures = new Set(tags.map((tag) => /\/assets\/img\/([0-9a-f]+)-/.exec(tag)?.[1] ?? tag));
      expect(pictures.size, route.path).toBeLessThanOrEqual(1);
      if (route.template === 'portfolioProject') expect(pictures.size, route.path).toBe(1);
    }
  });

  it('writes every file a picture names, at the width its srcset says and the ratio of width/height', async () => {
    const urls = new Set<string>();
    for (const page of ['/portfolio', '/blog', '/case-studies']) {
      for (const picture of pictures(html(page))) {
        const img = /<img [^>]*>/.exec(picture)![0];
        for (const tag of [...picture.match(/<source [^>]*>/g)!, img]) for (const part of attr(tag, 'srcset')!.split(', ')) urls.add(part);
        urls.add(`${attr(img, 'src')} 800w`);
      }
    }
    // Each cover: AVIF and JPEG at 400, 800 and 1200 px.
    expect(urls.size).toBe((60 + 14 + 9) * 6);
    await Promise.all(
      [...urls].map(async (entry) => {
        const [url, w] = entry.split(' ');
        const meta = await sharp(fileOf(url)).metadata();
        expect(meta.format, url).toBe({ avif: 'heif', jpg: 'jpeg' }[url.split('.').pop()!]);
        expect(`${meta.width}w`, url).toBe(w);
        expect(meta.height, url).toBe(Math.round((meta.width! * 675) / 1200));
      }),
    );
  });

  it('draws a distinct cover per project, in the hue of its category', async () => {
    // The grid's 60 projects; the demo cards above it show some of them again.
    const srcs = new Set(pictures(html('/portfolio')).map((p) => attr(/<img [^>]*>/.exec(p)![0], 'src')!));
    expect(srcs.size).toBe(60);
    // The mean colour of two projects of one category is close; of two categories, not.
    const mean = async (slug: string) => {
      const src = attr(/<img [^>]*>/.exec(pictures(html(`/portfolio/${slug}`))[0])![0], 'src')!;
      const { channels } = await sharp(fileOf(src)).stats();
      return channels.slice(0, 3).map((c) => c.mean);
    };
    const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]));
    // Two Games projects, two FinTech projects.
    const [gameA, gameB, fintechA, fintechB] = await Promise.all(['pixel-kart-racers', 'playzone-game-hub', 'zipwallet-upi-bill-payments', 'lendease-digital-lending-platform'].map(mean));
    expect(distance(gameA, gameB)).toBeLessThan(10);
    expect(distance(fintechA, fintechB)).toBeLessThan(10);
    expect(distance(gameA, fintechA)).toBeGreaterThan(30);
  });
});

describe('social cards', () => {
  it('gives every route its own Open Graph (1200×630) and X (1200×675) image by absolute URL', async () => {
    const seen = new Set<string>();
    const checks: Promise<void>[] = [];
    for (const route of routes) {
      const page = html(route.path);
      const og = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
      const x = /<meta name="twitter:image" content="([^"]+)"/.exec(page)?.[1];
      expect(og, route.path).toMatch(new RegExp(`^${ORIGIN}/og/.+\\.jpg$`));
      expect(x, route.path).toMatch(new RegExp(`^${ORIGIN}/og/.+-x\\.jpg$`));
      expect(page, route.path).toContain('<meta property="og:image:width" content="1200"/>');
      expect(page, route.path).toContain('<meta property="og:image:height" content="630"/>');
      expect(page, route.path).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"\/>/);
      expect(seen.has(og!) || seen.has(x!), `${route.path} shares its card`).toBe(false);
      seen.add(og!).add(x!);
      checks.push(
        (async () => {
          const [o, t] = await Promise.all([sharp(fileOf(og!)).metadata(), sharp(fileOf(x!)).metadata()]);
          expect([o.format, o.width, o.height], og).toEqual(['jpeg', 1200, 630]);
          expect([t.format, t.width, t.height], x).toEqual(['jpeg', 1200, 675]);
        })(),
      );
    }
    await Promise.all(checks);
    expect(routes.some((r) => r.path === '/404')).toBe(true);
    expect(existsSync(fileOf(`${ORIGIN}/og/404.jpg`))).toBe(true);
    expect(existsSync(join(dist, 'images', 'og-default.png'))).toBe(false);
  });

  it('gives redirect pages no card', () => {
    const redirect = readFileSync(join(dist, 'blog/database-performance-optimization-strategies/index.html'), 'utf8');
    expect(redirect).not.toContain('og:image');
  });
});

describe('an editor’s image and the cache', () => {
  let copy: ContentCopy;
  let cache: string;
  const dists: string[] = [];
  const FILE = 'content/portfolio/streamverse-ott-platform.yaml';

  beforeAll(async () => {
    copy = copyContent();
    // A photo-like JPEG, 1600×1000, orange: nothing generated is this colour.
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 250, g: 120, b: 20 } } }).jpeg().toBuffer();
    mkdirSync(join(copy.content, 'images', 'portfolio'), { recursive: true });
    writeFileSync(join(copy.content, 'images', 'portfolio', 'streamverse.jpg'), photo);
    copy.edit(FILE, (t) => t.replace(/^category:/m, 'image: /images/portfolio/streamverse.jpg\ncategory:'));
    // A drawing with transparency for a case study: rasterised at 1200 px, with a PNG fallback.
    writeFileSync(join(copy.content, 'images', 'ward.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><circle cx="80" cy="45" r="40" fill="#0e7490"/></svg>');
    copy.edit('content/case-studies/healthcare-management.yaml', (t) => t.replace(/^title:/m, 'image: /images/ward.svg\ntitle:'));
    // The site's warm cache, so the first build makes only the editor's image.
    cache = mkdtempSync(join(tmpdir(), 'image-cache-'));
    copyCacheFolder(join(ROOT, '.cache', 'images'), join(cache, 'images'));
  });

  afterAll(() => {
    copy?.remove();
    rmSync(cache, { recursive: true, force: true });
    for (const d of dists) rmSync(d, { recursive: true, force: true });
  });

  const buildCopy = async () => {
    const out = mkdtempSync(join(tmpdir(), 'dist-'));
    dists.push(out);
    const built = await build(projectPaths(ROOT, { content: copy.content, displayRoot: copy.dir, dist: out, cache }), { compress: false });
    if (hasErrors(built.problems)) throw new Error(formatProblems(built.problems));
    return { out, built };
  };

  it('uses the editor’s file for the cover, at no more than its own width, and encodes only it; a second build encodes nothing', async () => {
    const first = await buildCopy();
    const page = readFileSync(join(first.out, 'portfolio/streamverse-ott-platform/index.html'), 'utf8');
    const picture = /<picture>([\s\S]*?)<\/picture>/.exec(page)![1];
    const img = /<img [^>]*>/.exec(picture)![0];
    expect(attr(img, 'alt')).toBe('StreamVerse OTT Streaming Platform');
    expect([attr(img, 'width'), attr(img, 'height')]).toEqual(['1200', '750']);
    const file = join(first.out, attr(img, 'src')!.slice(1));
    const { channels } = await sharp(file).stats();
    expect(channels.slice(0, 3).map((c) => Math.round(c.mean / 10))).toEqual([25, 12, 2]);
    // Two pictures changed: their 6 files each (AVIF and the fallback at three widths); nothing drawn.
    expect(first.built.images).toMatchObject({ drawn: 0, encoded: 12 });

    const study = readFileSync(join(first.out, 'case-studies/healthcare-management/index.html'), 'utf8');
    const svgImg = /<picture>[\s\S]*?(<img [^>]*>)[\s\S]*?<\/picture>/.exec(study)![1];
    expect([attr(svgImg, 'width'), attr(svgImg, 'height')]).toEqual(['1200', '675']);
    expect(attr(svgImg, 'src')).toMatch(/-800\.png$/);
    const png = await sharp(join(first.out, attr(svgImg, 'src')!.slice(1))).metadata();
    expect([png.width, png.height, png.hasAlpha]).toEqual([800, 450, true]);

    const second = await buildCopy();
    expect(second.built.images).toMatchObject({ drawn: 0, encoded: 0 });
    expect(second.built.images!.reused).toBe(second.built.images!.pictures);
    const names = (d: string) => readdirSync(join(d, 'assets', 'img')).sort();
    expect(names(second.out)).toEqual(names(first.out));
    const again = readFileSync(join(second.out, 'portfolio/streamverse-ott-platform/index.html'), 'utf8');
    expect(/<picture>[\s\S]*?<\/picture>/.exec(again)![0]).toBe(`<picture>${picture}</picture>`);
  });

  it('counts one picture per cover and one per route', () => {
    expect(result.images!.pictures).toBe(60 + 14 + 9 + routes.length);
  });
});

describe('a picture depends only on its own item', () => {
  /** Every picture the plan would draw for a content folder: its dist/ path → the cached file (the key is in its name). */
  const pictureFiles = (content: string, displayRoot: string) => {
    const checked = checkContent(projectPaths(ROOT, { content, displayRoot }));
    if (hasErrors(checked.problems) || !checked.content || !checked.table) throw new Error(formatProblems(checked.problems));
    const { jobs } = planPictures({
      content: checked.content, table: checked.table, probed: new Map(), refs: imageRefs(checked.sources), generator: generatorId(ROOT),
      icons: lucideIconSet(), logo: readFileSync(join(content, 'images', 'logo.svg')), registry: siteRegistry,
    });
    return new Map([...jobs.values()].flatMap((job) => job.outputs.map((o): [string, string] => [o.path, o.name])));
  };
  let copy: ContentCopy;
  afterAll(() => copy?.remove());

  it('keeps every other cover and social card when an industry and its case study are added, a project removed and an article retitled', () => {
    const before = pictureFiles(join(ROOT, 'content'), ROOT);
    copy = copyContent();
    // A new industry sorts first: with hues by position, every industry after it would change colour.
    copy.write('content/industries/aaa-aquaculture.yaml', copy.read('content/industries/aerospace.yaml').replace(/^slug: aerospace$/m, 'slug: aaa-aquaculture').replace(/^name: Aerospace$/m, 'name: Aquaculture'));
    copy.write('content/case-studies/aaa-fish-farm.yaml', copy.read('content/case-studies/healthcare-management.yaml').replace(/^slug: .*$/m, 'slug: aaa-fish-farm').replace(/^industry: .*$/m, 'industry: aaa-aquaculture').replace(/^title: .*$/m, 'title: "Feed planning for a fish farm"'));
    rmSync(join(copy.content, 'portfolio', 'pixel-kart-racers.yaml'));
    copy.edit('content/blog/ai-healthcare-solutions.md', (t) => t.replace(/^title: .*$/m, 'title: "Machine learning that clinicians trust"').replace(/^metaTitle: .*$/m, 'metaTitle: "Machine learning that clinicians trust"'));
    const problems = copy.check().problems.filter((p) => p.severity === 'error');
    expect(problems, formatProblems(problems)).toEqual([]);
    const after = pictureFiles(copy.content, copy.dir);

    const added = [...after.keys()].filter((path) => !before.has(path));
    const removed = [...before.keys()].filter((path) => !after.has(path));
    // Cover files are named by key: the new case study's and the retitled article's come, the
    // removed project's and the article's old ones go, 6 files each; nothing else.
    expect(added.filter((p) => p.startsWith('assets/img/')).length).toBe(2 * 6);
    expect(removed.filter((p) => p.startsWith('assets/img/')).length).toBe(2 * 6);
    expect(added.filter((p) => p.startsWith('og/')).sort()).toEqual(['og/case-studies/aaa-fish-farm', 'og/industries/aaa-aquaculture'].flatMap((r) => [`${r}.jpg`, `${r}-x.jpg`]).sort());
    expect(removed.filter((p) => p.startsWith('og/'))).toEqual(['og/portfolio/pixel-kart-racers.jpg', 'og/portfolio/pixel-kart-racers-x.jpg']);
    // Every other picture both have is the same file: no cover recoloured, no card redrawn but the retitled article's.
    const changed = [...before].filter(([path, name]) => after.has(path) && after.get(path) !== name).map(([path]) => path);
    expect(changed.filter((p) => p.startsWith('og/'))).toEqual(['og/blog/ai-healthcare-solutions.jpg', 'og/blog/ai-healthcare-solutions-x.jpg']);
    expect(changed.filter((p) => p.startsWith('assets/img/'))).toEqual([]);
  });
});

describe('drawing', () => {
  it('draws a picture on a canvas given back after encoding exactly as on a new one, in whatever order pictures come', async () => {
    const checked = checkContent(projectPaths(ROOT));
    const { jobs } = planPictures({
      content: checked.content!, table: checked.table!, probed: new Map(), refs: imageRefs(checked.sources), generator: generatorId(ROOT),
      icons: lucideIconSet(), logo: readFileSync(join(ROOT, 'content', 'images', 'logo.svg')), registry: siteRegistry,
    });
    const drawings = [...jobs.values()].flatMap((job) => ('draw' in job.source ? [job.source.draw] : []));
    // A cover, a social card with another background, and the cover again.
    const cover = drawings.find((draw) => draw().width === 1200 && draw().background.length === 3)!;
    const card = drawings.find((draw) => JSON.stringify(draw().background) !== JSON.stringify(cover().background))!;
    const fresh = createDrawPool(ROOT, 1);
    const reusing = createDrawPool(ROOT, 1);
    try {
      const expected = Buffer.from((await fresh.draw(cover())).pixels);
      const first = await reusing.draw(card());
      expect(first.pixels.length).toBe(1200 * 675 * 3);
      reusing.release(first);
      const again = await reusing.draw(cover());
      // The card's pixels were on this canvas; none may show through.
      expect(Buffer.from(again.pixels).equals(expected)).toBe(true);
      reusing.release(again);
      expect(Buffer.from((await reusing.draw(cover())).pixels).equals(expected)).toBe(true);
    } finally {
      await Promise.all([fresh.close(), reusing.close()]);
    }
  });

  it('draws a layer at half size in its box where a full-size drawing puts it', async () => {
    const div = (style: Record<string, string | number>, children?: unknown) => ({ type: 'div', props: { style, children } });
    const canvas = (...children: unknown[]) => div({ width: '100%', height: '100%', display: 'flex', position: 'relative' }, children);
    // A white block off the pixel grid of the half-size rendering, and one cut by the canvas's corner.
    const blocks = canvas(
      div({ position: 'absolute', left: 301, top: 151, width: 200, height: 100, backgroundColor: '#ffffff' }),
      div({ position: 'absolute', left: 1100, top: 600, width: 200, height: 200, backgroundColor: '#ffffff' }),
    );
    const job = (scale: number) => ({ width: 1200, height: 675, background: [{ tree: canvas(div({ width: 1200, height: 675, backgroundColor: '#000000' })) }, { scale, tree: blocks }], foreground: canvas() });
    const pool = createDrawPool(ROOT, 1);
    try {
      const full = (await pool.draw(job(1) as never)).pixels;
      const half = (await pool.draw(job(0.5) as never)).pixels;
      const at = (pixels: Uint8Array, x: number, y: number) => pixels[(y * 1200 + x) * 3];
      // Edges are soft for two pixels (the enlargement), as they are in the covers' large icon.
      for (const [x, y] of [[304, 154], [400, 200], [497, 247], [1103, 603], [1199, 674]]) expect(at(half, x, y), `inside at ${x},${y}`).toBe(255);
      for (const [x, y] of [[298, 200], [400, 148], [504, 200], [400, 254], [1097, 640], [1150, 597]]) expect(at(half, x, y), `outside at ${x},${y}`).toBe(0);
      // The same amount of white, centred at the same place to a fifth of a pixel: nothing shifted or lost at the box's edges.
      const centre = (pixels: Uint8Array) => {
        let mass = 0, x = 0, y = 0;
        for (let i = 0; i < pixels.length; i += 3) mass += pixels[i], x += pixels[i] * ((i / 3) % 1200), y += pixels[i] * Math.floor(i / 3 / 1200);
        return { mass, x: x / mass, y: y / mass };
      };
      const [a, b] = [centre(full), centre(half)];
      expect(Math.abs(b.mass / a.mass - 1)).toBeLessThan(0.005);
      expect(Math.abs(b.x - a.x)).toBeLessThan(0.2);
      expect(Math.abs(b.y - a.y)).toBeLessThan(0.2);
    } finally {
      await pool.close();
    }
  });
});

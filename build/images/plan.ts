/**
 * What to draw: every picture the pages name, as a job with its cache key, its source (a drawing
 * or an editor's file), the files to encode and where they go in dist/. Pure: content, routes and
 * the probed sizes of editors' images in, jobs and the covers' markup data out; nothing is read
 * from disk or drawn here, so the server can plan the same covers as the build.
 */
import type { Content, Entry } from '../../src/content/model.ts';
import type { IconNode, IconSet } from '../../src/components/icons.ts';
import { coverId, socialCardFiles, type ResponsiveImage } from '../../src/lib/images.ts';
import type { Route, RouteTable } from '../routes.ts';
import type { CoverSpec, Registry } from '../../src/content/definition.ts';
import { COVER_SIZE, coverLayers, hueOf, SOCIAL_SAFE_Y, SOCIAL_SIZE, socialLayers, type Layers } from './designs.ts';
import { SOCIAL_JPEG, type Variant } from './encode.ts';
import type { DrawJob } from './pool.ts';
import { hash, type ImageRef, type ProbedFile } from './probe.ts';

/**
 * Widths of cover files. The layouts (COVER_SIZES in src/components/Cover.tsx) show a cover from
 * about 290 px (a card on a 320 px phone) to 800 px (a project page's cover on a desktop), so on
 * 1× and 2× screens the browser asks for 290–1600 px: 400 for 1× cards, 800 for 2× phone cards and
 * 1× detail covers, 1200 (the drawing's own width) for 2× tablets and detail covers.
 */
export const COVER_WIDTHS = [400, 800, 1200];
/**
 * Formats: AVIF, and JPEG (PNG for a picture with transparency) at the same widths for browsers
 * without AVIF. No WebP: every browser that takes WebP in a <picture> takes AVIF too, except
 * Safari 14–15 (iOS 14–15, the last systems of the iPhone 6s/7 and the first SE), which takes the
 * JPEG at the same width instead, larger in bytes and closer to the drawing (SSIM 0.9968 against
 * WebP's 0.9942 at 800 px). The three WebP files were a third of a cold build's encoding
 * (the history of docs/benchmarks.md).
 */
const FALLBACK_SRC_WIDTH = 800;
/** Cover files are served from here; /assets/* is cached for a year (see hosting.ts), safe as names carry the content hash. */
export const COVER_URL = '/assets/img';

/** A file for dist/ under `path`, encoded as the cached file `name`. */
export interface Output {
  path: string;
  name: string;
}

export interface PictureJob {
  key: string;
  /** A drawing is described, and its element trees built only if the cache lacks it; `background` groups jobs for the workers. */
  source: { background: string; draw: () => DrawJob } | { abs: string; refs: ImageRef[] };
  variants: Variant[];
  /** Path in dist/ of each variant (a picture may be published under several names). */
  outputs: Output[];
}

export interface PlanInput {
  content: Content;
  table: RouteTable;
  /** Editors' images that could be read, by the value content names them with. */
  probed: Map<string, ProbedFile>;
  /** Where content names each image, for problems found while decoding. */
  refs: ImageRef[];
  /** What changes pixels besides a picture's inputs (see cache.ts). */
  generator: string;
  icons: IconSet;
  /** The site's logo file. */
  logo: Buffer;
  /** The content types: their covers and icons. */
  registry: Registry;
}

export interface Plan {
  /** By cache key: a picture named twice (two routes with the same card) is one job. */
  jobs: Map<string, PictureJob>;
  /** Cover of each item by `coverId(folder, slug)`. */
  covers: Map<string, ResponsiveImage>;
}

interface CoverItem {
  /** Its key in `Plan.covers`. */
  id: string;
  spec: CoverSpec & { icon: string };
}

/** A cover for every entry of each collection whose definition declares one (`cover` in src/collections.ts). */
function coverItems(content: Content, registry: Registry): CoverItem[] {
  return registry.collections.flatMap((definition) => {
    if (!definition.cover) return [];
    const entries = (content as unknown as Record<string, Entry<unknown>[]>)[definition.name] ?? [];
    return entries.map((entry) => {
      const spec = definition.cover!(entry as never, content);
      return { id: coverId(definition.folder, entry.slug), spec: { ...spec, icon: spec.icon ?? definition.icon?.(entry as never, content) ?? 'sparkles' } };
    });
  });
}

/**
 * Icon of a route's social card, from its collection's definition (src/collections.ts): the icon of
 * the entry the route comes from (a group page's first entry, whose icon follows the group).
 */
function routeIcon(route: Route, content: Content, registry: Registry, entryOf: (collection: string, file: string) => Entry<unknown> | undefined): string {
  const definition = registry.collections.find((c) => c.name === route.collection);
  const entry = entryOf(route.collection, route.source);
  return (entry && definition?.icon?.(entry as never, content)) || 'sparkles';
}

/**
 * The entry of each collection by its file, found by one lookup (a search of the collection for
 * each route grows with the square of the number of pages).
 */
function entriesByFile(content: Content): (collection: string, file: string) => Entry<unknown> | undefined {
  const byCollection = new Map<string, Map<string, Entry<unknown>>>();
  return (collection, file) => {
    let byFile = byCollection.get(collection);
    if (!byFile) {
      byFile = new Map();
      // The first entry of a file, as a search in order would find.
      for (const e of (content as unknown as Record<string, Entry<unknown>[] | undefined>)[collection] ?? []) if (!byFile.has(e.file)) byFile.set(e.file, e);
      byCollection.set(collection, byFile);
    }
    return byFile.get(file);
  };
}

function iconNode(icons: IconSet, name: string): IconNode {
  const node = icons.get(name);
  if (!node) throw new Error(`the icon "${name}" is not in lucide-react`);
  return node;
}

function drawJob(layers: Layers, size: { width: number; height: number }): DrawJob {
  return { background: layers.background, foreground: layers.foreground, ...size };
}

function responsive(key: string, widths: number[], height: (w: number) => number, fallback: 'jpeg' | 'png'): { image: ResponsiveImage; variants: Variant[] } {
  const ext = { avif: 'avif', jpeg: 'jpg', png: 'png' } as const;
  const file = (w: number, format: 'avif' | 'jpeg' | 'png') => `${key}-${w}.${ext[format]}`;
  const variants: Variant[] = widths.flatMap((w) => (['avif', fallback] as const).map((format) => ({ name: file(w, format), format, width: w })));
  const srcset = (format: 'avif' | 'jpeg' | 'png') => widths.map((w) => `${COVER_URL}/${file(w, format)} ${w}w`).join(', ');
  // Browsers without srcset (none in use) get the middle width, as before there were several.
  const srcWidth = [...widths].reverse().find((w) => w <= FALLBACK_SRC_WIDTH) ?? widths[0];
  const largest = widths[widths.length - 1];
  return {
    image: {
      sources: [{ type: 'image/avif', srcset: srcset('avif') }],
      srcset: srcset(fallback),
      src: `${COVER_URL}/${file(srcWidth, fallback)}`,
      width: largest,
      height: height(largest),
    },
    variants,
  };
}

/** Widths for a given image: the standard ones below its own width, then its width (never enlarged), at most 1200. */
function widthsFor(sourceWidth: number): number[] {
  const top = Math.min(sourceWidth, COVER_WIDTHS[COVER_WIDTHS.length - 1]);
  return [...COVER_WIDTHS.filter((w) => w < top), top];
}

export function planPictures({ content, table, probed, refs, generator, icons, logo: logoBytes, registry }: PlanInput): Plan {
  const site = content.site;
  const logo = `data:image/svg+xml;base64,${logoBytes.toString('base64')}`;
  const logoHash = hash(logoBytes);
  const jobs = new Map<string, PictureJob>();
  const addJob = (job: Omit<PictureJob, 'outputs'>, outputs: Output[]) => {
    const existing = jobs.get(job.key);
    if (existing) existing.outputs.push(...outputs);
    else jobs.set(job.key, { ...job, outputs });
  };

  const covers = new Map<string, ResponsiveImage>();
  const refsByValue = new Map<string, ImageRef[]>();
  for (const ref of refs) refsByValue.set(ref.value, [...(refsByValue.get(ref.value) ?? []), ref]);
  for (const { id, spec } of coverItems(content, registry)) {
    const given = spec.image;
    let key: string;
    let made: { image: ResponsiveImage; variants: Variant[] };
    let source: PictureJob['source'];
    if (given) {
      const file = probed.get(given);
      if (!file) continue; // missing (crossref) or unreadable (probe.ts): the build stops before rendering
      const widths = widthsFor(file.width);
      key = hash(generator, 'given', file.bytes, JSON.stringify(widths));
      made = responsive(key, widths, (w) => Math.round((w * file.height) / file.width), file.hasAlpha ? 'png' : 'jpeg');
      source = { abs: file.abs, refs: refsByValue.get(given) ?? [] };
    } else {
      const design = { title: spec.title, hue: hueOf(spec.hueKey), label: spec.label, icon: spec.icon };
      key = hash(generator, 'cover', JSON.stringify(design), logoHash, JSON.stringify(COVER_WIDTHS));
      made = responsive(key, COVER_WIDTHS, (w) => Math.round((w * COVER_SIZE.height) / COVER_SIZE.width), 'jpeg');
      source = { background: `cover ${design.hue} ${design.icon}`, draw: () => drawJob(coverLayers({ ...design, icon: iconNode(icons, design.icon), logo }), COVER_SIZE) };
    }
    covers.set(id, made.image);
    addJob({ key, source, variants: made.variants }, made.variants.map((v) => ({ path: `${COVER_URL.slice(1)}/${v.name}`, name: v.name })));
  }

  const host = new URL(site.origin).host;
  const entryOf = entriesByFile(content);
  for (const route of table.routes) {
    const design = { title: route.title, section: route.section, icon: routeIcon(route, content, registry, entryOf), siteName: site.name, host };
    const key = hash(generator, 'social', JSON.stringify(design), logoHash);
    const crop = { top: Math.floor(SOCIAL_SAFE_Y), height: 630 };
    const variants: Variant[] = [
      { name: `${key}-og.jpg`, format: 'jpeg', width: SOCIAL_SIZE.width, crop, options: SOCIAL_JPEG },
      { name: `${key}-x.jpg`, format: 'jpeg', width: SOCIAL_SIZE.width, options: SOCIAL_JPEG },
    ];
    const files = socialCardFiles(route.path);
    const draw = () => drawJob(socialLayers({ ...design, icon: iconNode(icons, design.icon), logo }), SOCIAL_SIZE);
    addJob({ key, source: { background: `social ${design.icon}`, draw }, variants }, [{ path: files.og, name: variants[0].name }, { path: files.x, name: variants[1].name }]);
  }
  return { jobs, covers };
}

/**
 * The pipeline on a small fixture site (tests/fixtures/site: a few files per collection), so these
 * tests do not depend on the real content: routes, links, the sitemap, the search index and
 * computed counts; a new industry as one file; a new content type from four files.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build, type BuildResult } from '../../build/build.ts';
import { checkContent, projectPaths, type Paths } from '../../build/pipeline.ts';
import { formatProblems, hasErrors } from '../../build/problems.ts';
import { outputFile } from '../../build/routes.ts';
import { siteRegistry } from '../../src/collections.ts';
import type { Registry } from '../../src/content/definition.ts';
import { ROOT } from '../helpers/content.ts';
import { buildRelations, related } from '../../src/content/relations.ts';
import { events } from '../fixtures/events/events.collection.ts';
import { iconNames } from '../../src/lib/icon-sprite.ts';

const FIXTURE = join(ROOT, 'tests', 'fixtures', 'site', 'content');
const temps: string[] = [];

/** A copy of the fixture site in a temporary folder (content/, and dist/ to build into). */
function fixtureCopy(): { dir: string; paths: Paths } {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-site-'));
  temps.push(dir);
  cpSync(FIXTURE, join(dir, 'content'), { recursive: true });
  return { dir, paths: projectPaths(ROOT, { content: join(dir, 'content'), displayRoot: dir, dist: join(dir, 'dist') }) };
}

async function buildOk(paths: Paths, registry?: Registry): Promise<BuildResult> {
  const result = await build(paths, { compress: false, registry });
  if (hasErrors(result.problems)) throw new Error(`the fixture does not build:\n${formatProblems(result.problems)}`);
  return result;
}

const read = (paths: Paths, file: string) => readFileSync(join(paths.dist, file), 'utf8');
/** The site paths a built page links to (failures then print a list, not the page). */
const linksOn = (paths: Paths, file: string) => [...read(paths, file).matchAll(/ href="(\/[^"]*)"/g)].map((m) => m[1]);
const searchPaths = (paths: Paths) => (JSON.parse(read(paths, 'search-index.json')) as { path: string }[]).map((e) => e.path);

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('the fixture site', () => {
  let paths: Paths;
  let routes: string[];
  beforeAll(async () => {
    ({ paths } = fixtureCopy());
    await buildOk(paths);
    routes = checkContent(paths).table!.routes.map((r) => r.path);
  });

  test('every collection item has its page at the path its definition gives, and nothing else decides paths', () => {
    const content = checkContent(paths).content!;
    for (const definition of siteRegistry.collections) {
      const entries = (content as unknown as Record<string, { url?: string }[]>)[definition.name];
      expect(entries.length, `fixture has files in content/${definition.folder}`).toBeGreaterThan(0);
      for (const entry of entries) if (entry.url) expect(existsSync(join(paths.dist, outputFile(entry.url))), entry.url).toBe(true);
    }
    expect(routes).toEqual(expect.arrayContaining(['/', '/services/mobile-app-development', '/blog/ai-healthcare-solutions', '/blog/category/ai-and-machine-learning', '/portfolio/category/fintech', '/docs/release-checklist', '/privacy-policy']));
  });

  test("every page's icon sprite holds exactly the icons the page draws, its main part's own among them", () => {
    const symbols = (html: string) => new Set([...html.matchAll(/<symbol id="i-([a-z0-9-]+)"/g)].map((m) => m[1]));
    const sprites = new Map<string, number>();
    for (const route of routes) {
      const html = read(paths, outputFile(route));
      const drawn = iconNames(html.replace(/<svg class="icon-sprite"[\s\S]*?<\/svg>/, ''));
      expect([...symbols(html)].sort(), route).toEqual([...drawn].sort());
      const key = [...drawn].sort().join(' ');
      sprites.set(key, (sprites.get(key) ?? 0) + 1);
    }
    // Pages whose main part adds icons to the header's and footer's, and pages whose does not.
    expect(sprites.size).toBeGreaterThan(1);
    expect(Math.max(...sprites.values())).toBeGreaterThan(1);
  });

  test('cards link to the item pages and category pages made by the route table', () => {
    expect(linksOn(paths, 'services/index.html')).toContain('/services/python-development');
    expect(linksOn(paths, 'blog/ai-healthcare-solutions/index.html')).toContain('/blog/category/ai-and-machine-learning');
    expect(linksOn(paths, 'portfolio/index.html')).toContain('/portfolio/category/fintech');
    expect(linksOn(paths, 'case-studies/fintech-mobile-banking/index.html')).toContain('/industries/fintech');
  });

  test('the sitemap and the search index list every indexable page, and the 404 page neither', () => {
    const sitemap = read(paths, 'sitemap.xml');
    const search = searchPaths(paths);
    for (const path of routes.filter((p) => p !== '/404')) {
      expect(sitemap).toContain(`<loc>https://www.tarkaa.dev${path}</loc>`);
      expect(search).toContain(path);
    }
    expect(sitemap).not.toContain('/404');
    expect(search).not.toContain('/404');
  });

  test('counts in content text are computed from the files', () => {
    const notFound = read(paths, '404.html');
    const files = (folder: string) => readdirSync(join(FIXTURE, folder)).length;
    expect(notFound).toContain(`${files('portfolio')} projects and ready platforms.`);
    expect(notFound).toContain(`Software for ${files('industries')} industries.`);
    expect(notFound).not.toContain('{industries}');
  });

  test('a count of a collection that does not exist is reported where it is written, with the likely name', () => {
    const copy = fixtureCopy();
    const file = join(copy.paths.content, 'pages', 'not-found.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('{industries}', '{industrys}'));
    expect(checkContent(copy.paths).problems).toEqual([
      expect.objectContaining({ file: 'content/pages/not-found.yaml', line: 12, field: 'quickLinks[1].text', message: '"{industrys}" is not a collection to count', hint: 'did you mean "industries"?' }),
    ]);
  });

  test('a new industry is one file: the lists, counts, sitemap and search index that show industries include it', async () => {
    const copy = fixtureCopy();
    writeFileSync(join(copy.paths.content, 'industries', 'insurance.yaml'), readFileSync(join(FIXTURE, 'industries', 'healthcare.yaml'), 'utf8')
      .replace(/^slug: .*$/m, 'slug: insurance').replace(/^name: .*$/m, 'name: Insurance'));
    await buildOk(copy.paths);
    expect(read(copy.paths, '404.html')).toContain(`Software for ${readdirSync(join(FIXTURE, 'industries')).length + 1} industries.`);
    expect(linksOn(copy.paths, 'industries/index.html')).toContain('/industries/insurance');
    expect(read(copy.paths, 'industries/insurance/index.html')).toContain('Insurance Software Solutions');
    expect(read(copy.paths, 'sitemap.xml')).toContain('<loc>https://www.tarkaa.dev/industries/insurance</loc>');
    expect(searchPaths(copy.paths)).toContain('/industries/insurance');
  });
});

describe('a new content type from four files (definition, schema, folder, template)', () => {
  const registry: Registry = { ...siteRegistry, collections: [...siteRegistry.collections, events] };
  const EVENTS = join(ROOT, 'tests', 'fixtures', 'events');

  function withEvents() {
    const copy = fixtureCopy();
    const schemas = join(copy.dir, 'schemas');
    cpSync(join(ROOT, 'schemas'), schemas, { recursive: true });
    cpSync(join(EVENTS, 'event.schema.json'), join(schemas, 'event.schema.json'));
    cpSync(join(EVENTS, 'content', 'events'), join(copy.paths.content, 'events'), { recursive: true });
    return { ...copy, paths: { ...copy.paths, schemas } };
  }

  test('its pages are routed, rendered with its template, in the sitemap and in the search index', async () => {
    const { paths } = withEvents();
    await buildOk(paths, registry);
    const page = read(paths, 'events/react-native-meetup/index.html');
    expect(page).toContain('<h1>React Native Meetup Bengaluru</h1>');
    expect(page).toContain('<title>React Native Meetup Bengaluru');
    expect(read(paths, 'sitemap.xml')).toContain('<loc>https://www.tarkaa.dev/events/python-workshop</loc>');
    expect(searchPaths(paths)).toEqual(expect.arrayContaining(['/events/react-native-meetup', '/events/python-workshop']));
  });

  test('its definition alone gives each event a cover, its structured data and a place on the services it names', async () => {
    const { paths } = withEvents();
    await buildOk(paths, registry);
    const page = read(paths, 'events/python-workshop/index.html');
    // The cover: a drawn picture whose files are in dist/, and it is listed in the covers the server reads.
    const covers = JSON.parse(read(paths, 'assets/covers.json')) as Record<string, { src: string; srcset: string }>;
    const cover = covers['events/python-workshop'];
    expect(cover, 'covers.json has the event').toBeDefined();
    expect(page).toContain(`src="${cover.src}"`);
    for (const file of [cover.src, ...cover.srcset.split(', ').map((c) => c.split(' ')[0])]) expect(existsSync(join(paths.dist, file)), file).toBe(true);
    // The structured data its definition declares, beside what every page has.
    const jsonLd = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string; name?: string; startDate?: string });
    expect(jsonLd.map((d) => d['@type'])).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Event']);
    expect(jsonLd[3]).toMatchObject({ name: 'FastAPI in Production Workshop', startDate: '2026-06-20' });
    // Its `services` reference: the event's page links the service, and the service's related entries list the event.
    expect(linksOn(paths, 'events/python-workshop/index.html')).toContain('/services/python-development');
    const { content } = checkContent(paths, { registry });
    const service = content!.services.find((s) => s.slug === 'python-development')!;
    expect(related(buildRelations(content!, registry), service, 'events').map((e) => e.slug)).toEqual(['python-workshop']);
    expect(related(buildRelations(content!, siteRegistry), service, 'events')).toEqual([]);
  });

  test('its files are validated against its schema, with file, line and field', () => {
    const { paths } = withEvents();
    writeFileSync(join(paths.content, 'events', 'python-workshop.yaml'), 'title: FastAPI in Production Workshop\ndate: 20 June 2026\nsummary: A hands-on morning on deploying FastAPI services.\n');
    const problems = checkContent(paths, { registry }).problems;
    expect(problems).toEqual([expect.objectContaining({ file: 'content/events/python-workshop.yaml', line: 2, column: 7, field: 'date' })]);
  });

  test('its links are checked like every other content link', () => {
    const { paths } = withEvents();
    writeFileSync(join(paths.content, 'events', 'react-native-meetup.yaml'), readFileSync(join(EVENTS, 'content', 'events', 'react-native-meetup.yaml'), 'utf8').replace('href: /contact', 'href: /contakt'));
    const problems = checkContent(paths, { registry }).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/events/react-native-meetup.yaml', field: 'register.href' });
    expect(problems[0].hint).toContain('/contact');
  });
});

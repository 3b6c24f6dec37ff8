/**
 * One test per cross-file code (references, links, images): a few small files inline, run
 * through the stage that reports the code, asserting the exact words, line and column.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImageFiles } from '../../../build/images/probe.ts';
import type { Problem } from '../../../build/problems.ts';
import type { Route, RouteTable } from '../../../build/routes.ts';
import { assembleContent } from '../../../build/stages/assemble.ts';
import { checkCrossReferences } from '../../../build/stages/crossref.ts';
import { gatherFacts } from '../../../build/stages/load.ts';
import { lucideIconNames } from '../../../src/lib/lucide-files.ts';
import { linkTargets } from '../../../build/link-targets.ts';
import { checkContentLinks } from '../../../build/stages/content-links.ts';
import { brokenLinks, createLinkCheck } from '../../../build/stages/rendered-links.ts';
import { checkTechnologyNames, checkTechnologySlugs } from '../../../build/stages/references.ts';
import { shown, sources } from './helpers.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { tempDir } from '../../helpers/temp.ts';


function table(paths: string[], extra: Partial<Route>[] = []): RouteTable {
  const route = (path: string) => ({ path, source: 'content/pages/x.yaml', template: 'page', title: 'A title', description: 'A description' }) as unknown as Route;
  return { routes: [...paths.map(route), ...extra.map((r) => ({ ...route(r.path!), ...r }) as Route)], redirects: [], templates: {} };
}

/** The cross-file rules over `files`, with the pictures of `imagesDir` (none when absent) and Lucide's icons. */
function crossref(files: Record<string, string>, routes: RouteTable = table(['/', '/contact']), imagesDir?: string): string[] {
  const list = sources(files);
  const facts = imagesDir ? gatherFacts(imagesDir) : { pictures: [], icons: lucideIconNames() };
  return checkCrossReferences({ content: assembleContent(list, siteRegistry), sources: list, table: routes, facts, registry: siteRegistry }).map((p) => `${p.file}:${shown(p)}`);
}

const ROUTES = ['/', '/contact', '/services', '/services/python-development', '/technologies/react', '/blog'];
function links(files: Record<string, string>): string[] {
  return checkContentLinks(sources(files), linkTargets(table(ROUTES)), 'https://www.tarkaa.dev').map((p: Problem) => `${p.file}:${shown(p)}`);
}

const legal = (body: string) => `---\ntitle: Terms\ndescription: The terms of use of this website, for every visitor and customer.\nupdated: 2026-01-01\n---\n${body}`;

describe('references between files', () => {
  it('slug-mismatch', () => {
    expect(crossref({ 'content/technologies/react.yaml': 'slug: reactjs\nname: React\n' })).toEqual([
      'content/technologies/react.yaml:1:7  slug: "reactjs" does not match the file name "react" — rename the file to reactjs.yaml or set slug: react [slug-mismatch]',
    ]);
  });

  it('duplicate-id', () => {
    expect(crossref({ 'content/portfolio/a.yaml': 'id: 3\ntechnologies: [React]\n', 'content/portfolio/b.yaml': 'id: 3\ntechnologies: [React]\n' })).toEqual([
      'content/portfolio/b.yaml:1:5  id: id 3 is already used by content/portfolio/a.yaml — use an unused id, for example 1 [duplicate-id]',
    ]);
  });

  it('duplicate-route', () => {
    const routes = table(['/'], [{ path: '/about', source: 'content/pages/about.yaml' }, { path: '/about', source: 'content/legal/about.md' }]);
    expect(crossref({ 'content/legal/about.md': legal('Text\n') }, routes)).toEqual([
      'content/legal/about.md:2:1  duplicate slug: the route /about is also produced by content/pages/about.yaml — give one of them another slug (file name) [duplicate-route]',
    ]);
  });

  it('missing-meta', () => {
    const routes = table(['/'], [{ path: '/about', source: 'content/pages/about.yaml', title: ' ' }]);
    expect(crossref({ 'content/pages/about.yaml': 'meta:\n  title: " "\n' }, routes)).toEqual([
      'content/pages/about.yaml:2:3  meta: the route /about has no title or description — add meta.title and meta.description [missing-meta]',
    ]);
  });

  it('unknown-reference', () => {
    expect(crossref({
      'content/solutions/ai-ml.yaml': 'name: AI and ML\n',
      'content/services/python-development.yaml': 'order: 1\nsolutions:\n  - ai-lm\n',
    })).toEqual(['content/services/python-development.yaml:3:5  solutions[0]: "ai-lm" is not a file in content/solutions — did you mean "ai-ml"? [unknown-reference]']);
  });

  it('featured-count', () => {
    const article = (featured: boolean) => `---\ntitle: T\ndate: 2026-01-01\n${featured ? 'featured: true\n' : ''}---\nText\n`;
    expect(crossref({ 'content/blog/a.md': article(true), 'content/blog/b.md': article(true) })).toEqual([
      'content/blog/b.md:4:11  featured: 2 articles are featured (a, b) — set `featured: true` on exactly one article in content/blog [featured-count]',
    ]);
  });

  it('redirect-target and redirect-from-page', () => {
    expect(crossref({ 'content/redirects.yaml': '- from: /work\n  to: /contat\n- from: /contact\n  to: /\n' })).toEqual([
      'content/redirects.yaml:2:7  [0].to: "/contat" is not a route of the site — did you mean "/contact"? [redirect-target]',
      'content/redirects.yaml:3:9  [1].from: "/contact" is a real page, so it cannot redirect — remove this redirect or the page [redirect-from-page]',
    ]);
  });

  it('unknown-icon', () => {
    expect(crossref({ 'content/industries/healthcare.yaml': 'name: Healthcare\nicon: hearth-pulse\n' })).toEqual([
      'content/industries/healthcare.yaml:2:7  icon: "hearth-pulse" is not a Lucide icon — did you mean "heart-pulse"? [unknown-icon]',
    ]);
  });

  it('missing-image', () => {
    expect(crossref({ 'content/portfolio/a.yaml': 'id: 1\ntechnologies: [React]\nimage: /images/portfolio/a.png\n' }, undefined, tempDir('images-'))).toEqual([
      'content/portfolio/a.yaml:3:8  image: the picture "/images/portfolio/a.png" does not exist — add the picture to content/images/portfolio/a.png, or correct the path [missing-image]',
    ]);
  });

  it('image-unreadable', async () => {
    const images = tempDir('images-');
    mkdirSync(join(images, 'portfolio'));
    writeFileSync(join(images, 'portfolio', 'a.png'), '<!DOCTYPE html><title>404 Not Found</title>');
    const list = sources({ 'content/portfolio/a.yaml': 'id: 1\nimage: /images/portfolio/a.png\n' });
    const { problems } = await checkImageFiles(list, images, tempDir('image-cache-'));
    expect(problems.map((p) => shown(p).replace(/cannot be read: .* — /, 'cannot be read: … — '))).toEqual([
      '2:8  image: image "/images/portfolio/a.png" cannot be read: … — save it again as PNG, JPEG, WebP or AVIF (the file may be damaged or have the wrong extension) [image-unreadable]',
    ]);
  });
});

describe('technology names in projects', () => {
  const technologies = { 'content/technologies/nodejs.yaml': 'name: Node.js\naliases: [NodeJS, Node]\n', 'content/technologies/react.yaml': 'name: React\naliases: [React.js]\n' };
  const check = (names: string) => {
    const list = sources({ ...technologies, 'content/portfolio/a.yaml': `id: 1\ntechnologies:\n${names}` });
    return checkTechnologyNames(assembleContent(list, siteRegistry), list).map((p) => `${shown(p)} ${p.severity}`);
  };

  it('accepts names, file names and aliases whatever their case and punctuation', () => {
    expect(check('  - Node.js\n  - nodejs\n  - NODE JS\n  - React.js\n  - react\n')).toEqual([]);
  });

  it('technology-typo is an error with the name to write', () => {
    expect(check('  - Recat\n')).toEqual([
      '3:5  technologies[0]: "Recat" matches no technology, so the project is not listed on any technology page for it — did you mean "React"? write `- React` [technology-typo] error',
    ]);
  });

  it('unknown-reference for technology file names: a name or alias editors write gets its file name, a typo the closest', () => {
    const list = sources({ ...technologies, 'content/case-studies/a.yaml': 'industry: retail\ntechnologies:\n  - nodejs\n  - Node.js\n  - React.js\n  - raect\n  - cobol\n' });
    expect(checkTechnologySlugs(assembleContent(list, siteRegistry), list).map(shown)).toEqual([
      '4:5  technologies[1]: "Node.js" is not a file in content/technologies — did you mean "nodejs"? [unknown-reference]',
      '5:5  technologies[2]: "React.js" is not a file in content/technologies — did you mean "react"? [unknown-reference]',
      '6:5  technologies[3]: "raect" is not a file in content/technologies — did you mean "react"? [unknown-reference]',
      '7:5  technologies[4]: "cobol" is not a file in content/technologies — use the file name (without .yaml) of one of content/technologies [unknown-reference]',
    ]);
  });

  it('technology-unknown is a warning, once per name', () => {
    expect(check('  - Stripe\n  - React\n  - Stripe\n')).toEqual([
      '3:5  technologies[0]: "Stripe" matches no technology in content/technologies — if it is another name for one of them, add it to that technology\'s `aliases`; otherwise nothing to do [technology-unknown] warning',
    ]);
  });
});

describe('links in link fields and in Markdown, whatever their form', () => {
  it('link-broken', () => {
    expect(links({ 'content/site.yaml': 'nav:\n  - { label: Services, href: /servces }\n' })).toEqual([
      'content/site.yaml:2:30  nav[0].href: broken link: "/servces" is not a page of the site — did you mean "/services"? [link-broken]',
    ]);
  });

  it('link-scheme, in a link field and in an article', () => {
    expect(links({ 'content/portfolio/a.yaml': 'id: 1\nlink: htps://streamverse.in\n', 'content/legal/terms.md': legal('Read [the AWS terms](htps://aws.amazon.com/terms).\n') })).toEqual([
      'content/portfolio/a.yaml:2:7  link: "htps://streamverse.in" starts with "htps:", which browsers cannot open — did you mean "https://streamverse.in"? [link-scheme]',
      'content/legal/terms.md:6:22  body: "htps://aws.amazon.com/terms" starts with "htps:", which browsers cannot open — did you mean "https://aws.amazon.com/terms"? [link-scheme]',
    ]);
  });

  it('link-no-scheme', () => {
    expect(links({ 'content/portfolio/a.yaml': 'id: 1\nlink: www.streamverse.in\n' })).toEqual([
      'content/portfolio/a.yaml:2:7  link: "www.streamverse.in" has no https:// in front, so it would lead to a page of this site — write "https://www.streamverse.in" [link-no-scheme]',
    ]);
  });

  it('link-relative, to a page that exists and to one that does not', () => {
    expect(links({ 'content/legal/terms.md': legal('[Talk to us](contact) or see [React](react) and [pricing](../pricing).\n') })).toEqual([
      'content/legal/terms.md:6:14  body: "contact" is a relative link, which leads somewhere different on every page — write "/contact" [link-relative]',
      'content/legal/terms.md:6:38  body: "react" is a relative link, which leads somewhere different on every page — write "/technologies/react" [link-relative]',
      'content/legal/terms.md:6:59  body: "../pricing" is a relative link, which leads somewhere different on every page — write the page\'s full path, starting with / [link-relative]',
    ]);
  });

  it('link-own-origin, with and without a did-you-mean', () => {
    expect(links({ 'content/legal/terms.md': legal('[ours](https://www.tarkaa.dev/services) and [typo](https://tarkaa.dev/servics#top)\n') })).toEqual([
      'content/legal/terms.md:6:8  body: "https://www.tarkaa.dev/services" is a link to this site (https://www.tarkaa.dev) written as a full address — write the path "/services" [link-own-origin]',
      'content/legal/terms.md:6:52  body: "https://tarkaa.dev/servics#top" is a link to this site (https://www.tarkaa.dev) written as a full address — write the path only; "/servics" is not a page of the site, did you mean "/services"? [link-own-origin]',
    ]);
  });

  it('link-host', () => {
    expect(links({ 'content/portfolio/a.yaml': 'id: 1\nlink: https://streamverse..in\nliveDemo:\n  web: https://demo streamverse.in\n' })).toEqual([
      'content/portfolio/a.yaml:2:7  link: "https://streamverse..in" has a malformed host name "streamverse..in" — copy the address from the browser\'s address bar [link-host]',
      'content/portfolio/a.yaml:4:8  liveDemo.web: "https://demo streamverse.in" has a malformed host name "demo streamverse.in" — copy the address from the browser\'s address bar [link-host]',
    ]);
  });

  it('accepts paths, anchors, mailto, tel and other sites, in fields and Markdown', () => {
    expect(links({
      'content/site.yaml': 'nav:\n  - { label: Services, href: "/services#list" }\n  - { label: Mail, href: "mailto:hello@tarkaa.dev" }\n  - { label: Call, href: "tel:+918012345678" }\n',
      'content/legal/terms.md': legal('[AWS](https://aws.amazon.com), [top](#top), [home](/), [mail](mailto:a@b.in)\n\n```\nuint256[](2)\n```\n'),
    })).toEqual([]);
  });

  it('link-broken-rendered', () => {
    const targets = linkTargets(table(ROUTES));
    const check = createLinkCheck(targets);
    check.addBroken(brokenLinks('<a href="/servces">x</a>', '/blog', 'content/pages/blog.yaml', targets));
    expect(check.problems().map(shown)).toEqual(['1:1  broken link to "/servces" on /blog — did you mean "/services"? [link-broken-rendered]']);
  });

  it('link-broken-rendered: a picture in a built page is named as a picture, with no page suggested for it', () => {
    const targets = linkTargets(table(ROUTES));
    const check = createLinkCheck(targets);
    check.addBroken(brokenLinks('<img src="/images/servces.png" alt="">', '/blog', 'content/pages/blog.yaml', targets));
    expect(check.problems().map(shown)).toEqual(['1:1  the picture "/images/servces.png" shown on /blog does not exist — it comes from a template or a generated list: add the picture to content/images or correct the path there [link-broken-rendered]']);
  });
});

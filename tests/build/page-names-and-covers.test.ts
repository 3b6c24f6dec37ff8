/**
 * What a visitor reads at the top of an entry's page: the last breadcrumb is the page's own name
 * (its heading), not its address made into words, and every article shows its cover picture.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedSite } from '../helpers/browser.ts';

let dist: string;
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').trim();

/** Every built page of a folder of dist/ (one level: /blog/<name>), redirects left out. */
function pagesUnder(folder: string): { path: string; html: string }[] {
  return readdirSync(join(dist, folder), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'category')
    .map((d) => ({ path: `/${folder}/${d.name}`, html: readFileSync(join(dist, folder, d.name, 'index.html'), 'utf8') }))
    .filter((p) => !/http-equiv="refresh"/i.test(p.html));
}

beforeAll(() => {
  ({ dist } = sharedSite());
});

describe('entry pages', () => {
  it.each(['blog', 'portfolio', 'case-studies', 'services', 'industries', 'technologies', 'solutions'])('in /%s name their last breadcrumb as the heading names the entry', (folder) => {
    const pages = pagesUnder(folder);
    expect(pages.length).toBeGreaterThan(3);
    for (const { path, html } of pages) {
      const current = /<span aria-current="page">([\s\S]*?)<\/span>/.exec(html)?.[1];
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      expect(current, `${path}: no breadcrumb`).toBeDefined();
      // The heading is the entry's name, or its name in a phrase ("Healthcare Software Solutions").
      expect(text(heading!), path).toContain(text(current!));
    }
  });

  it('of every article show its cover picture under the heading', () => {
    for (const { path, html } of pagesUnder('blog')) {
      const cover = /<div class="container narrow article-cover">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
      expect(cover, path).toMatch(/<img[^>]+class="cover"[^>]+src="\/[^"]+"/);
    }
  });

  it('label every project figure in words, never by its key in the file (readingGain, day30Retention)', () => {
    const pages = [...pagesUnder('portfolio'), { path: '/portfolio', html: readFileSync(join(dist, 'portfolio/index.html'), 'utf8') }, { path: '/', html: readFileSync(join(dist, 'index.html'), 'utf8') }];
    let labels = 0;
    for (const { path, html } of pages) {
      for (const [, list] of html.matchAll(/<dl class="metrics[^"]*">([\s\S]*?)<\/dl>/g)) {
        for (const [, label] of list.matchAll(/<dt>([\s\S]*?)<\/dt>/g)) {
          labels++;
          // A key joins its words (readingGain, day30Retention, resolved_in_sla); words are apart.
          expect(text(label), path).not.toMatch(/[a-z][A-Z][a-z]|[a-z][0-9]|[0-9][a-z]|_/);
        }
      }
    }
    expect(labels).toBeGreaterThan(100);
  });
});

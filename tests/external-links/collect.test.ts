/**
 * Which outside links the check visits, and what a visitor sees each as; and its settings file,
 * checked like content.
 */
import { afterAll, expect, test } from 'vitest';
import { projectPaths } from '../../build/pipeline.ts';
import { collectOutsideLinks } from '../../build/tools/external-links/collect.ts';
import { defaultSettingsFile, readSettings } from '../../build/tools/external-links/settings.ts';
import { join } from 'node:path';
import { copyContent, lineOf, ROOT } from '../helpers/content.ts';

const copy = copyContent();
afterAll(() => copy.remove());

test('every outside link of the content, once per address, with its kind, file:line, field and page; code blocks and our own origin left out', () => {
  const article = 'content/blog/cybersecurity-best-practices.md';
  copy.edit(article, (text) => text.replace(/\n---\n/, '\n---\nSee the [OWASP Top 10](https://owasp.org/www-project-top-ten/) and [our services](/services).\n'));
  copy.edit('content/site.yaml', (text) => text.replace('social:\n', 'social:\n  - { name: Dribbble, url: "https://dribbble.com/tarkaa" }\n'));
  const checked = copy.check();
  const links = collectOutsideLinks(checked.sources, checked.table!, checked.content!.site.origin);
  const byUrl = new Map(links.map((l) => [l.url, l]));

  // Live demos come first, and are named by their project.
  expect(links[0].kind).toBe('demo');
  const demos = links.filter((l) => l.kind === 'demo');
  expect(demos.length).toBeGreaterThanOrEqual(27);
  expect(demos.every((l) => l.host === 'demo.tarkaa.dev' && l.project && l.places.every((p) => p.field.startsWith('liveDemo.') && p.page.path.startsWith('/portfolio/')))).toBe(true);
  const kinds = links.map((l) => l.kind);
  expect(kinds).toEqual([...kinds].sort((a, b) => ['demo', 'store', 'reference', 'social', 'other'].indexOf(a) - ['demo', 'store', 'reference', 'social', 'other'].indexOf(b)));

  const stores = links.filter((l) => l.kind === 'store');
  expect(stores.map((l) => l.host).sort()).toEqual(expect.arrayContaining(['apps.apple.com', 'play.google.com']));
  expect(stores.every((l) => l.places[0].field === 'link')).toBe(true);

  const reference = byUrl.get('https://owasp.org/www-project-top-ten/')!;
  expect(reference.kind).toBe('reference');
  const text = copy.read(article);
  expect(reference.places).toEqual([{ file: article, line: lineOf(text, 'OWASP Top 10]('), column: text.split('\n')[lineOf(text, 'OWASP Top 10](') - 1].indexOf('https://') + 1, field: 'body', page: { path: '/blog/cybersecurity-best-practices', title: expect.any(String) } }]);

  const site = copy.read('content/site.yaml');
  expect(byUrl.get('https://dribbble.com/tarkaa')).toMatchObject({ kind: 'social', places: [{ file: 'content/site.yaml', line: lineOf(site, 'dribbble'), field: 'social[0].url', page: { path: '/' } }] });
  expect(byUrl.get('https://github.com/tarkaa-labs')?.kind).toBe('social');

  // Addresses inside code blocks are examples, not links; our own origin is a path, not an outside link.
  expect(links.some((l) => l.host.endsWith('.example') || l.host === 'api.example.com')).toBe(false);
  expect(links.some((l) => l.host.endsWith('tarkaa.dev') && l.host !== 'demo.tarkaa.dev')).toBe(false);
  expect(new Set(links.map((l) => l.url)).size).toBe(links.length);
});

test('build/tools/external-links/settings.yaml is valid, and a mistake in it is reported at its line like a content problem', () => {
  const real = readSettings(defaultSettingsFile(ROOT), projectPaths(ROOT).schemas, ROOT);
  expect(real.problems).toEqual([]);
  expect(real.settings.skip.get('www.linkedin.com')).toMatch(/999/);

  copy.write('settings.yaml', 'skip:\n  - host: https://x.com/tarkaalabs\n    reason: refuses robots\n  - host: example.org\n');
  const broken = readSettings(join(copy.dir, 'settings.yaml'), projectPaths(ROOT).schemas, copy.dir);
  expect(broken.problems.map((p) => [p.file, p.line, p.severity])).toEqual(expect.arrayContaining([
    ['settings.yaml', 2, 'error'],
    // The missing reason is named where it goes: the line after its host (the schema's order).
    ['settings.yaml', 5, 'error'],
  ]));
  expect(broken.settings.skip.size).toBe(0);
});

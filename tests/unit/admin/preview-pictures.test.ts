/**
 * Pictures the editor holds (issue 28): the preview shows an entry's own picture as its cover, and
 * every address of a picture under the public folder is replaced by the one the editor shows it
 * from; Decap's `getAsset` finds a public path's picture under its file's path.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { adminSnapshot } from '../../../build/stages/admin.ts';
import { compileSchemas } from '../../../build/stages/compile-schemas.ts';
import { loadContent } from '../../../build/stages/load.ts';
import { checkEntry } from '../../../src/admin/check.ts';
import { previewHtml } from '../../../src/admin/preview-page.ts';
import { mediaFileOf, withPicturesInHand } from '../../../src/admin/preview-pictures.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { createIconSet } from '../../../src/components/icons.ts';
import { createHighlighter } from '../../../src/lib/highlight.ts';
import { ROOT } from '../../helpers/content.ts';

describe('the file a public path stands for', () => {
  const folders = { media_folder: 'content/images', public_folder: '/images' };
  test('a picture under the public folder, at any depth, is its file under the media folder', () => {
    expect(mediaFileOf('/images/cover.png', folders)).toBe('content/images/cover.png');
    expect(mediaFileOf('/images/team/asha%20rao.jpg?v=2', folders)).toBe('content/images/team/asha rao.jpg');
    expect(mediaFileOf('/images/x.png', { media_folder: '/content/images/', public_folder: 'images/' })).toBe('content/images/x.png');
  });
  test('anything else is no file of the media folder', () => {
    for (const path of ['/blog/post', 'https://example.com/images/x.png', '/imagesx/a.png', '/images/../secrets.yaml', 'images/x.png']) expect(mediaFileOf(path, folders), path).toBeUndefined();
  });
});

describe('addresses in the preview', () => {
  const held = new Map([['/images/new.png', 'blob:http://localhost/1'], ['/images/a b.png', 'blob:http://localhost/2']]);
  const urlOf = (path: string) => held.get(path) ?? path;
  test('src, srcset and href of a held picture become its address in the editor; others stay', () => {
    const html = '<img src="/images/new.png" srcSet="/images/new.png 1x, /images/old.png 2x"><a href="/images/a b.png">x</a><img src="/images/old.png"><a href="/blog/new.png">y</a>';
    expect(withPicturesInHand(html, '/images', urlOf)).toBe('<img src="blob:http://localhost/1" srcSet="blob:http://localhost/1 1x, /images/old.png 2x"><a href="blob:http://localhost/2">x</a><img src="/images/old.png"><a href="/blog/new.png">y</a>');
  });
  test('markup without a held picture is left as it is, byte for byte', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (before, after) => {
      const html = `${before}<img src="/images/old.png" alt="${after.replace(/"/g, '')}">${after}`;
      expect(withPicturesInHand(html, '/images', (p) => p)).toBe(html);
    }));
  });
});

test('an article\'s own picture is its cover in the preview, at the address the editor holds it by', () => {
  const snapshot = adminSnapshot({ root: ROOT, images: join(ROOT, 'content', 'images'), sources: loadContent(join(ROOT, 'content'), ROOT).files });
  const validators = compileSchemas(join(ROOT, 'schemas'), join(ROOT, '.cache'));
  const file = 'content/blog/database-optimization.md';
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/^(title: .*)$/m, '$1\nimage: /images/just-uploaded.png');
  const checked = checkEntry(snapshot, { file, type: 'articles', text, uploaded: ['/images/just-uploaded.png'] }, validators, siteRegistry);
  expect(checked.problems.filter((p) => p.severity === 'error')).toEqual([]);
  const html = previewHtml(checked, file, siteRegistry, { icons: createIconSet((name) => snapshot.iconModules[name]), highlighter: createHighlighter() });
  const shown = withPicturesInHand(html, '/images', (p) => (p === '/images/just-uploaded.png' ? 'blob:http://localhost/cover' : p));
  expect(shown).toMatch(/<img class="cover" src="blob:http:\/\/localhost\/cover" srcSet="blob:http:\/\/localhost\/cover"/);
}, 120_000);

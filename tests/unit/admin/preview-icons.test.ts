/**
 * The editor's preview reads no files: it draws a page's icons from the lucide-react modules the
 * admin stage puts in the snapshot (build/stages/admin.ts `adminSnapshot`), and they must come out
 * as the build draws them from the installed package.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { adminSnapshot } from '../../../build/stages/admin.ts';
import { compileSchemas } from '../../../build/stages/compile-schemas.ts';
import { loadContent } from '../../../build/stages/load.ts';
import { checkEntry } from '../../../src/admin/check.ts';
import { previewHtml } from '../../../src/admin/preview-page.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { createIconSet } from '../../../src/components/icons.ts';
import { createHighlighter } from '../../../src/lib/highlight.ts';
import { lucideIconSet } from '../../../src/lib/lucide-files.ts';
import { ROOT } from '../../helpers/content.ts';

test('the preview draws every icon of the page from the snapshot, as the build draws it', () => {
  const snapshot = adminSnapshot({ root: ROOT, images: join(ROOT, 'content', 'images'), sources: loadContent(join(ROOT, 'content'), ROOT).files });
  const validators = compileSchemas(join(ROOT, 'schemas'), join(ROOT, '.cache'));
  const file = 'content/industries/agriculture.yaml';
  const checked = checkEntry(snapshot, { file, type: 'industries', text: readFileSync(join(ROOT, file), 'utf8') }, validators, siteRegistry);
  const html = previewHtml(checked, file, siteRegistry, { icons: createIconSet((name) => snapshot.iconModules[name]), highlighter: createHighlighter() });
  const symbols = [...html.matchAll(/<symbol id="i-([a-z0-9-]+)"[^>]*>(.*?)<\/symbol>/g)].map(([, name, markup]) => ({ name, markup }));
  // The industry's own icon (`icon: sprout`) and the site's (header, footer).
  expect(symbols.map((s) => s.name)).toContain('sprout');
  const build = lucideIconSet();
  expect(symbols.filter((s) => s.markup === '' || s.markup !== build.markup(s.name))).toEqual([]);
}, 120_000);

/**
 * What the page scan keeps of a page (build/verify/scan.ts) must not keep the page: a build holds
 * every page's scan until its last check, and ids cut from the HTML used to hold each page's
 * whole HTML alive with them (V8 shares the parent of a slice of 13 or more characters).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');

// 300 pages of ~100 KB each, with long ids, fragment links, pictures and a finding cut from them:
// 30 MB of HTML (60 MB as two-byte text) that must be collectable once scanned.
const script = `
import { scanPage } from './build/verify/scan.ts';
const filler = 'Lorem ipsum dolor sit amet ’ '.repeat(3500);
const kept = [];
gc(); const before = process.memoryUsage().heapUsed;
for (let i = 0; i < 300; i++) {
  const html = '<main><h2 id="section-heading-number-' + i + '-of-the-page">Heading</h2><p>' + filler + i + '</p>'
    + '<a href="/docs/another-page-with-a-long-name-' + i + '/#section-heading-number-' + i + '-of-the-page">link</a>'
    + '<img src="/images/a-picture-with-a-long-file-name-' + i + '.png" alt="A picture">'
    + '<p>&lt;script&gt; shown as text in paragraph ' + i + '</p></main>';
  kept.push(scanPage(html, '/docs/page-' + i + '/', 'content/docs/page-' + i + '.md'));
}
gc(); const after = process.memoryUsage().heapUsed;
const page = kept[7];
console.log(JSON.stringify({ grew: after - before, ids: page.ids, fragments: page.fragments.length, pictures: page.pictures, findings: page.findings.length }));
`;

describe('the page scan', () => {
  it('keeps what it found of a page, and not the page', () => {
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(child.stderr).toBe('');
    const result = JSON.parse(child.stdout) as { grew: number; ids: string[]; fragments: number; pictures: string[]; findings: number };
    // What it found is all there...
    expect(result.ids).toEqual(['section-heading-number-7-of-the-page']);
    expect(result.fragments).toBe(1);
    expect(result.pictures).toEqual(['/images/a-picture-with-a-long-file-name-7.png']);
    expect(result.findings).toBe(1);
    // ...in a small fraction of the 60 MB of pages it was found in.
    expect(result.grew).toBeLessThan(5 * 1024 * 1024);
  });
});

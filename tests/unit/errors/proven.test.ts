/**
 * Every hint is proven or absent, for every code: a hint that names an edit (a corrected line, a
 * did-you-mean, a file name) is shown only when applying that edit to the content removes the
 * problem and adds none (build/errors/prove.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../build/errors/catalogue.ts';
import { proveHints } from '../../../build/errors/prove.ts';
import { checkContent, projectPaths } from '../../../build/pipeline.ts';
import { overlayReader } from '../../../build/stages/load.ts';
import { copyContent, ROOT, type ContentCopy } from '../../helpers/content.ts';

let copy: ContentCopy | undefined;
afterEach(() => {
  copy?.remove();
  copy = undefined;
});

/** Hints that show a value or a line, as their source reads (a did-you-mean, a corrected line, a name to rename to). */
const NAMES_A_CANDIDATE = /did you mean|didYouMean\(|quoted\(|write "\$\{|write the path "\$\{|rename (it|the file) to \$\{|set \$\{|for example \$\{/;

/** Built-page links come from templates, not from a content line an edit could be tried on; the route it names exists. */
const NOT_A_CONTENT_EDIT = new Set(['link-broken-rendered']);

describe('every hint is proven or absent', () => {
  it.each(catalogue.map((e) => [e.code, e] as const))('%s: a hint that names a value declares the edit that proves it', (code, entry) => {
    if (NOT_A_CONTENT_EDIT.has(code)) return;
    const names = NAMES_A_CANDIDATE.test(entry.hint.toString());
    if (names) expect(entry.fixes, `${code}'s hint names a value: declare its fixes so the check proves it`).toBeDefined();
  });

  it('a candidate whose edit does not remove the problem is dropped, one that does is kept, code by code', () => {
    copy = copyContent();
    const project = 'content/portfolio/agritrace-iot-farm-monitoring.yaml';
    const study = 'content/case-studies/healthcare-management.yaml';
    copy.edit(project, (t) => t.replace('category: "Agriculture"', 'category: "Agriculure"'));
    copy.edit(study, (t) => t.replace('industry: healthcare', 'industry: helthcare').replace('  - icon: shield-check', '  - icon: shield-chek'));
    const paths = projectPaths(ROOT, { content: copy.content, displayRoot: copy.dir });
    const raw = checkContent(paths, { prove: false }).problems.filter((p) => p.severity === 'error');
    expect(raw.map((p) => `${p.code} ${String(p.args?.suggestion)}`).sort()).toEqual([
      'schema-enum Agriculture',
      'unknown-icon shield-check',
      'unknown-reference healthcare',
    ]);
    const recheck = (changes: Map<string, string | null>) => checkContent(paths, { prove: false, reader: overlayReader(changes) }).problems;
    // The real candidates prove; the same problems with a wrong candidate lose it.
    const kept = proveHints(raw, { displayRoot: copy.dir, recheck });
    expect(kept.map((p) => p.hint)).toEqual(raw.map((p) => p.hint));
    const wrong = raw.map((p) => ({ ...p, args: { ...p.args, suggestion: `${String(p.args?.suggestion)}x` } }));
    const dropped = proveHints(wrong, { displayRoot: copy.dir, recheck });
    for (const p of dropped) expect(p.hint ?? '', p.code).not.toMatch(/did you mean/);
  });
});

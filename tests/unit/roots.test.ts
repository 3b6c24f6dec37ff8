/**
 * Section roots are named once (src/content/roots.ts): each is a page of the site, and templates,
 * components and islands link to them by name, so renaming a section is one content file and one line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, projectPaths } from '../../build/pipeline.ts';
import { ROOTS } from '../../src/content/roots.ts';
import { ROOT } from '../helpers/content.ts';

describe('section roots', () => {
  it('each named root is a page of the site', () => {
    const paths = new Set(checkContent(projectPaths(ROOT)).table!.routes.map((r) => r.path));
    expect(Object.entries(ROOTS).filter(([, path]) => !paths.has(path))).toEqual([]);
  });

  it('templates, components and islands link to a root by its name, not by a typed address', () => {
    const literal = new RegExp(`(['"\`]|href=")(${Object.values(ROOTS).filter((p) => p !== '/').map((p) => p.replace(/[-/]/g, '\\$&')).join('|')})(['"\`?]|\\$\\{)`);
    const folders = ['templates', 'src/components', 'src/islands', 'src/shared'];
    const typed = folders.flatMap((folder) =>
      readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .flatMap((f) => readFileSync(join(ROOT, folder, f), 'utf8').split('\n').map((line, i) => ({ where: `${folder}/${f}:${i + 1}`, line })))
        .filter(({ line }) => literal.test(line) && !line.trimStart().startsWith('*') && !line.trimStart().startsWith('//'))
        .map(({ where, line }) => `${where}: ${line.trim().slice(0, 120)}`),
    );
    expect(typed, 'Write ROOTS.<name> (src/content/roots.ts) instead').toEqual([]);
  });
});

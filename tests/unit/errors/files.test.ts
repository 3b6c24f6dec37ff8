/** Codes about files as a whole: the wrong extension, a required file missing. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../build/stages/load.ts';
import { shown } from './helpers.ts';
import { tempDir } from '../../helpers/temp.ts';

describe('files', () => {
  it('file-extension and file-missing', () => {
    const dir = tempDir('content-files-');
    const content = join(dir, 'content');
    mkdirSync(join(content, 'industries'), { recursive: true });
    writeFileSync(join(content, 'site.yaml'), 'name: Tarkaa\n');
    writeFileSync(join(content, 'industries', 'marine.yml'), 'name: Marine\n');
    const { problems, dropped } = loadContent(content, dir);
    expect(problems.map((p) => `${p.file}:${shown(p)}`)).toEqual([
      'content/redirects.yaml:1:1  file is missing — create redirects.yaml; its fields are described in schemas/redirects.schema.json [file-missing]',
      'content/industries/marine.yml:1:1  files in content/ end in .yaml — rename it to marine.yaml [file-extension]',
    ]);
    expect(dropped).toEqual([]);
  });
});

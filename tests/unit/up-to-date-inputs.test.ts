/**
 * The inputs hash of build/up-to-date.ts: a build is skipped only when it is the same, so any
 * change to what a build reads must change it, and nothing else may (times, the order files were
 * made in), or nothing would ever be skipped.
 */
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectPaths } from '../../build/pipeline.ts';
import { buildInputs, OUTPUT_ENV } from '../../build/up-to-date.ts';

const scratch = mkdtempSync(join(tmpdir(), 'up-to-date-inputs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A content tree: file paths (up to three folders deep) and their bytes. */
const tree = fc.dictionary(
  fc.array(fc.constantFrom('a', 'b', 'c.yaml', 'd.md'), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
  fc.uint8Array({ maxLength: 12 }),
  { minKeys: 1, maxKeys: 6 },
);

/** The tree written out fresh, files in the given order; undefined when two paths collide (a file where another needs a folder). */
function writeTree(root: string, files: Record<string, Uint8Array>, order: string[] = Object.keys(files)): boolean {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, 'content', 'images'), { recursive: true });
  mkdirSync(join(root, 'schemas'), { recursive: true });
  try {
    for (const path of order) {
      const abs = join(root, 'content', path);
      mkdirSync(dirname(abs), { recursive: true });
      writeFileSync(abs, files[path]);
    }
    return true;
  } catch {
    return false;
  }
}

const paths = (root: string) => projectPaths(root, { cache: join(root, '.cache') });
const NOW = new Date('2026-11-27T12:00:00Z');
const key = (root: string, compress = true, env: NodeJS.ProcessEnv = {}, now = NOW) => buildInputs(paths(root), { compress }, env, now);

describe('what a build reads, hashed (build/up-to-date.ts)', () => {
  it('is the same for the same files whatever their times and the order they were written in', () => {
    const root = join(scratch, 'same');
    fc.assert(
      fc.property(tree, fc.integer({ min: 0, max: 2 ** 31 }), (files, seconds) => {
        fc.pre(writeTree(root, files));
        const before = key(root);
        fc.pre(writeTree(root, files, Object.keys(files).reverse()));
        for (const path of Object.keys(files)) utimesSync(join(root, 'content', path), seconds, seconds);
        expect(key(root)).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  it('changes with any change to a file: a byte, its length, its name, a file more or less, a folder more', () => {
    const root = join(scratch, 'changed');
    const change = fc.constantFrom('flip', 'append', 'truncate', 'delete', 'add', 'rename', 'folder');
    fc.assert(
      fc.property(tree, change, fc.nat(), (files, how, pick) => {
        fc.pre(writeTree(root, files));
        const before = key(root);
        const names = Object.keys(files);
        const name = names[pick % names.length];
        const abs = join(root, 'content', name);
        const bytes = files[name];
        if (how === 'flip') {
          fc.pre(bytes.length > 0);
          const flipped = Uint8Array.from(bytes);
          flipped[pick % bytes.length] ^= 1 + (pick % 255);
          writeFileSync(abs, flipped);
          // Its time put back: a tool that keeps times, or a checkout in the same second.
          utimesSync(abs, NOW, NOW);
        } else if (how === 'append') writeFileSync(abs, Buffer.concat([bytes, Buffer.from([0])]));
        else if (how === 'truncate') {
          fc.pre(bytes.length > 0);
          writeFileSync(abs, bytes.subarray(1));
        } else if (how === 'delete') rmSync(abs);
        else if (how === 'add') writeFileSync(join(root, 'content', 'new-file.yaml'), '');
        else if (how === 'rename') renameSync(abs, `${abs}x`);
        else mkdirSync(join(root, 'content', 'new-folder'));
        expect(key(root)).not.toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('changes with the schemas, the pictures, a file reached through a link, the settings, the day and each variable that changes the output', () => {
    const root = join(scratch, 'other');
    writeTree(root, { 'site.yaml': Buffer.from('name: x\n') });
    const before = key(root);
    expect(key(root, false)).not.toBe(before);
    expect(key(root, true, {}, new Date('2026-11-28T12:00:00Z'))).not.toBe(before);
    // The build's day comes from BUILD_DATE when it is set; the year still from the clock (the footer's).
    expect(key(root, true, { BUILD_DATE: '2026-11-28' })).not.toBe(before);
    expect(key(root, true, { BUILD_DATE: '2026-11-27' }, new Date('2027-01-01T00:00:00Z'))).not.toBe(key(root, true, { BUILD_DATE: '2026-11-27' }));
    for (const name of OUTPUT_ENV) expect(key(root, true, { [name]: 'x' }), name).not.toBe(before);
    writeFileSync(join(root, 'schemas', 'site.schema.json'), '{}');
    const withSchema = key(root);
    expect(withSchema).not.toBe(before);
    writeFileSync(join(root, 'content', 'images', 'logo.svg'), '<svg/>');
    const withPicture = key(root);
    expect(withPicture).not.toBe(withSchema);
    // A folder of the content that is a link to another (the benchmark's corpus is one): read through.
    const elsewhere = join(scratch, 'elsewhere');
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(join(elsewhere, 'post.md'), 'one');
    symlinkSync(elsewhere, join(root, 'content', 'docs'), 'dir');
    const linked = key(root);
    expect(linked).not.toBe(withPicture);
    writeFileSync(join(elsewhere, 'post.md'), 'two');
    expect(key(root)).not.toBe(linked);
    // A link back up is read once, not followed for ever.
    symlinkSync(join(root, 'content'), join(root, 'content', 'loop'), 'dir');
    expect(key(root)).toMatch(/^[0-9a-f]{40}$/);
  });
});

/**
 * The variables the build's code reads that cannot change what it writes, and why. The server's
 * (src/server/), the dev server's (build/dev/) and the tools' (build/tools/) are not the build's.
 */
const NOT_OUTPUT: Record<string, string> = {
  BUILD_STAMP: "the code's stamp: it names the cache folder the record of the last build is kept in",
  DEBUG: 'prints the stack trace of a build that failed; a failed build is never recorded',
  GITHUB_ACTIONS: 'where problems are reported; read again when they are reported again',
  GITHUB_STEP_SUMMARY: 'where problems are reported; read again when they are reported again',
  RENDER_WORKER: 'how many threads render: the same files either way (tests/build/render-threads.test.ts)',
  CPU_TIMES_ENV: 'how busy the cores were at the start, for the same choice',
  DIST_DIR: 'the folder npm start serves',
  INPUTS_ENV: "the check's hash of these inputs, handed to the build that follows it in the same process",
};

describe('the variables a build reads', () => {
  it('either change the inputs hash or are listed, with the reason, as unable to change the output', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { ROOT } = await import('../helpers/content.ts');
    const skipped = ['build/tools/', 'build/dev/', 'src/server/'];
    const read = new Set<string>();
    for (const dir of ['build', 'src', 'templates']) {
      for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
        const file = join(entry.parentPath, entry.name).slice(ROOT.length + 1);
        if (!entry.isFile() || !/\.tsx?$/.test(file) || skipped.some((s) => file.startsWith(s))) continue;
        for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(/process\.env\.([A-Z_]+)|process\.env\[([A-Z_]+)\]|\benv\.([A-Z][A-Z_]+)/g)) read.add(m[1] ?? m[2] ?? m[3]);
      }
    }
    expect(read.size).toBeGreaterThan(5);
    const unaccounted = [...read].filter((name) => !(OUTPUT_ENV as readonly string[]).includes(name) && !(name in NOT_OUTPUT));
    expect(unaccounted).toEqual([]);
  });
});

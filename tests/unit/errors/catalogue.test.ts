/** The error catalogue: permanent, distinct codes, each tested, and the documents generated from it current. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../build/errors/catalogue.ts';
import { contentErrorsDoc, DOC_FILE, readmeWithCommonMistakes } from '../../../build/errors/content-errors-doc.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('error catalogue', () => {
  it('has distinct kebab-case codes and short titles, without "Error:" or "Oops"', () => {
    const codes = catalogue.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of catalogue) {
      expect(e.code).toMatch(/^[a-z]+(-[a-z]+)+$/);
      expect(e.title.length, e.code).toBeLessThanOrEqual(50);
      expect(`${e.title} ${e.why}`).not.toMatch(/\b(error:|oops)/i);
      expect(e.example.broken).not.toBe(e.example.fixed);
    }
  });

  it('every code has a unit test asserting its printed text', () => {
    const dir = import.meta.dirname;
    const tests = readdirSync(dir).filter((f) => f.endsWith('.test.ts') && f !== 'catalogue.test.ts').map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    const untested = catalogue.map((e) => e.code).filter((code) => !tests.includes(`[${code}]`));
    expect(untested).toEqual([]);
  });

  it(`${DOC_FILE} and README's Common mistakes are generated from the catalogue (run npm run errors:doc)`, () => {
    expect(readFileSync(join(ROOT, DOC_FILE), 'utf8')).toBe(contentErrorsDoc());
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(readmeWithCommonMistakes(readme));
  });
});

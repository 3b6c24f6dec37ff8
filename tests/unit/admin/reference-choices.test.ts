/** Reference fields keep every value written in the content (build/admin/config.ts `referenceChoicesOf`). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { decapConfig, referenceChoicesOf, type DecapField, type FieldSchema } from '../../../build/admin/config.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { ROOT } from '../../helpers/content.ts';

const SCHEMAS = join(ROOT, 'schemas');
const schemaFiles = Object.fromEntries(readdirSync(SCHEMAS).filter((f) => f.endsWith('.schema.json')).map((f) => [f, JSON.parse(readFileSync(join(SCHEMAS, f), 'utf8')) as FieldSchema]));

/** The real entries of every collection: file name and fields (a Markdown file's front matter). */
function realEntries() {
  return Object.fromEntries(siteRegistry.collections.map((c) => {
    const dir = join(ROOT, 'content', c.folder);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.(ya?ml|md)$/.test(f)) : [];
    return [c.name, files.map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const data = f.endsWith('.md') ? parse(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : parse(text);
      return { slug: f.replace(/\.(ya?ml|md)$/, ''), data: (data ?? {}) as Record<string, unknown> };
    })];
  }));
}

test('every reference value of every real entry is one of its field\'s options, so saving keeps it', () => {
  const entries = realEntries();
  const config = decapConfig({ registry: siteRegistry, schemas: schemaFiles, repo: 'tarkaa/site', origin: 'https://www.tarkaa.dev', referenceChoices: referenceChoicesOf(siteRegistry, entries) });
  let checked = 0;
  for (const c of siteRegistry.collections) {
    const fields = config.collections.find((col) => col.name === c.name)?.fields as DecapField[];
    for (const field of Object.keys(c.references ?? {})) {
      const decap = fields.find((f) => f.name === field)!;
      expect(decap.widget, `${c.name}.${field}`).toBe('select');
      for (const entry of entries[c.name] ?? []) {
        const written = entry.data[field];
        for (const value of Array.isArray(written) ? written : written === undefined ? [] : [written]) {
          expect(decap.options, `${c.name}/${entry.slug}: ${field} "${value}"`).toContain(value);
          checked++;
        }
      }
    }
  }
  expect(checked).toBeGreaterThan(0);
});

test('a project\'s technologies offer aliases and names matching no technology as written', () => {
  const entries = realEntries();
  const choices = referenceChoicesOf(siteRegistry, entries).technologies;
  const agritrace = entries.portfolio?.find((e) => e.slug === 'agritrace-iot-farm-monitoring');
  expect(agritrace?.data.technologies).toContain('MQTT');
  expect(choices).toContain('MQTT');
  // Every technology is offered by its name.
  for (const t of entries.technologies ?? []) expect(choices).toContain(t.data.name);
});

test('a case study\'s industry offers industry file names only, the one form the check accepts', () => {
  const entries = realEntries();
  const choices = referenceChoicesOf(siteRegistry, entries).industries;
  const industries = entries.industries ?? [];
  expect(industries.length).toBeGreaterThan(0);
  for (const industry of industries) expect(choices).toContain(industry.slug);
  const slugs = new Set(industries.map((i) => i.slug));
  const written = new Set((entries.caseStudies ?? []).map((e) => e.data.industry));
  for (const choice of choices) expect(slugs.has(choice) || written.has(choice), choice).toBe(true);
});

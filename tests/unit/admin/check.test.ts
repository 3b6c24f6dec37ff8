/**
 * The check the editor runs before a save (src/admin/check.ts): the modules of `npm run check`
 * over the site's content with the edited file in place, reporting the edited file's problems
 * in the catalogue's words. Entries are written inline as YAML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, test } from 'vitest';
import { checkEntry, type ContentSnapshot } from '../../../src/admin/check.ts';
import { type Validators } from '../../../build/stages/validate.ts';
import { compileSchemas } from '../../../build/stages/compile-schemas.ts';
import { gatherFacts, loadContent } from '../../../build/stages/load.ts';
import { siteRegistry } from '../../../src/collections.ts';
import { Errors } from '../../../build/errors/catalogue.ts';
import { ROOT } from '../../helpers/content.ts';

let snapshot: ContentSnapshot;
let validators: Validators;

beforeAll(() => {
  const loaded = loadContent(join(ROOT, 'content'), ROOT);
  snapshot = { files: loaded.files.map((f) => ({ file: f.file, type: f.type.key, text: readFileSync(join(ROOT, f.file), 'utf8') })), facts: gatherFacts(join(ROOT, 'content', 'images')) };
  validators = compileSchemas(join(ROOT, 'schemas'), join(ROOT, '.cache'));
});

const FILE = 'content/industries/agriculture.yaml';
const original = () => readFileSync(join(ROOT, FILE), 'utf8');
const check = (text: string, file = FILE, type = 'industries') => checkEntry(snapshot, { file, type, text }, validators, siteRegistry);

test('the entry as it is has no errors, and the content it was checked in is returned for the preview', () => {
  const result = check(original());
  expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
  expect(result.table?.routes.some((r) => r.source === FILE)).toBe(true);
});

test('an empty required field is refused with the catalogue\'s message, at its field', () => {
  const text = original().replace(/^name: .*$/m, '');
  const [problem] = check(text).problems;
  expect(problem).toMatchObject({ code: Errors.SchemaRequired.code, field: '', message: 'missing required field "name"', severity: 'error' });
});

test('text too short is refused with its limit', () => {
  const text = original().replace(/^summary: .*$/m, 'summary: "Farms."');
  expect(check(text).problems).toContainEqual(expect.objectContaining({ code: Errors.SchemaLength.code, field: 'summary', message: 'is too short: at least 40 characters (has 6)' }));
});

test('a reference to an entry that does not exist is refused, with the closest existing one', () => {
  const file = 'content/case-studies/agritech-smart-farming.yaml';
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/^industry: .*$/m, 'industry: agricultur');
  const problems = check(text, file, 'caseStudies').problems;
  expect(problems).toEqual([expect.objectContaining({ code: Errors.UnknownReference.code, field: 'industry', hint: 'did you mean "agriculture"?' })]);
});

test('a new project whose slug is not its file name is refused', () => {
  const text = `
id: 998
slug: farm-helper
title: Farm Helper
description: A small app that tells growers when to water each field and how much.
category: Agriculture
industry: Agriculture
technologies: [React]
metrics: { farms: 12, acres: "4,000" }
year: 2024
projectType: Enterprise
platforms: [Web]
status: Live
`;
  const problems = check(text, 'content/portfolio/farm-app.yaml', 'portfolio').problems.filter((p) => p.severity === 'error');
  expect(problems).toEqual([expect.objectContaining({ code: Errors.SlugMismatch.code, field: 'slug' })]);
  expect(check(text.replace('slug: farm-helper', 'slug: farm-app'), 'content/portfolio/farm-app.yaml', 'portfolio').problems.filter((p) => p.severity === 'error')).toEqual([]);
});

test('a technology a letter off is the technology-typo error with the name to write', () => {
  const file = 'content/portfolio/agritrace-iot-farm-monitoring.yaml';
  const text = readFileSync(join(ROOT, file), 'utf8').replace('- "Django"', '- "Djnago"');
  expect(check(text, file, 'portfolio').problems).toContainEqual(expect.objectContaining({ code: Errors.TechnologyTypo.code, severity: 'error', hint: expect.stringContaining('Django') }));
});

test('a text of only spaces is refused before the save, in the same words as the check, with no second message about it', () => {
  const text = original().replace(/^name: .*$/m, 'name: "   "');
  const problems = check(text).problems.filter((p) => p.field === 'name');
  expect(problems).toEqual([expect.objectContaining({ code: Errors.ValueBlank.code, message: 'this text is only spaces, so the page would show nothing here', severity: 'error' })]);
});

test('a link to an article dated after today is refused before the save as the build refuses it: scheduled, with its date', () => {
  const article = snapshot.files.find((f) => f.type === 'articles')!;
  const slug = article.file.replace(/^content\/blog\/|\.md$/g, '');
  const later = { ...snapshot, files: snapshot.files.map((f) => (f === article ? { ...f, text: f.text.replace(/^date: .*$/m, 'date: 2999-01-01') } : f)) };
  const text = original().replace(/^summary: "(.*)"$/m, `summary: "$1 See [our article](/blog/${slug})."`);
  const problems = checkEntry(later, { file: FILE, type: 'industries', text }, validators, siteRegistry).problems.filter((p) => p.severity === 'error');
  expect(problems).toEqual([expect.objectContaining({ code: Errors.LinkScheduled.code, field: 'summary', message: `"/blog/${slug}" is an article scheduled for 1 January 2999; until then it is not on the site and this link would lead nowhere` })]);
});

test('pictures and icons are checked against the facts the snapshot carries, and a picture uploaded in this session counts as there', () => {
  const site = readFileSync(join(ROOT, 'content/site.yaml'), 'utf8');
  const checkSite = (text: string, snap = snapshot, uploaded?: string[]) =>
    checkEntry(snap, { file: 'content/site.yaml', type: 'site', text, uploaded }, validators, siteRegistry).problems.filter((p) => p.severity === 'error');
  expect(checkSite(site)).toEqual([]);
  // The same file, in a snapshot whose images folder is empty: its logo is missing.
  expect(checkSite(site, { ...snapshot, facts: { ...snapshot.facts, pictures: [] } })).toEqual([expect.objectContaining({ code: Errors.MissingImage.code, field: 'logo' })]);
  const png = site.replace('logo: /images/logo.svg', 'logo: /images/logo.png');
  expect(checkSite(png)).toEqual([expect.objectContaining({ code: Errors.MissingImage.code, field: 'logo', hint: 'did you mean "/images/logo.svg"? (or add the picture to content/images/logo.png)' })]);
  expect(checkSite(png, snapshot, ['/images/logo.png'])).toEqual([]);

  // Icon names are the snapshot's too (Lucide's, as `npm run check` reads them).
  const sprout = original();
  expect(check(sprout).problems.filter((p) => p.code === Errors.UnknownIcon.code)).toEqual([]);
  const withoutSprout = { ...snapshot, facts: { ...snapshot.facts, icons: snapshot.facts.icons.filter((n) => n !== 'sprout') } };
  expect(checkEntry(withoutSprout, { file: FILE, type: 'industries', text: sprout }, validators, siteRegistry).problems).toContainEqual(expect.objectContaining({ code: Errors.UnknownIcon.code, field: 'icon' }));
});

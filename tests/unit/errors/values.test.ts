/**
 * One test per value and schema code: a fragment of a content file inline, the exact words,
 * line and column. Fragments miss required fields, so each test looks at the field it breaks.
 */
import { describe, expect, it } from 'vitest';
import { check, shown } from './helpers.ts';

const at = (type: string, text: string, field: string) => check(type, text).filter((p) => p.field === field).map(shown);

describe('values YAML reads as something else', () => {
  it('value-read-as-other: yes for true or false, a year range, text that is a number, a single value for a list', () => {
    expect(at('portfolio', 'title: StreamVerse\nfeatured: yes\n', 'featured')).toEqual([
      '2:11  featured: YAML reads `yes` as the text "yes", but this field takes true or false — write `featured: true` [value-read-as-other]',
    ]);
    expect(at('portfolio', 'title: StreamVerse\nyear: 2021-22\n', 'year')).toEqual([
      '2:7  year: YAML reads `2021-22` as the text "2021-22", but this field takes a whole number — write `year: 2021` [value-read-as-other]',
    ]);
    expect(at('portfolio', 'title: true\n', 'title')).toEqual([
      '1:8  title: YAML reads `true` as the value true, but this field takes text — write `title: "true"` [value-read-as-other]',
    ]);
    expect(at('portfolio', 'title: StreamVerse\nplatforms: Web, Android\n', 'platforms')).toEqual([
      '2:12  platforms: YAML reads `Web, Android` as a single value, but this field takes a list — write `platforms: [Web, Android]` [value-read-as-other]',
    ]);
    expect(at('portfolio', 'title: StreamVerse\nid: 4,8\n', 'id')).toEqual([
      '2:5  id: YAML reads `4,8` as the text "4,8", but this field takes a whole number — write `id: 4.8` [value-read-as-other]',
    ]);
  });

  it('value-empty: a value cleared to nothing', () => {
    expect(at('portfolio', 'title:\nyear: 2024\n', 'title')).toEqual([
      '1:1  title: "title" has no value — write text after "title: ", or remove the line if the field is optional [value-empty]',
    ]);
  });
});

describe('values that do not fit the schema', () => {
  it('schema-type', () => {
    expect(at('portfolio', 'title: StreamVerse\nmetrics:\n  - 18,000 users\n', 'metrics')).toEqual(['3:3  metrics: must be a mapping of fields (got list) — Free key/value figures such as `users: 50K+` or `rating: 4.8`; the grid card shows the first two. [schema-type]']);
  });

  it('schema-required', () => {
    expect(check('legal', '---\ntitle: Privacy policy\ndescription: How we handle the data you give us when you use this website.\n---\nText\n').map(shown)).toEqual([
      '4:1  missing required field "updated" — add `updated:` here [schema-required]',
    ]);
  });

  it('schema-unknown-field', () => {
    expect(at('legal', '---\ntitel: Privacy policy\n---\nText\n', 'titel')).toEqual(['2:1  titel: unknown field "titel" — did you mean "title"? [schema-unknown-field]']);
  });

  it('schema-enum', () => {
    expect(at('portfolio', 'title: StreamVerse\nstatus: Liv\n', 'status')).toEqual(['2:9  status: "Liv" is not one of the allowed values — did you mean "Live"? [schema-enum]']);
  });

  it('schema-const', () => {
    expect(at('portfolio', 'liveDemo:\n  url: https://demo.example.com\n  credentials:\n    username: demo\n    password: demo\n    publicDemoAccount: false\n', 'liveDemo.credentials.publicDemoAccount')).toEqual([
      '6:24  liveDemo.credentials.publicDemoAccount: must be true — Confirms this is a throwaway demo account that may be shown to anyone. [schema-const]',
    ]);
  });

  it('schema-pattern', () => {
    expect(at('caseStudies', 'services:\n  - Web Development\n', 'services[0]')).toEqual([
      '2:5  services[0]: "Web Development" has the wrong form — Lower-case words joined by hyphens, for example mobile-app-development. [schema-pattern]',
    ]);
    // Technology lists are left to the reference check, which knows the names editors write.
    expect(at('caseStudies', 'technologies:\n  - Node JS\n', 'technologies[0]')).toEqual([]);
  });

  it('schema-format', () => {
    expect(at('legal', '---\nupdated: 2026-02-30\n---\nText\n', 'updated')).toEqual(['2:10  updated: "2026-02-30" is not a valid date — A date written as YYYY-MM-DD, for example 2025-03-14. [schema-format]']);
  });

  it('schema-length', () => {
    expect(at('legal', '---\ndescription: Too short.\n---\nText\n', 'description')).toEqual(['2:14  description: is too short: at least 50 characters (has 10) — write a little more [schema-length]']);
  });

  it('schema-item-count', () => {
    expect(at('portfolio', 'technologies: []\n', 'technologies')).toEqual(['1:15  technologies: needs at least 1 item — add items, each on a line starting with "- " [schema-item-count]']);
  });

  it('schema-range', () => {
    expect(at('portfolio', 'year: 2000\n', 'year')).toEqual(['1:7  year: must be >= 2016 (got 2000) [schema-range]']);
  });

  it('schema-unique', () => {
    expect(at('portfolio', 'platforms:\n  - Web\n  - Web\n', 'platforms')).toEqual(['2:3  platforms: lists the same value twice (items 1 and 2) — remove the repeated item [schema-unique]']);
  });

  it('schema-section-type', () => {
    expect(at('pages', 'sections:\n  - type: stat\n    items: []\n', 'sections[0]')).toEqual(['2:5  sections[0]: unknown section type "stat" — did you mean "stats"? [schema-section-type]']);
  });

  it('schema-form', () => {
    expect(at('services', 'startingPrice: free\n', 'startingPrice')).toEqual([
      '1:16  startingPrice: does not have an allowed form — Starting price in Indian rupees as a whole number (250000 is shown as ₹2,50,000), or `custom` for custom pricing. [schema-form]',
    ]);
  });

  it('schema-rule', () => {
    expect(at('portfolio', 'metrics:\n  users: "18,000+"\n', 'metrics')).toEqual(['2:3  metrics: must NOT have fewer than 2 properties [schema-rule]']);
  });
});

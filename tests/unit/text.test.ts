import { describe, expect, it } from 'vitest';
import { countWords, formatINR, readingMinutes, segmentLabel, slugify } from '../../src/lib/text.ts';
import { crumbsFor } from '../../src/lib/breadcrumbs.ts';

describe('text helpers', () => {
  it('counts words, ignoring Markdown punctuation tokens', () => {
    expect(countWords('## Heading two\n\n- item one\n- **bold** item\n\n```ts\nconst x = 1;\n```')).toBe(10);
    expect(countWords('  café déjà-vu ₹2,50,000 — ok ')).toBe(4);
    expect(readingMinutes(1100)).toBe(5);
    expect(readingMinutes(10)).toBe(1);
  });

  it('formats rupees with Indian digit grouping', () => {
    expect(formatINR(250000)).toBe('2,50,000');
    expect(formatINR(75000)).toBe('75,000');
  });

  it('builds breadcrumbs by the specification’s rule, skipping segments that are not pages', () => {
    expect(segmentLabel('real-estate')).toBe('Real estate');
    expect(slugify('Food & Beverage')).toBe('food-and-beverage');
    const routes = new Set(['/', '/portfolio', '/portfolio/category/fintech']);
    expect(crumbsFor('/portfolio/category/fintech', (p) => routes.has(p))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Portfolio', path: '/portfolio' },
      { name: 'Fintech', path: '/portfolio/category/fintech' },
    ]);
  });

  it('names the last breadcrumb by the page’s own name when it has one', () => {
    const routes = new Set(['/', '/portfolio']);
    expect(crumbsFor('/portfolio/mediconnect-telehealth', (p) => routes.has(p), 'MediConnect Telehealth').at(-1)).toEqual({ name: 'MediConnect Telehealth', path: '/portfolio/mediconnect-telehealth' });
    expect(crumbsFor('/portfolio/mediconnect-telehealth', (p) => routes.has(p)).at(-1)?.name).toBe('Mediconnect telehealth');
  });
});

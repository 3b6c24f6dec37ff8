import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, cutAtWord, formatDate, formatINR, readingMinutes, segmentLabel, slugify } from '../../src/lib/text.ts';
import { crumbsFor } from '../../src/lib/breadcrumbs.ts';

describe('text helpers', () => {
  it('cuts a text that is too long at a whole word, within the limit, with an ellipsis', () => {
    expect(cutAtWord('MediConnect Doctor Booking and Telemedicine Platform', 70)).toBe('MediConnect Doctor Booking and Telemedicine Platform');
    expect(cutAtWord('MediConnect Doctor Booking and Telemedicine Platform', 30)).toBe('MediConnect Doctor Booking…');
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[a-z]{1,9}$/), { minLength: 1, maxLength: 30 }), fc.integer({ min: 12, max: 80 }), (words, max) => {
      const text = words.join(' ');
      const cut = cutAtWord(text, max);
      expect(cut.length).toBeLessThanOrEqual(Math.max(max, 0));
      if (cut === text) return;
      const kept = cut.slice(0, -1);
      // What is kept is whole words of the text, never a piece of one.
      expect(text.startsWith(kept) && (text[kept.length] === ' ' || kept === '')).toBe(true);
    }));
  });

  it('counts words, ignoring Markdown punctuation tokens', () => {
    expect(countWords('## Heading two\n\n- item one\n- **bold** item\n\n```ts\nconst x = 1;\n```')).toBe(10);
    expect(countWords('  café déjà-vu ₹2,50,000 — ok ')).toBe(4);
    expect(readingMinutes(1100)).toBe(5);
    expect(readingMinutes(10)).toBe(1);
  });

  it('writes a date as Intl writes it in en-IN, for every day of any year', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const asIntl = (iso: string) => {
      const [y, m, d] = iso.split('-').map(Number);
      return intl.format(new Date(Date.UTC(y, m - 1, d)));
    };
    expect(formatDate('2025-03-04')).toBe('4 March 2025');
    // Days past a month's end roll over as Date does; years before 1000 are Intl's own.
    for (const iso of ['2024-02-29', '2023-02-29', '2025-12-31', '2025-13-01', '1000-01-01', '9999-12-31', '0999-12-31', '0050-06-15']) expect(formatDate(iso)).toBe(asIntl(iso));
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
      const iso = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
      expect(formatDate(iso)).toBe(asIntl(iso));
    }), { numRuns: 2000 });
  });

  it('slugifies accented and plain text alike: letters without their accents, the rest as dashes', () => {
    expect(slugify('Café Déjà-vu & Ñandú')).toBe('cafe-deja-vu-and-nandu');
    // Any text gives what decomposing it first gives (ASCII text is not decomposed).
    const full = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
      expect(slugify(text)).toBe(full(text));
    }), { numRuns: 1000 });
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

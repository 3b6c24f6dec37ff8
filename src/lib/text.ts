/** Small text helpers shared by the build and the templates. */

export function slugify(text: string): string {
  const lower = text.toLowerCase();
  // Decomposing letters into letter and accent changes nothing in ASCII (most headings).
  return (/^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A value made at its first use: a formatter's locale data takes a noticeable part of a
 * command's start-up, and a build that renders no page formats nothing; the page scan
 * (build/verify/scan.ts) finds a page's code and Markdown blocks only when a finding needs them.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * `text` in a string of its own. V8 makes a slice of 13 or more characters a view into the string
 * it was cut from, so an id kept from a page's HTML kept the whole page alive: a build held every
 * page it had rendered until its last check, and copied them through the young generation.
 */
export const ownCopy = (text: string): string => (text.length < 13 ? text : (' ' + text).slice(1));

/** Indian digit grouping: 250000 → "2,50,000". */
const inr = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }));

export function formatINR(amount: number): string {
  return inr().format(amount);
}

/** Words in Markdown text: whitespace-separated tokens with at least one letter or digit. */
export function countWords(markdown: string): number {
  // A character loop: a regular expression per token costs five times as much on large corpora.
  let words = 0;
  let inToken = false;
  let counted = false;
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charCodeAt(i);
    if (c === 32 || c === 10 || c === 9 || c === 13) {
      inToken = false;
      continue;
    }
    if (!inToken) {
      inToken = true;
      counted = false;
    }
    if (!counted && ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && (c < 0x2000 || c > 0x2bff)))) {
      words++;
      counted = true;
    }
  }
  return words;
}

/** Reading time at 220 words a minute, at least one minute. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 220));
}

/** `real-estate` → `Real estate` (the breadcrumb rule of the specification). */
export function segmentLabel(segment: string): string {
  const words = segment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * `2025-03-14` → `14 March 2025`, as Intl's en-IN long date writes it. Four-digit years are
 * written here (Intl's formatting is a large share of rendering an article page); the rest
 * (eras, invalid dates) is Intl's.
 */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const year = date.getUTCFullYear();
  if (year >= 1000 && year <= 9999) return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${year}`;
  return dateFormat().format(date);
}

/** `text` within `max` characters: whole, or cut at the last word that fits, with an ellipsis. */
export function cutAtWord(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 3).replace(/\s+\S*$/, '')}…`;
}

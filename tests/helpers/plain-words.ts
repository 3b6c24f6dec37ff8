/**
 * Developer notation an editor who is not a developer must never read in the editor: field paths
 * (`problems[0]`, `meta.title`), code words (slug, href, og:, Id, Eyebrow, Meta, endpoint),
 * camelCase and kebab-case identifiers, HTML tags, file paths of the repository. Returns what it
 * found, empty when the text is plain.
 */
const ALLOWED_MIXED_CASE = new Set(['iOS', 'iPhone', 'iPad', 'eCommerce']);

export function developerNotation(text: string, kind: 'label' | 'hint' | 'message'): string[] {
  const found: string[] = [];
  const add = (re: RegExp, what: string) => {
    for (const m of text.replace(/https?:\/\/\S+/g, '').matchAll(re)) found.push(`${what}: "${m[0]}"`);
  };
  add(/\b[A-Za-z_]\w*\[\d*\]/g, 'a list index');
  // A picture's file name (`logo.svg`) is what the editor uploaded, not code.
  add(/\b[a-z][A-Za-z]*\.(?!(?:svg|png|jpe?g|webp|avif|gif|pdf)\b)[a-z][A-Za-z]*\b/g, 'a dotted path');
  add(/\b(slug|href|eyebrow|endpoint|noindex|metaTitle|kebab-case|camelCase)s?\b/gi, 'a code word');
  add(/\bog:|\bmeta\b|#id\b|\bId\b/gi, 'a code word');
  add(/<\/?[a-z][a-z0-9]*\s*\/?>/g, 'an HTML tag');
  add(/\bcontent\/[a-z]/g, 'a repository path');
  add(/\b\w+=\w+/g, 'code');
  add(/\bundefined\b|\bnull\b|\[object Object\]|\bNaN\b/g, 'a missing value');
  for (const m of text.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)) if (!ALLOWED_MIXED_CASE.has(m[0])) found.push(`camelCase: "${m[0]}"`);
  if (kind === 'label') {
    add(/[._[\]{}<>/#:=`]/g, 'a code character');
    add(/\b(url|cta|faqs|nav|lms|items?)\b/gi, 'a code word');
    add(/\bWhatsapp\b/g, 'a code word');
    add(/\b[a-z0-9]+(?:-[a-z0-9]+)+\b/g, 'kebab-case');
    if (/^[a-z]/.test(text) && !ALLOWED_MIXED_CASE.has(text.split(' ')[0])) found.push('a lower-case start');
  } else {
    // In a sentence, an identifier written as code: `mobile-app-development`, `shield-check`.
    add(/`[a-z0-9]+(?:-[a-z0-9]+)+`/g, 'a kebab-case identifier');
  }
  return found;
}

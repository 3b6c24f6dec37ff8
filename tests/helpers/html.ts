/** Reading built pages as a person would: the text of <main> in blocks, and its links. */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&nbsp;': ' ' };

export function mainHtml(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

/** Text blocks (paragraphs, list items, headings, cells…) of an HTML fragment. */
export function textBlocks(html: string): string[] {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<\/(p|li|h[1-6]|dd|dt|td|th|blockquote|figcaption|summary|pre|a|span|div|section)>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? ' ')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

export function fiveGrams(text: string): Set<string> {
  const w = words(text);
  const grams = new Set<string>();
  for (let i = 0; i + 5 <= w.length; i++) grams.add(w.slice(i, i + 5).join(' '));
  return grams;
}

export function links(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

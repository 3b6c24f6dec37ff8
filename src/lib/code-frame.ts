/** A code block's frame without colours: for languages the highlighter does not know, and in the editor's preview until it has loaded. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<pre>` markup for `code`, uncoloured; focusable, so keyboard users can scroll long lines. */
export function plainCodeBlock(code: string, rawLang: string): string {
  return `<pre class="code" tabindex="0"${rawLang ? ` data-lang="${escapeHtml(rawLang)}"` : ''}><code>${escapeHtml(code.replace(/\n$/, ''))}</code></pre>`;
}

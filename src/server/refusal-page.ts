/**
 * The page a form post without JavaScript gets when the server refuses it before reading it
 * (another site's origin, too many posts, too large): the site's stylesheet, what happened, and
 * the way back to the form. No script, so the site's CSP holds.
 */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function refusalPage({ title, message, stylesheet }: { title: string; message: string; stylesheet?: string }): string {
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">`,
    stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : '',
    `</head><body><main id="main" class="container"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    '<p><a href="/contact">Back to the contact form</a></p></main></body></html>',
  ].join('');
}

/**
 * A page's <head> without rendering the Head component for every page: it is rendered once per
 * build (per variant: indexable or not, with keywords or not) with marks in place of the page's
 * own values — address, title, description, keywords, social cards, their description, the
 * structured data — and each page's values, escaped as React escapes text and attributes, are put
 * where the marks are. React writes every non-empty value that way wherever it stands; an empty
 * one can change the markup (an empty address is left out), so a head with an empty value, a
 * title that names the site (`fullTitle` keeps it whole) or a value holding a mark's characters
 * is rendered by React in full. tests/unit/head-splice.test.ts compares both for any values.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Head } from '../components/Document.tsx';
import { serializeJsonLd, type JsonLd } from '../lib/structured-data.ts';

export type HeadProps = Parameters<typeof Head>[0];

/** A mark: characters of Unicode's private use area, which React writes as they are. */
const mark = (name: string) => `\uE000${name}\uE001`;
const MARKS = /\uE000(\w+)\uE001/;
const HAS_MARK_CHARACTER = /[\uE000\uE001]/;

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeText = (text: string) => (/[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPED[c]) : text);

const renderHead = (props: HeadProps) => renderToStaticMarkup(createElement(Head, props));

const ldScripts = (jsonLd: JsonLd[]) => jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`).join('');

/** The page's values by mark name; the structured data is HTML already, the rest is text. */
function valuesOf({ head, jsonLd }: HeadProps): Record<string, string> {
  return {
    path: head.path,
    title: head.title,
    description: head.description,
    keywords: head.keywords?.join(', ') ?? '',
    og: head.image.og,
    x: head.image.x,
    alt: head.imageAlt,
    jsonld: ldScripts(jsonLd),
  };
}

/**
 * The template: the literal parts and the mark names between them, alternating
 * (`[literal, name, literal, …, literal]`), or undefined when React's head did not come out as
 * expected (then every head is rendered in full).
 */
function template(props: HeadProps): string[] | undefined {
  const { head } = props;
  const marked: HeadProps = {
    ...props,
    head: {
      ...head,
      path: mark('path'),
      title: mark('title'),
      description: mark('description'),
      keywords: head.keywords?.length ? [mark('keywords')] : undefined,
      image: { ...head.image, og: mark('og'), x: mark('x') },
      imageAlt: mark('alt'),
    },
    jsonLd: [mark('jsonld') as unknown as JsonLd],
  };
  const ld = `<script type="application/ld+json">${serializeJsonLd(mark('jsonld') as unknown as JsonLd)}</script>`;
  const html = renderHead(marked);
  if (!html.includes(ld)) return undefined;
  const parts = html.replace(ld, mark('jsonld')).split(MARKS);
  // A mark of another name would be the site's own text (its name, its copy) holding those characters.
  const names = new Set(Object.keys(valuesOf(props)));
  return parts.every((part, i) => i % 2 === 0 || names.has(part)) ? parts : undefined;
}

/** A renderer of heads for one build: the same output as rendering `Head` with React, page by page. */
export function createHeadRenderer(): (props: HeadProps) => string {
  // By variant; a build renders with one site and one set of assets, another one starts afresh.
  let made: { site: HeadProps['site']; assets: HeadProps['assets']; templates: Map<string, string[] | undefined> } | undefined;
  return (props) => {
    const { head, site, assets } = props;
    const values = valuesOf(props);
    const hasKeywords = Boolean(head.keywords?.length);
    const spliceable =
      !head.title.includes(site.name) &&
      Object.entries(values).every(([name, value]) => (value !== '' || name === 'jsonld' || (name === 'keywords' && !hasKeywords)) && !HAS_MARK_CHARACTER.test(value));
    if (!spliceable) return renderHead(props);
    if (made?.site !== site || made.assets !== assets) made = { site, assets, templates: new Map() };
    const variant = `${head.indexable} ${hasKeywords}`;
    if (!made.templates.has(variant)) made.templates.set(variant, template(props));
    const parts = made.templates.get(variant);
    if (!parts) return renderHead(props);
    let html = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const name = parts[i];
      html += (name === 'jsonld' ? values.jsonld : escapeText(values[name])) + parts[i + 1];
    }
    return html;
  };
}

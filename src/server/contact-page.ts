/**
 * /contact with a visitor's values and field errors (the answer to a form post without
 * JavaScript), made from the built page in dist/: only its form island is rendered again, with the
 * visitor's values as its props; everything else is the page as the build wrote it. So the server
 * needs neither the content nor the templates, only dist/ and the island's component.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ContactForm, { type ContactFormProps, type FieldTexts } from '../islands/ContactForm.tsx';
import { scriptJson } from '../components/Island.tsx';
import { enquirySchema } from '../shared/enquiry.ts';

const ISLAND = 'contact-form';

/** Only the enquiry's own fields go into the island's props (a post may carry anything). */
function enquiryFields(texts: Partial<Record<string, string>>): FieldTexts | undefined {
  const fields = Object.entries(texts).filter(([name, value]) => name in enquirySchema.shape && typeof value === 'string');
  return fields.length ? Object.fromEntries(fields) : undefined;
}

const islandHtml = (props: ContactFormProps) => renderToStaticMarkup(createElement(ContactForm, props));

/**
 * Reads dist/contact/index.html once. Refuses to start (with what to do) when the page has no
 * contact form, or one this server would render differently: dist/ was built by other code.
 */
export function createContactRenderer(dist: string): (values: Record<string, string>, errors: Record<string, string>) => string {
  const file = join(dist, 'contact', 'index.html');
  const page = readFileSync(file, 'utf8');
  const rebuild = `Build the site again with this version (npm run build) and restart the server.`;
  const propsTag = `<script type="application/json" data-island-props="${ISLAND}">`;
  const propsAt = page.indexOf(propsTag);
  const propsEnd = page.indexOf('</script>', propsAt);
  if (propsAt < 0 || propsEnd < 0) throw new Error(`${file} has no contact form. ${rebuild}`);
  const built = JSON.parse(page.slice(propsAt + propsTag.length, propsEnd)) as ContactFormProps;
  const base: ContactFormProps = { action: built.action };
  const marker = new RegExp(`<div class="island" data-island="${ISLAND}"[^>]*>`).exec(page.slice(propsEnd));
  const islandStart = marker ? propsEnd + marker.index + marker[0].length : -1;
  const empty = islandHtml(base);
  if (islandStart < 0 || !page.startsWith(empty, islandStart)) throw new Error(`${file} holds a contact form this server would render differently. ${rebuild}`);
  const before = page.slice(0, propsAt + propsTag.length);
  const between = page.slice(propsEnd, islandStart);
  const after = page.slice(islandStart + empty.length);
  return (values, errors) => {
    const props: ContactFormProps = { ...base, values: enquiryFields(values), errors: enquiryFields(errors) };
    return before + scriptJson(props) + between + islandHtml(props) + after;
  };
}

/**
 * README: "Everything a visitor reads lives in `content/`". Every sentence of every built page (a
 * text of three words or more, or a name a screen reader reads) must come from content/ or the
 * schemas: a value, a piece of a Markdown text, values joined by punctuation, or a sentence of
 * site.yaml's `copy` with its {placeholders} filled in (tests/helpers/copy-origin.ts). A sentence
 * typed in a template or a component fails here, with the page it is on. What it cannot see: a
 * sentence in code that is also written somewhere in the content, and labels of one or two words
 * (those are in site.yaml `copy` too, by review, not by this test).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedSite } from '../helpers/browser.ts';
import { ROOT } from '../helpers/content.ts';
import { corpusOf, sentencesOf, type Corpus } from '../helpers/copy-origin.ts';

/**
 * Sentences still written in code, each with where and why. The test fails when one of them is
 * no longer on the site, so the list only shrinks.
 */
const STILL_IN_CODE: Record<string, string> = {
  // The enquiry form's labels, choices and hints: the specification's words, validated by the server
  // too, so they live with their rules in the one table of enquiry fields (src/shared/enquiry-fields.ts).
  'Primary Service Needed': 'enquiry form',
  'Select a service': 'enquiry form',
  'API Development & Integration': 'enquiry form',
  'UI/UX Design Services': 'enquiry form',
  'Legacy System Migration': 'enquiry form',
  'Security Audit & Implementation': 'enquiry form',
  'Select project type': 'enquiry form',
  'New project from scratch': 'enquiry form',
  'Enhance existing application': 'enquiry form',
  'Bug fixes & maintenance': 'enquiry form',
  'Select budget range': 'enquiry form',
  'ASAP (Rush project)': 'enquiry form',
  'Tell us about your goals, users, must-have features and any deadlines.': 'enquiry form',
  'Select a time': 'enquiry form',
  'Morning (9 AM - 12 PM)': 'enquiry form',
  'Afternoon (12 PM - 5 PM)': 'enquiry form',
  'Evening (5 PM - 8 PM)': 'enquiry form',
  'How did you hear about us?': 'enquiry form',
  'Select an option': 'enquiry form',
  'Referral from colleague': 'enquiry form',
  'We reply within 24 hours. Read how we handle your data in our': 'enquiry form',
  'Notifications (Alt+T)': 'enquiry form: the toaster region of its island',
};

/** The built pages a visitor sees (the editor at /admin/ is for editors, in Decap's own words). */
function pagesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('admin'));
}

/** Each sentence not from content, with the first page it is on. */
function sentencesInCode(dist: string, corpus: Corpus): Map<string, string> {
  const found = new Map<string, string>();
  for (const page of pagesOf(dist)) {
    for (const sentence of sentencesOf(readFileSync(join(dist, page), 'utf8'))) {
      if (!found.has(sentence) && !corpus.has(sentence)) found.set(sentence, page);
    }
  }
  return found;
}

let corpus: Corpus;
beforeAll(() => {
  corpus = corpusOf([join(ROOT, 'content'), join(ROOT, 'schemas')]);
});

describe('the words a visitor reads', () => {
  it('on every built page come from content/ or the schemas', () => {
    const { dist } = sharedSite();
    expect(pagesOf(dist).length).toBeGreaterThan(200);
    const inCode = sentencesInCode(dist, corpus);
    const unexpected = [...inCode].filter(([sentence]) => !(sentence in STILL_IN_CODE)).map(([sentence, page]) => `${page}: "${sentence}"`);
    expect(unexpected, 'Sentences typed in a template or component: move each to content (site.yaml `copy`, with {placeholders} for what the page fills in)').toEqual([]);
    const gone = Object.keys(STILL_IN_CODE).filter((sentence) => !inCode.has(sentence));
    expect(gone, 'No longer in code or on the site: remove them from STILL_IN_CODE').toEqual([]);
  });

  it('a sentence typed in a template is caught; the same words from content, filled in or joined, are not', () => {
    const page = (body: string) => `<!DOCTYPE html><html><head><title>x</title></head><body>${body}</body></html>`;
    const caught = (body: string) => sentencesOf(page(body)).filter((s) => !corpus.has(s));
    // Typed in code.
    expect(caught('<h2>Our engineers reply within the hour</h2>')).toEqual(['Our engineers reply within the hour']);
    expect(caught('<a aria-label="Open the project gallery now" href="/">x</a>')).toEqual(['Open the project gallery now']);
    expect(caught('<p>Launch your own rocket</p>')).toEqual(['Launch your own rocket']);
    // From content: site.yaml copy with its placeholders filled, a project's title, values joined by punctuation, a Markdown text split at a link.
    expect(caught('<h2>Launch your own ott streaming platform</h2>')).toEqual([]);
    expect(caught('<h1>StreamVerse OTT Streaming Platform</h1><p>Media · Web · iOS · Android</p>')).toEqual([]);
    expect(caught('<p>7 platforms from our portfolio serve this industry.</p>')).toEqual([]);
    // Scripts and styles are not read.
    expect(caught('<script>const message = "this is not read by anyone"</script>')).toEqual([]);
  });
});

/**
 * The e-mail rule of the form, the API and the newsletter is the browser's own `type=email` rule:
 * the same verdict as the HTML standard's expression and as Chromium's checkValidity(), in linear time.
 */
import fc from 'fast-check';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquirySchema, isValidEmail } from '../../src/shared/enquiry.ts';
import { launchBrowser } from '../helpers/browser.ts';

/** https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address (safe here: the inputs are short). */
const WHATWG = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Strings near the rule's edges: its own characters, the ones around it, and labels of 62–64 characters. */
const tricky = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'aZ09.-_@+"<> ,\\()[]:;é\u00a0'.split('')), maxLength: 30 }),
  fc.emailAddress(),
  fc.tuple(fc.emailAddress(), fc.constantFrom('.', '-', '..', ' ', '@', ',b@c.d', '>')).map(([e, tail]) => e + tail),
  fc.tuple(fc.integer({ min: 61, max: 65 }), fc.constantFrom('a', '-')).map(([n, edge]) => `x@${edge}${'b'.repeat(n)}.in`),
);

const CASES: [string, boolean][] = [
  ['asha@example.in', true],
  ['asha@localhost', true],
  ["o'brien+tag@mail.example.co.in", true],
  [`x@${'a'.repeat(63)}.in`, true],
  [`x@${'a'.repeat(64)}.in`, false],
  ['asha@example.in, eve@evil.example', false],
  ['Asha <asha@example.in>', false],
  ['"asha"@example.in', false],
  ['asha@-example.in', false],
  ['asha@example-.in', false],
  ['asha@example.', false],
  ['asha@.in', false],
  ['@example.in', false],
  ['asha@', false],
  ['asha', false],
  ['asha@exa_mple.in', false],
  ['asha@[127.0.0.1]', false],
];

describe('the e-mail rule', () => {
  it('decides the listed cases as the HTML standard does', () => {
    for (const [email, expected] of CASES) {
      expect(isValidEmail(email), email).toBe(expected);
      expect(WHATWG.test(email), email).toBe(expected);
    }
  });

  it('agrees with the standard’s expression on any string', () => {
    fc.assert(fc.property(tricky, (email) => isValidEmail(email) === WHATWG.test(email)), { numRuns: 5000 });
  });

  it('takes linear time: a crafted 1 MB value in a few milliseconds of CPU', () => {
    const crafted = `a@${'a.'.repeat(500_000)}@`;
    // CPU time, not wall time: on a loaded machine the process waits for a core far longer than
    // it computes, while a backtracking rule would spend seconds of CPU here.
    const started = process.cpuUsage();
    expect(isValidEmail(crafted)).toBe(false);
    expect(enquirySchema.shape.email.safeParse(crafted).success).toBe(false);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(200);
  });
});

describe('the e-mail rule against Chromium’s type=email', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('gives the verdict the browser gives, so the form never passes what the API refuses', async () => {
    const page = await browser.newPage();
    await page.setContent('<input type="email" id="e">');
    const values = [...CASES.map(([e]) => e), ...fc.sample(tricky, { numRuns: 400, seed: 13 })]
      // The browser strips line breaks and surrounding spaces before checking; the schema trims too.
      .filter((e) => e !== '' && !/[\r\n]/.test(e) && e === e.trim()); // an empty optional field is valid to the browser
    const verdicts = await page.evaluate((list) => {
      const input = document.getElementById('e') as HTMLInputElement;
      return list.map((v) => {
        input.value = v;
        return input.checkValidity();
      });
    }, values);
    const disagreements = values.filter((v, i) => verdicts[i] !== isValidEmail(v));
    expect(disagreements).toEqual([]);
    await page.close();
  });
});

import { DomUtils, parseDocument } from 'htmlparser2';
import { renderToStaticMarkup } from 'react-dom/server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import ContactForm from '../../src/islands/ContactForm.tsx';
import { ENQUIRY_FIELDS, ENQUIRY_SECTIONS, enquirySchema, enquirySchemaOf, PRIMARY_SERVICES, type EnquiryField } from '../../src/shared/enquiry.ts';

const valid = { name: 'Asha Verma', email: 'asha@example.in', intre: 'Mobile App Development (React Native)', message: 'We need an app for our clinics.' };
const errorsOf = (input: unknown) => {
  const r = enquirySchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('enquiry schema', () => {
  it('accepts a valid enquiry, trims it and fills the defaults', () => {
    const r = enquirySchema.parse({ ...valid, name: '  Asha Verma  ', unknown: 'dropped' });
    expect(r.name).toBe('Asha Verma');
    expect(r.preferredContactMethod).toBe('email');
    expect(r.phone).toBe('');
    expect('unknown' in r).toBe(false);
  });

  it('answers with the specification’s messages', () => {
    expect(errorsOf({ ...valid, name: 'A' }).name).toBe('Name must be at least 2 characters');
    expect(errorsOf({ ...valid, name: 'A'.repeat(101) }).name).toBe('Name is too long');
    expect(errorsOf({ ...valid, email: 'not-an-email' }).email).toBe('Please enter a valid email address');
    expect(errorsOf({ ...valid, phone: '+91 (80) 4718-2290' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: '080 4718 22x0' }).phone).toBe('Please enter a valid phone number');
    expect(errorsOf({ ...valid, company: 'C'.repeat(151) }).company).toBe('Company name is too long');
    expect(errorsOf({ ...valid, subject: 'S'.repeat(256) }).subject).toBe('Subject is too long');
    expect(errorsOf({ ...valid, intre: ' ' }).intre).toBe('Please select a service');
    expect(errorsOf({ ...valid, message: 'Too short' }).message).toBe('Message must be at least 10 characters');
    expect(errorsOf({ ...valid, message: 'M'.repeat(5001) }).message).toBe('Message is too long');
    expect(errorsOf({ ...valid, preferredContactMethod: 'fax' }).preferredContactMethod).toBeDefined();
  });

  it('lists the 20 primary services in the specification’s order', () => {
    expect(PRIMARY_SERVICES).toHaveLength(20);
    expect(PRIMARY_SERVICES[0]).toBe('Web Application Development');
    expect(PRIMARY_SERVICES[19]).toBe('Custom Solutions & Other');
  });
});

/** An element of htmlparser2's document. */
type Element = ReturnType<typeof DomUtils.findAll>[number];

describe('a field is its row (properties)', () => {
  /** Text rich in what breaks lines and what trimming removes. */
  const typed = fc.array(fc.constantFrom('a', 'Z', '1', ' ', '@', '.', '+', '\n', '\r', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029', '\t'), { maxLength: 40 }).map((a) => a.join(''));

  it('whatever is typed, every field but a multi-line one holds one line', () => {
    const oneLineFields = ENQUIRY_FIELDS.filter((f) => f.kind !== 'text');
    fc.assert(
      fc.property(fc.constantFrom(...oneLineFields), typed, (field, value) => {
        const r = enquirySchema.shape[field.name].safeParse(value);
        if (r.success) expect(r.data).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]/);
      }),
    );
  });

  it('a row added to the table is a field: its limit holds with its own message, its value kept on one line', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-zA-Z]{2,15}$/), fc.integer({ min: 1, max: 300 }), fc.boolean(), (name, max, required) => {
        fc.pre(!ENQUIRY_FIELDS.some((f) => f.name === name));
        const row: EnquiryField = { name, column: name, label: name, mailLabel: name, kind: 'line', section: 'Project Details', max, required, messages: { tooLong: `${name} is too long` } };
        const shape = enquirySchemaOf([...ENQUIRY_FIELDS, row]).shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } }>;
        expect(shape[name].safeParse('x'.repeat(max)).data).toBe('x'.repeat(max));
        expect(shape[name].safeParse('x'.repeat(max + 1)).error?.issues[0].message).toBe(`${name} is too long`);
        expect(shape[name].safeParse('a\nb').data).toBe(max >= 3 ? 'a b' : undefined);
        expect(shape[name].safeParse(undefined).success).toBe(!required);
      }),
    );
  });
});

describe('the form from the table of fields', () => {
  const document = parseDocument(renderToStaticMarkup(<ContactForm action="/api/enquiries" />));
  const all = DomUtils.findAll(() => true, document.children);
  const attr = (e: Element, name: string) => DomUtils.getAttributeValue(e, name);
  const text = (e: Element) => DomUtils.textContent(e);
  const within = (root: Element, tag: string) => DomUtils.findAll((e) => e.name === tag, root.children);
  const closest = (e: Element, test: (p: Element) => boolean): Element => {
    let p = e.parent as Element | null;
    while (p && !test(p)) p = p.parent as Element | null;
    return p!;
  };

  it('shows each field of the table once, under its label, in its section, with its options', () => {
    expect(all.filter((e) => e.name === 'legend').map(text)).toEqual(ENQUIRY_SECTIONS.map((s) => s.legend));
    const named = all.filter((e) => attr(e, 'name') && attr(e, 'name') !== 'website').map((e) => attr(e, 'name'));
    expect([...new Set(named)]).toEqual(ENQUIRY_FIELDS.map((f) => f.name));
    for (const field of ENQUIRY_FIELDS) {
      const control = all.find((e) => attr(e, 'name') === field.name)!;
      const fieldset = closest(control, (p) => p.name === 'fieldset');
      expect(text(within(fieldset, 'legend')[0])).toBe(field.section);
      if (field.kind === 'radio') {
        const group = closest(control, (p) => attr(p, 'role') === 'radiogroup');
        expect(text(all.find((e) => attr(e, 'id') === attr(group, 'aria-labelledby'))!)).toBe(field.label);
        expect(within(group, 'label').map(text)).toEqual(field.options.map((o) => o.label));
        continue;
      }
      const required = 'required' in field && field.required === true;
      expect(text(all.find((e) => e.name === 'label' && attr(e, 'for') === attr(control, 'id'))!)).toBe(`${field.label}${required ? ' *' : ''}`);
      expect(attr(control, 'required') !== undefined).toBe(required);
      if (field.kind === 'choice') expect(within(control, 'option').map(text)).toEqual([field.placeholder, ...field.options]);
      if (field.kind === 'text') expect(control.name).toBe('textarea');
      if (field.kind === 'line' || field.kind === 'email') expect(attr(control, 'type')).toBe(field.kind === 'email' ? 'email' : ('inputType' in field ? field.inputType : 'text'));
    }
  });
});

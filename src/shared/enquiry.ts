/**
 * The contact enquiry: the one schema shared by the form island and the contact API, made from
 * the table of fields (./enquiry-fields.ts), and the rules every writer of an enquiry follows.
 */
// zod/mini: the same validation as zod's classic API, tree-shaken to a few KB for the browser.
import * as z from 'zod/mini';
import { ENQUIRY_FIELDS, PRIMARY_SERVICES, type EnquiryField, type FieldKind } from './enquiry-fields.ts';

export { ENQUIRY_FIELDS, ENQUIRY_SECTIONS, PRIMARY_SERVICES, type EnquiryField, type FieldKind } from './enquiry-fields.ts';

/** Characters allowed before the @ of a valid e-mail address (WHATWG HTML, `input type=email`). */
const LOCAL_PART = new Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.!#$%&'*+/=?^_`{|}~-");

const isLetterOrDigit = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * A "valid e-mail address" of the HTML standard, the rule browsers apply to `type=email`: no
 * display names, quotes, comments, lists or spaces. One pass over the characters (linear time by
 * construction), unlike the standard's regular expression, which a backtracking engine can take
 * far longer to reject a crafted value with.
 */
export function isValidEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1) return false;
  for (let i = 0; i < at; i++) if (!LOCAL_PART.has(value[i])) return false;
  let labelLength = 0;
  for (let i = at + 1; i <= value.length; i++) {
    const code = i < value.length ? value.charCodeAt(i) : 46; // the end closes the last label like a dot
    if (code === 46) {
      // A label: 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen.
      if (labelLength === 0 || labelLength > 63 || value.charCodeAt(i - 1) === 45 || value.charCodeAt(i - labelLength) === 45) return false;
      labelLength = 0;
    } else if (isLetterOrDigit(code) || code === 45) labelLength++;
    else return false;
  }
  return true;
}

/**
 * Text as it is stored: well-formed (a lone UTF-16 surrogate, which has no UTF-8 encoding, and NUL,
 * which PostgreSQL cannot store, become U+FFFD) and in Unicode normalisation form C, so the same
 * words are the same bytes whichever keyboard typed them.
 */
export function storableText(value: string): string {
  let out = '';
  let from = 0;
  let ascii = true;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code > 0x7f) ascii = false;
    if (code !== 0 && (code < 0xd800 || code > 0xdfff)) continue;
    if (code <= 0xdbff && code !== 0) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++; // a whole surrogate pair: one character outside the BMP
        continue;
      }
    }
    out += `${value.slice(from, i)}\uFFFD`;
    from = i + 1;
  }
  if (from === 0) return ascii ? value : value.normalize('NFC'); // ASCII is always in NFC
  return (out + value.slice(from)).normalize('NFC');
}

/** True when every character of the value is one of `allowed`. */
const onlyCharacters = (allowed: string) => {
  const set = new Set(allowed);
  return (value: string) => {
    for (const ch of value) if (!set.has(ch)) return false;
    return true;
  };
};

/**
 * Line breaks of every kind (CR, LF, VT, FF, NEL, line and paragraph separators). A one-line field
 * holds none: a name with a line break could otherwise write a line of its own into the
 * notification mail or an export (a forged `E-mail:` line above the real one).
 */
const LINE_BREAKS = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/** A value of a one-line field as it is stored and written: its line breaks collapsed into one space. */
export const oneLine = (value: string) => value.replace(LINE_BREAKS, ' ');

type Checks = Parameters<ReturnType<typeof z.string>['check']>;
/** A trimmed, storable text with length rules (cleaning and trimming run before the checks). */
const cleaned = (kind: FieldKind, checks: Checks) => z.string().check(z.overwrite((v: string) => (kind === 'text' ? storableText(v) : oneLine(storableText(v)))), z.trim(), ...checks);

/** A field's rules, from its row: length limits, then what the value must be, each with its message. */
function fieldSchema(field: EnquiryField) {
  if (field.kind === 'radio') {
    const values = (field.options as readonly { value: string }[]).map((o) => o.value) as [string, ...string[]];
    return z._default(z.optional(z.enum(values)), field.default ?? values[0]);
  }
  const { messages = {} } = field;
  const checks: Checks = [];
  if (field.min !== undefined) checks.push(z.minLength(field.min, messages.tooShort));
  if (field.max !== undefined) checks.push(z.maxLength(field.max, messages.tooLong));
  if (field.kind === 'email') checks.push(z.refine(isValidEmail, messages.invalid));
  if (field.characters !== undefined) checks.push(z.refine(onlyCharacters(field.characters), messages.invalid));
  const schema = cleaned(field.kind, checks);
  return field.required ? schema : z._default(z.optional(schema), '');
}

type Row = (typeof ENQUIRY_FIELDS)[number];
/** A field's value: one of a radio's values, else text. */
type ValueOf<F> = F extends { kind: 'radio'; options: readonly { value: infer V }[] } ? V : string;
type Shape<F extends { name: string }> = { [R in F as R['name']]: z.ZodMiniType<ValueOf<R>, string | undefined> };

/** The zod schema of a table of fields: one rule per row, by name. */
export function enquirySchemaOf<const F extends readonly EnquiryField[]>(fields: F) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])) as unknown as Shape<F[number]>);
}

export const enquirySchema = enquirySchemaOf(ENQUIRY_FIELDS);

/** A field of the site's table, by name. */
export const enquiryField = (name: Row['name']): EnquiryField => ENQUIRY_FIELDS.find((f) => f.name === name)!;

/**
 * A value as a writer (mail, CSV, terminal) writes it, by its field's kind: what is not a `text`
 * field of the enquiry (the other fields, and what the server records beside them: page, user
 * agent…) on one line, also for rows stored before fields were made one-line.
 */
export function writtenValue(field: string, value: unknown, fields: readonly EnquiryField[] = ENQUIRY_FIELDS): string {
  const text = value === undefined || value === null ? '' : String(value);
  return fields.find((f) => f.name === field)?.kind === 'text' ? text : oneLine(text);
}

/** What a visitor types (before defaults). */
export type EnquiryInput = z.input<typeof enquirySchema>;
/** A valid enquiry, trimmed, with defaults. */
export type Enquiry = z.output<typeof enquirySchema>;

/**
 * The `service` query values that preselect a primary service on /contact: the engagement
 * models and investment of the home page, and the slugs of the service pages.
 */
export const SERVICE_QUERY: Record<string, { service: (typeof PRIMARY_SERVICES)[number]; about: string }> = {
  'dedicated-team': { service: 'Custom Solutions & Other', about: 'Hiring a dedicated team' },
  'fixed-price': { service: 'Custom Solutions & Other', about: 'A fixed-price project' },
  'staff-augmentation': { service: 'Custom Solutions & Other', about: 'Staff augmentation' },
  outsourcing: { service: 'Custom Solutions & Other', about: 'Outsourcing software development' },
  investment: { service: 'Custom Solutions & Other', about: 'Pitching a startup for investment' },
  'mobile-app-development': { service: 'Mobile App Development (React Native)', about: 'Mobile app development' },
  'desktop-applications': { service: 'Enterprise Software', about: 'Desktop applications' },
  'python-development': { service: 'Python Development & AI/ML', about: 'Python development' },
  'nodejs-solutions': { service: 'Node.js Backend Development', about: 'Node.js solutions' },
  'database-solutions': { service: 'Database Design & Optimization', about: 'Database solutions' },
  'custom-solutions': { service: 'Custom Solutions & Other', about: 'Custom solutions' },
};

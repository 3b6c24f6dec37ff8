/**
 * The contact enquiry: the one schema shared by the form (server-rendered markup now, the form
 * island later) and the contact API. Field names are those of the agency's existing endpoint,
 * `intre` included (the primary service needed). Rules and messages are the specification's.
 */
// zod/mini: the same validation as zod's classic API, tree-shaken to a few KB for the browser.
import * as z from 'zod/mini';

export const PRIMARY_SERVICES = [
  'Web Application Development',
  'Mobile App Development (React Native)',
  'iOS App Development (Swift)',
  'Python Development & AI/ML',
  'Node.js Backend Development',
  'Database Design & Optimization',
  'E-commerce Solutions',
  'Healthcare Technology',
  'Financial Technology',
  'Real Estate Platforms',
  'Educational Technology',
  'Enterprise Software',
  'API Development & Integration',
  'Cloud Solutions & DevOps',
  'UI/UX Design Services',
  'Technical Consulting',
  'Legacy System Migration',
  'Performance Optimization',
  'Security Audit & Implementation',
  'Custom Solutions & Other',
] as const;

export const BUDGETS = ['Under $5,000', '$5,000 - $15,000', '$15,000 - $50,000', '$50,000 - $100,000', '$100,000+', "Let's discuss"] as const;
export const TIMELINES = ['ASAP (Rush project)', 'Within 1 month', '2-3 months', '3-6 months', '6+ months', 'Ongoing project'] as const;
export const PROJECT_TYPES = ['New project from scratch', 'Enhance existing application', 'Bug fixes & maintenance', 'Performance optimization', 'Technology migration', 'Emergency support', 'Consultation only'] as const;
export const HEARD_ABOUT = ['Google Search', 'LinkedIn', 'Referral from colleague', 'Previous client', 'Industry event', 'Social media', 'GitHub', 'Other'] as const;
export const BEST_TIMES = ['Morning (9 AM - 12 PM)', 'Afternoon (12 PM - 5 PM)', 'Evening (5 PM - 8 PM)', 'Anytime'] as const;
export const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;

export const MESSAGES = {
  nameShort: 'Name must be at least 2 characters',
  nameLong: 'Name is too long',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  company: 'Company name is too long',
  subject: 'Subject is too long',
  intre: 'Please select a service',
  messageShort: 'Message must be at least 10 characters',
  messageLong: 'Message is too long',
} as const;

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

/** Digits, + - ( ) and white space (what `\\s` matches in JavaScript). */
const PHONE_CHARACTERS = '0123456789+-() \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

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
const cleaned = (kind: FieldKind, checks: Checks) => z.string().check(z.overwrite((v: string) => (kind === 'line' ? oneLine(storableText(v)) : storableText(v))), z.trim(), ...checks);

/** A field is one line in the form (an input) or several (a textarea); writers follow it. */
export type FieldKind = 'line' | 'text';
const line = (...checks: Checks) => ({ kind: 'line' as const, schema: cleaned('line', checks) });
const optionalLine = (...checks: Checks) => ({ kind: 'line' as const, schema: z._default(z.optional(cleaned('line', checks)), '') });
const multiline = (...checks: Checks) => ({ kind: 'text' as const, schema: cleaned('text', checks) });

/** Every field of an enquiry, once: its kind and its rules. */
const FIELDS = {
  name: line(z.minLength(2, MESSAGES.nameShort), z.maxLength(100, MESSAGES.nameLong)),
  email: line(z.maxLength(254, MESSAGES.email), z.refine(isValidEmail, MESSAGES.email)),
  phone: optionalLine(z.maxLength(30, MESSAGES.phone), z.refine(onlyCharacters(PHONE_CHARACTERS), MESSAGES.phone)),
  company: optionalLine(z.maxLength(150, MESSAGES.company)),
  budget: optionalLine(z.maxLength(255)),
  timeline: optionalLine(z.maxLength(255)),
  subject: optionalLine(z.maxLength(255, MESSAGES.subject)),
  intre: line(z.minLength(1, MESSAGES.intre), z.maxLength(255, MESSAGES.intre)),
  message: multiline(z.minLength(10, MESSAGES.messageShort), z.maxLength(5000, MESSAGES.messageLong)),
  projectType: optionalLine(z.maxLength(255)),
  hearAbout: optionalLine(z.maxLength(255)),
  preferredContactMethod: { kind: 'line' as const, schema: z._default(z.optional(z.enum(['email', 'phone', 'whatsapp'])), 'email') },
  bestTimeToCall: optionalLine(z.maxLength(255)),
};

export const enquirySchema = z.object(Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, field.schema])) as { [K in keyof typeof FIELDS]: (typeof FIELDS)[K]['schema'] });

/** Each field's kind: a writer (mail, CSV, terminal) writes a `line` field on one line and quotes a `text` field. */
export const FIELD_KINDS = Object.fromEntries(Object.entries(FIELDS).map(([name, field]) => [name, field.kind])) as { [K in keyof typeof FIELDS]: FieldKind };

/**
 * A value as a writer writes it, by its field's kind: what is not a `text` field of the enquiry
 * (the other fields, and what the server records beside them: page, user agent…) on one line,
 * also for rows stored before fields were made one-line.
 */
export function writtenValue(field: string, value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return (FIELD_KINDS as Record<string, FieldKind | undefined>)[field] === 'text' ? text : oneLine(text);
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

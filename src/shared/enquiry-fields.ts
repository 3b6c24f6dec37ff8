/**
 * The fields of a contact enquiry: one row each. Everything else about a field is derived from its
 * row: the shared zod schema (src/shared/enquiry.ts, used by the form and the API), the form
 * island's inputs (src/islands/ContactForm.tsx), the stores' columns (src/server/enquiry-rows.ts,
 * for SQLite and PostgreSQL), the notification mail (src/server/notifier.ts) and the admin CLI's
 * list and CSV export (src/server/admin-cli.ts).
 *
 * To add a field: add its row here, where the form should show it, and a migration that adds its
 * column (src/server/migrations.ts, `ALTER TABLE enquiries ADD COLUMN … TEXT NOT NULL DEFAULT ''`).
 * Names, option lists and messages are the specification's; the form's labels and placeholders
 * are the site's.
 */

/**
 * How a field is typed and written:
 * - `line`: one line of text (an input); line breaks are collapsed into a space wherever it is
 *   stored or written, so a value can never add a line of its own to a mail or an export;
 * - `email`: one line that must be a valid e-mail address (an `input type=email`);
 * - `text`: several lines (a textarea), quoted in the mail;
 * - `choice`: one line picked from `options` in a searchable list (any text is accepted, as the
 *   specification says of these fields);
 * - `radio`: exactly one of `options`, as radio buttons, `default` when not sent.
 */
export type FieldKind = 'line' | 'email' | 'text' | 'choice' | 'radio';

/** The form's four groups of fields, in order; `grid` lays its fields out two by two on wide screens. */
export const ENQUIRY_SECTIONS = [
  { legend: 'Basic Information', grid: true },
  { legend: 'Project Information', grid: true },
  { legend: 'Project Details', grid: false },
  { legend: 'Contact Preferences', grid: true },
] as const;

export interface EnquiryField {
  /** The name in the form and the API's JSON (the agency's existing endpoint's names). */
  name: string;
  /** Its column in the `enquiries` table. */
  column: string;
  /** Its label in the form. */
  label: string;
  /** Its label in the notification mail. */
  mailLabel: string;
  kind: FieldKind;
  /** The form group it shows in (ENQUIRY_SECTIONS). */
  section: (typeof ENQUIRY_SECTIONS)[number]['legend'];
  /** A value must be given (the form marks it with *). */
  required?: boolean;
  /** Length limits of the trimmed value, in UTF-16 code units as the browser counts them. */
  min?: number;
  max?: number;
  /** The messages a visitor reads when the value is too short, too long or otherwise not valid. */
  messages?: { tooShort?: string; tooLong?: string; invalid?: string };
  /** Characters a `line` may hold, when not any (the phone number's). */
  characters?: string;
  /** `choice` and `radio`: what can be picked (a radio's `value` is stored, its `label` shown). */
  options?: readonly string[] | readonly { value: string; label: string }[];
  /** `radio`: the value when none is sent. */
  default?: string;
  /** The empty entry of a `choice` list, or the hint inside an empty `text`. */
  placeholder?: string;
  /** `line`: the input's type; `text` by default. */
  inputType?: 'text' | 'tel';
  /** The browser's autofill hint (HTML `autocomplete`). */
  autoComplete?: string;
  /** `line`: the characters the browser lets through (HTML `pattern`), as `characters` in a pattern. */
  pattern?: string;
  /** `text`: visible lines. */
  rows?: number;
}

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

/** Digits, + - ( ) and white space (what `\\s` matches in JavaScript). */
const PHONE_CHARACTERS = '0123456789+-() \t\n\v\f\r\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/**
 * The fields in the order the form shows them and the mail lists them. Their order in the API's
 * JSON and in the table does not matter: both go by name.
 */
export const ENQUIRY_FIELDS = [
  {
    name: 'name', column: 'name', label: 'Full Name', mailLabel: 'Name', kind: 'line', section: 'Basic Information',
    required: true, min: 2, max: 100, messages: { tooShort: 'Name must be at least 2 characters', tooLong: 'Name is too long' }, autoComplete: 'name',
  },
  {
    name: 'email', column: 'email', label: 'Email Address', mailLabel: 'E-mail', kind: 'email', section: 'Basic Information',
    required: true, max: 254, messages: { tooLong: 'Please enter a valid email address', invalid: 'Please enter a valid email address' }, autoComplete: 'email',
  },
  {
    name: 'phone', column: 'phone', label: 'Phone Number', mailLabel: 'Phone', kind: 'line', section: 'Basic Information',
    max: 30, messages: { tooLong: 'Please enter a valid phone number', invalid: 'Please enter a valid phone number' },
    characters: PHONE_CHARACTERS, inputType: 'tel', pattern: '[0-9\\s\\-+()]*', autoComplete: 'tel',
  },
  {
    name: 'company', column: 'company', label: 'Company Name', mailLabel: 'Company', kind: 'line', section: 'Basic Information',
    max: 150, messages: { tooLong: 'Company name is too long' }, autoComplete: 'organization',
  },
  {
    name: 'intre', column: 'intre', label: 'Primary Service Needed', mailLabel: 'Primary service', kind: 'choice', section: 'Project Information',
    required: true, min: 1, max: 255, messages: { tooShort: 'Please select a service', tooLong: 'Please select a service' },
    options: PRIMARY_SERVICES, placeholder: 'Select a service',
  },
  {
    name: 'projectType', column: 'project_type', label: 'Project Type', mailLabel: 'Project type', kind: 'choice', section: 'Project Information',
    max: 255, placeholder: 'Select project type',
    options: ['New project from scratch', 'Enhance existing application', 'Bug fixes & maintenance', 'Performance optimization', 'Technology migration', 'Emergency support', 'Consultation only'],
  },
  {
    name: 'budget', column: 'budget', label: 'Budget Range', mailLabel: 'Budget', kind: 'choice', section: 'Project Information',
    max: 255, placeholder: 'Select budget range',
    options: ['Under $5,000', '$5,000 - $15,000', '$15,000 - $50,000', '$50,000 - $100,000', '$100,000+', "Let's discuss"],
  },
  {
    name: 'timeline', column: 'timeline', label: 'Project Timeline', mailLabel: 'Timeline', kind: 'choice', section: 'Project Information',
    max: 255, placeholder: 'Select timeline',
    options: ['ASAP (Rush project)', 'Within 1 month', '2-3 months', '3-6 months', '6+ months', 'Ongoing project'],
  },
  {
    name: 'subject', column: 'subject', label: 'Subject', mailLabel: 'Subject', kind: 'line', section: 'Project Details',
    max: 255, messages: { tooLong: 'Subject is too long' },
  },
  {
    name: 'message', column: 'message', label: 'Project Description', mailLabel: 'Message', kind: 'text', section: 'Project Details',
    required: true, min: 10, max: 5000, messages: { tooShort: 'Message must be at least 10 characters', tooLong: 'Message is too long' },
    rows: 6, placeholder: 'Tell us about your goals, users, must-have features and any deadlines.',
  },
  {
    name: 'preferredContactMethod', column: 'preferred_contact_method', label: 'Preferred Contact Method', mailLabel: 'Preferred contact', kind: 'radio', section: 'Contact Preferences',
    options: [{ value: 'email', label: 'Email' }, { value: 'phone', label: 'Phone' }, { value: 'whatsapp', label: 'WhatsApp' }], default: 'email',
  },
  {
    name: 'bestTimeToCall', column: 'best_time_to_call', label: 'Best Time to Call', mailLabel: 'Best time to call', kind: 'choice', section: 'Contact Preferences',
    max: 255, placeholder: 'Select a time',
    options: ['Morning (9 AM - 12 PM)', 'Afternoon (12 PM - 5 PM)', 'Evening (5 PM - 8 PM)', 'Anytime'],
  },
  {
    name: 'hearAbout', column: 'hear_about', label: 'How did you hear about us?', mailLabel: 'Heard about us', kind: 'choice', section: 'Contact Preferences',
    max: 255, placeholder: 'Select an option',
    options: ['Google Search', 'LinkedIn', 'Referral from colleague', 'Previous client', 'Industry event', 'Social media', 'GitHub', 'Other'],
  },
] as const satisfies readonly EnquiryField[];

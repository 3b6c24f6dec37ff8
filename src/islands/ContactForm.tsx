import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { ENQUIRY_FIELDS, ENQUIRY_SECTIONS, enquirySchema, SERVICE_QUERY, type EnquiryField, type EnquiryInput } from '../shared/enquiry.ts';
import { Combobox, COMBOBOX_ICONS } from './Combobox.tsx';
import { Toaster, TOAST_ICONS } from './Toaster.tsx';
import { toast, type ToastOptions } from './toast-store.ts';

export type Field = keyof EnquiryInput;
export type FieldTexts = Partial<Record<Field, string>>;

/** What the server shows after a post without JavaScript: the visitor's values and the field errors. */
export interface ContactFormState {
  values?: FieldTexts;
  errors?: FieldTexts;
}

export interface ContactFormProps extends ContactFormState {
  /** The contact endpoint (site.yaml), posted to as a form without JavaScript and as JSON with it. */
  action: string;
}

/** Icons drawn only after hydration (comboboxes, toasts, the service note), for the page's sprite. */
export const CONTACT_FORM_ICONS = [...COMBOBOX_ICONS, ...Object.values(TOAST_ICONS), 'message-square'];

/** The specification's error catalogue. */
export const NOTICES = {
  success: { type: 'success', title: 'Message Sent Successfully!', description: 'Thank you for reaching out. Our team will contact you within 24 hours.' },
  failed: { type: 'error', title: 'Submission Failed', description: 'Something went wrong. Please try again.' },
  network: { type: 'error', title: 'Network Error', description: 'Unable to reach the server. Please check your connection.' },
  unexpected: { type: 'error', title: 'Error', description: 'An unexpected error occurred. Please try again.' },
} satisfies Record<string, ToastOptions>;

/** The fields in the order they are shown (the table's), for "the first invalid field". */
const FIELDS = ENQUIRY_FIELDS.map((f) => f.name) as Field[];
/** Every field empty (the schema is given text for each, as a form would send), a radio at its default. */
const EMPTY: FieldTexts = Object.fromEntries(ENQUIRY_FIELDS.map((f) => [f.name, f.kind === 'radio' ? f.default : '']));
const DRAFT = 'contact-draft';
/** The draft in sessionStorage: the values, and the `service` link they were typed under. */
type Draft = FieldTexts & { service?: string };
const KEY = 'contact-idempotency-key';
const IN_BROWSER = typeof document !== 'undefined';

/** sessionStorage that may be blocked: reads give null, writes are skipped. */
const session = {
  get: (key: string) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string | null) => {
    try {
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
    } catch {
      // Storage blocked: the form works, nothing is kept.
    }
  },
};

/** The field's first problem under the shared schema, if any. */
function check(name: Field, value: string | undefined): string | undefined {
  const result = enquirySchema.shape[name].safeParse(value ?? '');
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Posts the enquiry as JSON and maps the answer to the error catalogue. */
async function send(action: string, enquiry: Record<string, string>, key: string): Promise<{ notice: ToastOptions; sent?: boolean; errors?: FieldTexts }> {
  let response: Response;
  try {
    response = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(enquiry) });
  } catch {
    return { notice: NOTICES.network };
  }
  const answer = (await response.json().catch(() => null)) as { success?: unknown; message?: unknown; errors?: FieldTexts } | null;
  const message = typeof answer?.message === 'string' && answer.message ? answer.message : undefined;
  if (!response.ok) return { notice: { ...NOTICES.failed, description: message ?? `Server error: ${response.status}` }, errors: answer?.errors };
  if (answer?.success === true) return { sent: true, notice: { ...NOTICES.success, description: message ?? NOTICES.success.description } };
  if (answer?.success === false) return { notice: { ...NOTICES.failed, description: message ?? NOTICES.failed.description } };
  return { notice: NOTICES.unexpected };
}

function FieldBox({ name, label, required, error, children }: { name: string; label: string; required?: boolean; error?: string; children: React.ReactNode }) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={`f-${name}`} id={`f-${name}-label`}>
        {label}
        {required ? <span aria-hidden="true" className="required"> *</span> : null}
      </label>
      {children}
      <p className="field-error" id={`f-${name}-error`} hidden={!error}>{error}</p>
    </div>
  );
}

/**
 * The enquiry form (four sections, every field of the enquiry, a honeypot) as an island. Its
 * first render, on the server and at hydration, is a plain HTML form posting to the contact
 * endpoint with native selects and the server's values and errors, so it works without
 * JavaScript. Once hydrated it takes over: the selects become searchable comboboxes, `?service=`
 * preselects the primary service, the draft is kept in sessionStorage until sent, the shared
 * schema's messages show on blur and on submit, and the enquiry is posted as JSON with the
 * outcome in a toast.
 */
export default function ContactForm({ action, values: initial = {}, errors: serverErrors = {} }: ContactFormProps) {
  const [enhanced, setEnhanced] = useState(false);
  const [values, setValues] = useState<FieldTexts>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<FieldTexts>(serverErrors);
  /** The `service` query value that preselected the primary service, if any. */
  const [service, setService] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // After hydration: what the browser shows (the server's values, or what was typed before this
  // ran), else the draft; then the ?service= preselection, unless the draft was made under the
  // same link (its choice of service stands) or the service was already chosen on this page.
  useEffect(() => {
    const shown = Object.fromEntries(new FormData(form.current!)) as Record<string, string>;
    const first: FieldTexts = { ...EMPTY, ...initial };
    const changed = Object.fromEntries(FIELDS.filter((f) => (shown[f] ?? '') !== (first[f] ?? '')).map((f) => [f, shown[f] ?? '']));
    let draft: Draft = {};
    try {
      if (!Object.keys(initial).length) draft = JSON.parse(session.get(DRAFT) ?? '{}') as Draft;
    } catch {
      // A damaged draft is ignored.
    }
    const { service: draftService, ...drafted } = draft;
    const next: FieldTexts = { ...first, ...drafted, ...changed };
    const params = new URLSearchParams(location.search);
    const query = params.get('service') ?? '';
    // `?subject=` (a demo that is down links here asking for a walkthrough) fills an empty subject.
    const subject = params.get('subject')?.slice(0, 255);
    if (subject && !next.subject) next.subject = subject;
    const preset = SERVICE_QUERY[query];
    if (preset) {
      if (!initial.intre && !changed.intre && (draftService !== query || !next.intre)) next.intre = preset.service;
      setService(query);
    }
    setValues(next);
    setEnhanced(true);
  }, []);

  // The draft follows every change until the enquiry is sent (written as the change renders, so
  // a reload right after typing finds it).
  useLayoutEffect(() => {
    if (!enhanced) return;
    const typed = FIELDS.some((f) => values[f] !== EMPTY[f]);
    session.set(DRAFT, typed ? JSON.stringify({ ...values, service } satisfies Draft) : null);
  }, [values, enhanced]);

  const validate = (name: Field, value: string | undefined) => setErrors((e) => ({ ...e, [name]: check(name, value) }));
  const change = (name: Field, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) validate(name, value);
    // Changed content is a new enquiry: it gets a new idempotency key.
    session.set(KEY, null);
  };
  const described = (name: Field) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `f-${name}-error` : undefined }) as const;
  /** The value as the DOM default at first render (the same markup on server and client), controlled after. */
  const bound = (name: Field) => (enhanced ? { value: values[name] ?? '' } : { defaultValue: initial[name], ...autofocus(name) });
  /**
   * The server's answer to a post with errors opens on the first invalid field, without JavaScript
   * too. (React writes `autofocus=""` for autoFocus; Preact writes it only through the DOM property.)
   */
  const autofocus = (name: Field) => (name === FIELDS.find((f) => serverErrors[f]) ? (IN_BROWSER ? ({ autofocus: true } as object) : { autoFocus: true }) : {});

  const input = (name: Field, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <input id={`f-${name}`} name={name} {...bound(name)} {...described(name)} onInput={(e) => change(name, e.currentTarget.value)} onBlur={(e) => validate(name, e.currentTarget.value)} {...props} />
  );
  const select = (name: Field, required: boolean | undefined, options: readonly string[], placeholder = '') => {
    if (enhanced) {
      return <Combobox id={`f-${name}`} labelId={`f-${name}-label`} name={name} options={options} placeholder={placeholder} value={values[name] ?? ''} onChange={(v) => change(name, v)} onBlur={(v) => validate(name, v)} required={required} invalid={Boolean(errors[name])} describedBy={errors[name] ? `f-${name}-error` : undefined} />;
    }
    // The same markup from React and Preact: an option's value is its text (Preact writes no
    // `value` attribute equal to the text); React marks the chosen option from the select's
    // defaultValue, Preact has no such prop and marks it through the option's defaultSelected.
    const chosen = initial[name] || undefined;
    const mark = (option: string) => (IN_BROWSER ? ({ defaultSelected: option === chosen } as object) : {});
    return (
      <select id={`f-${name}`} name={name} required={required} defaultValue={IN_BROWSER ? undefined : chosen} {...described(name)} {...autofocus(name)} onChange={(e) => change(name, e.currentTarget.value)}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} {...mark(o)}>{o}</option>
        ))}
      </select>
    );
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = enquirySchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldTexts = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      form.current?.querySelector<HTMLElement>(`#f-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      // One key per enquiry, so a retry after a lost answer is stored once (getRandomValues, unlike
      // randomUUID, also works on plain http).
      let key = session.get(KEY);
      if (!key) {
        key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
        session.set(KEY, key);
      }
      const honeypot = (form.current?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
      const outcome = await send(action, { ...parsed.data, website: honeypot }, key);
      if (outcome.errors) setErrors((e) => ({ ...e, ...outcome.errors }));
      if (outcome.sent) {
        setValues(EMPTY);
        setErrors({});
        session.set(DRAFT, null);
        session.set(KEY, null);
      }
      toast(outcome.notice);
    } catch {
      toast(NOTICES.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  /** A field's control, from its row of the table: an input, a list, a text box or radio buttons. */
  const control = (field: EnquiryField) => {
    const name = field.name as Field;
    if (field.kind === 'radio') {
      return (
        <div key={name} className="field">
          <p className="field-label" id={`f-${name}-label`}>{field.label}</p>
          <div className="radios" role="radiogroup" aria-labelledby={`f-${name}-label`}>
            {(field.options as readonly { value: string; label: string }[]).map((m) => (
              <label key={m.value} className="radio">
                <input
                  type="radio"
                  name={name}
                  value={m.value}
                  {...(enhanced ? { checked: values[name] === m.value } : { defaultChecked: (initial[name] ?? field.default) === m.value })}
                  onChange={() => change(name, m.value)}
                />
                {m.label}
              </label>
            ))}
          </div>
        </div>
      );
    }
    let box: React.ReactNode;
    if (field.kind === 'choice') box = select(name, field.required, field.options as readonly string[], field.placeholder);
    else if (field.kind === 'text') {
      box = (
        <textarea
          id={`f-${name}`}
          name={name}
          rows={field.rows}
          required={field.required}
          minLength={field.min}
          maxLength={field.max}
          {...bound(name)}
          {...described(name)}
          onInput={(ev) => change(name, ev.currentTarget.value)}
          onBlur={(ev) => validate(name, ev.currentTarget.value)}
          placeholder={field.placeholder}
        />
      );
    } else {
      // No maxLength on an e-mail input: an address over the limit is invalid, and a browser would
      // silently cut a pasted one to a different, valid-looking address.
      box = input(name, { type: field.kind === 'email' ? 'email' : (field.inputType ?? 'text'), required: field.required, minLength: field.min, pattern: field.pattern, maxLength: field.kind === 'email' ? undefined : field.max, autoComplete: field.autoComplete });
    }
    return <FieldBox key={name} name={name} label={field.label} required={field.required} error={errors[name]}>{box}</FieldBox>;
  };

  const hasServerErrors = Object.keys(serverErrors).length > 0 && Object.values(errors).some(Boolean);
  return (
    <>
      <form ref={form} className="card contact-form" method="post" action={action} noValidate={enhanced} data-contact-form="" onSubmit={onSubmit}>
        {hasServerErrors ? (
          <div className="form-alert" role="alert">
            <p><strong>Your enquiry was not sent yet.</strong> Please correct the fields marked below; everything you typed is kept.</p>
          </div>
        ) : null}
        {service ? (
          <p className="service-note">
            <Icon name="message-square" size={18} />
            {`You're asking about: ${SERVICE_QUERY[service].about}`}
          </p>
        ) : null}
        {ENQUIRY_SECTIONS.map((section) => {
          const controls = ENQUIRY_FIELDS.filter((f) => f.section === section.legend).map(control);
          return (
            <fieldset key={section.legend}>
              <legend>{section.legend}</legend>
              {section.grid ? <div className="field-grid">{controls}</div> : controls}
            </fieldset>
          );
        })}
        {/* Left empty by people, filled by bots: the server stores such enquiries as spam. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor="f-website">Website</label>
          <input id="f-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className="form-submit">
          <button className="btn btn-primary btn-lg" type="submit" disabled={submitting}>
            {submitting ? 'Sending Message...' : <><Icon name="send" size={18} />Send Message</>}
          </button>
          <p className="loading" role="status">
            {submitting ? <><span className="spinner" />Loading...</> : null}
          </p>
        </div>
        <p className="muted small">We reply within 24 hours. Read how we handle your data in our <a href="/privacy-policy">privacy policy</a>.</p>
      </form>
      <Toaster />
    </>
  );
}

import type { ContactSection } from '../content/types.ts';
import { BEST_TIMES, BUDGETS, CONTACT_METHODS, HEARD_ABOUT, PRIMARY_SERVICES, PROJECT_TYPES, TIMELINES, type EnquiryInput } from '../shared/enquiry.ts';
import { Icon } from './Icon.tsx';
import { useBuild, useSite } from './context.ts';

export interface ContactFormState {
  values?: Partial<Record<keyof EnquiryInput, string>>;
  errors?: Partial<Record<keyof EnquiryInput, string>>;
}

function Field({ name, label, required, error, children }: { name: string; label: string; required?: boolean; error?: string; children: React.ReactNode }) {
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={`f-${name}`}>
        {label}
        {required ? <span aria-hidden="true" className="required"> *</span> : null}
      </label>
      {children}
      <p className="field-error" id={`f-${name}-error`} hidden={!error}>{error}</p>
    </div>
  );
}

function Select({ name, options, placeholder, value, required, error }: { name: string; options: readonly string[]; placeholder: string; value?: string; required?: boolean; error?: string }) {
  return (
    <select id={`f-${name}`} name={name} required={required} defaultValue={value ?? ''} aria-invalid={error ? true : undefined} aria-describedby={error ? `f-${name}-error` : undefined}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o} value={o}>{o}</option>
      ))}
    </select>
  );
}

/**
 * The enquiry form in four sections with every field of the enquiry. A real HTML form posting to
 * the contact endpoint: with JavaScript off the browser's own checks apply and the server answers.
 * The server renders it again with the visitor's values and the field errors.
 */
export function ContactForm({ section, state }: { section: ContactSection; state?: ContactFormState }) {
  const site = useSite();
  const shown = state ?? useBuild().formState ?? {};
  const v = shown.values ?? {};
  const e = shown.errors ?? {};
  const input = (name: keyof EnquiryInput, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <input id={`f-${name}`} name={name} defaultValue={v[name]} aria-invalid={e[name] ? true : undefined} aria-describedby={e[name] ? `f-${name}-error` : undefined} {...props} />
  );
  return (
    <div className="contact-layout">
      <form className="card contact-form" method="post" action={site.contactEndpoint} noValidate={false} data-contact-form="">
        {section.intro ? <p className="muted">{section.intro}</p> : null}
        {Object.keys(e).length ? (
          <div className="form-alert" role="alert">
            <p><strong>Your enquiry was not sent yet.</strong> Please correct the fields marked below; everything you typed is kept.</p>
          </div>
        ) : null}
        <fieldset>
          <legend>Basic Information</legend>
          <div className="field-grid">
            <Field name="name" label="Full Name" required error={e.name}>{input('name', { type: 'text', required: true, minLength: 2, maxLength: 100, autoComplete: 'name' })}</Field>
            <Field name="email" label="Email Address" required error={e.email}>{input('email', { type: 'email', required: true, autoComplete: 'email' })}</Field>
            <Field name="phone" label="Phone Number" error={e.phone}>{input('phone', { type: 'tel', pattern: '[0-9\\s\\-+()]*', maxLength: 30, autoComplete: 'tel' })}</Field>
            <Field name="company" label="Company Name" error={e.company}>{input('company', { type: 'text', maxLength: 150, autoComplete: 'organization' })}</Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>Project Information</legend>
          <div className="field-grid">
            <Field name="intre" label="Primary Service Needed" required error={e.intre}><Select name="intre" options={PRIMARY_SERVICES} placeholder="Select a service" value={v.intre} required error={e.intre} /></Field>
            <Field name="projectType" label="Project Type"><Select name="projectType" options={PROJECT_TYPES} placeholder="Select project type" value={v.projectType} /></Field>
            <Field name="budget" label="Budget Range"><Select name="budget" options={BUDGETS} placeholder="Select budget range" value={v.budget} /></Field>
            <Field name="timeline" label="Project Timeline"><Select name="timeline" options={TIMELINES} placeholder="Select timeline" value={v.timeline} /></Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>Project Details</legend>
          <Field name="subject" label="Subject" error={e.subject}>{input('subject', { type: 'text', maxLength: 255 })}</Field>
          <Field name="message" label="Project Description" required error={e.message}>
            <textarea id="f-message" name="message" rows={6} required minLength={10} maxLength={5000} defaultValue={v.message} aria-invalid={e.message ? true : undefined} aria-describedby={e.message ? 'f-message-error' : undefined} placeholder="Tell us about your goals, users, must-have features and any deadlines." />
          </Field>
        </fieldset>
        <fieldset>
          <legend>Contact Preferences</legend>
          <div className="field-grid">
            <div className="field">
              <p className="field-label" id="f-method-label">Preferred Contact Method</p>
              <div className="radios" role="radiogroup" aria-labelledby="f-method-label">
                {CONTACT_METHODS.map((m) => (
                  <label key={m.value} className="radio">
                    <input type="radio" name="preferredContactMethod" value={m.value} defaultChecked={(v.preferredContactMethod ?? 'email') === m.value} />
                    {m.label}
                  </label>
                ))}
              </div>
            </div>
            <Field name="bestTimeToCall" label="Best Time to Call"><Select name="bestTimeToCall" options={BEST_TIMES} placeholder="Select a time" value={v.bestTimeToCall} /></Field>
            <Field name="hearAbout" label="How did you hear about us?"><Select name="hearAbout" options={HEARD_ABOUT} placeholder="Select an option" value={v.hearAbout} /></Field>
          </div>
        </fieldset>
        {/* Left empty by people, filled by bots: the server stores such enquiries as spam. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor="f-website">Website</label>
          <input id="f-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <button className="btn btn-primary btn-lg" type="submit">
          <Icon name="send" size={18} />Send Message
        </button>
        <p className="muted small">We reply within 24 hours. Read how we handle your data in our <a href="/privacy-policy">privacy policy</a>.</p>
      </form>
      <aside className="contact-aside">
        <div className="card">
          <h3 className="card-title">Contact Information</h3>
          <ul className="contact-list">
            <li><Icon name="mail" size={18} /><span><span className="muted small">Company e-mail</span><a href={`mailto:${site.email}`}>{site.email}</a></span></li>
            <li><Icon name="life-buoy" size={18} /><span><span className="muted small">Support e-mail</span><a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a></span></li>
            <li><Icon name="phone" size={18} /><span><span className="muted small">Phone</span><a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a></span></li>
            <li><Icon name="map-pin" size={18} /><span><span className="muted small">Office</span>{site.address.street}, {site.address.city} {site.address.postalCode}</span></li>
            {site.hours ? <li><Icon name="clock" size={18} /><span><span className="muted small">Hours</span>{site.hours}</span></li> : null}
          </ul>
        </div>
      </aside>
    </div>
  );
}

/**
 * The contact form with JavaScript: the shared zod schema's rules and messages under each field
 * (on blur and on submit, aria-invalid/aria-describedby, focus on the first invalid field), the
 * `service` query preselecting the primary service, the draft kept in sessionStorage until sent,
 * a JSON post with an Idempotency-Key per draft, and the error catalogue's toasts.
 */
import { enquirySchema, SERVICE_QUERY, type EnquiryInput } from '../shared/enquiry.ts';
import { enhanceSelect } from './combobox.ts';
import { toast } from './toast.ts';

const DRAFT = 'contact-draft';
const KEY = 'contact-idempotency-key';
type Field = keyof EnquiryInput;
const FIELDS = Object.keys(enquirySchema.shape) as Field[];

export const MESSAGES = {
  success: ['Message Sent Successfully!', 'Thank you for reaching out. Our team will contact you within 24 hours.'],
  failed: ['Submission Failed', 'Something went wrong. Please try again.'],
  network: ['Network Error', 'Unable to reach the server. Please check your connection.'],
  unexpected: ['Error', 'An unexpected error occurred. Please try again.'],
} as const;

export function initContactForm(form: HTMLFormElement): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const label = button.innerHTML;
  const control = (name: Field) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | RadioNodeList | null;
  const values = (): Record<string, string> => Object.fromEntries(new FormData(form)) as Record<string, string>;

  // The visible control: a text field, or the combobox that stands for a select.
  const visibleControl = (name: Field) => form.querySelector<HTMLElement>(`#f-${name}`);
  const showError = (name: Field, message: string | undefined) => {
    const el = visibleControl(name);
    const error = form.querySelector<HTMLElement>(`#f-${name}-error`);
    if (!el || !error) return;
    error.textContent = message ?? '';
    error.hidden = !message;
    el.toggleAttribute('aria-invalid', Boolean(message));
    if (message) {
      el.setAttribute('aria-invalid', 'true');
      el.setAttribute('aria-describedby', error.id);
    } else el.removeAttribute('aria-describedby');
    el.closest('.field')?.classList.toggle('field-invalid', Boolean(message));
  };
  const check = (name: Field): string | undefined => {
    const result = enquirySchema.shape[name].safeParse(values()[name] ?? '');
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  // What the visitor typed survives a reload and a failed submission.
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT) ?? '{}') as Record<string, string>;
    for (const [name, value] of Object.entries(draft)) {
      const el = control(name as Field);
      if (el instanceof RadioNodeList) el.value = value;
      else if (el) el.value = value;
    }
  } catch {
    // No draft, or storage blocked.
  }
  const service = SERVICE_QUERY[new URLSearchParams(location.search).get('service') ?? ''];
  if (service) {
    const select = control('intre');
    if (select && !(select instanceof RadioNodeList) && !select.value) select.value = service.service;
    const note = document.createElement('p');
    note.className = 'service-note';
    note.textContent = `You're asking about: ${service.about}`;
    form.querySelector('fieldset')?.before(note);
  }

  // The six selection lists become searchable comboboxes (after the draft and ?service= set their values).
  for (const select of form.querySelectorAll<HTMLSelectElement>('select')) {
    const name = select.name as Field;
    const input = enhanceSelect(select);
    input.addEventListener('blur', () => showError(name, check(name)));
    select.addEventListener('change', () => input.getAttribute('aria-invalid') && showError(name, check(name)));
  }

  const saveDraft = () => {
    try {
      const { website: _honeypot, ...draft } = values();
      sessionStorage.setItem(DRAFT, JSON.stringify(draft));
    } catch {
      // Storage blocked: the form still works, the draft is not kept.
    }
  };
  for (const name of FIELDS) {
    const el = control(name);
    if (!el || el instanceof RadioNodeList || el instanceof HTMLSelectElement) continue;
    el.addEventListener('blur', () => showError(name, check(name)));
    el.addEventListener('input', () => {
      saveDraft();
      if (el.getAttribute('aria-invalid')) showError(name, check(name));
    });
    el.addEventListener('change', saveDraft);
  }
  form.addEventListener('change', saveDraft);

  form.noValidate = true;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const parsed = enquirySchema.safeParse(values());
    if (!parsed.success) {
      const errors = new Map<Field, string>();
      for (const issue of parsed.error.issues) if (!errors.has(issue.path[0] as Field)) errors.set(issue.path[0] as Field, issue.message);
      for (const name of FIELDS) showError(name, errors.get(name));
      const first = FIELDS.find((n) => errors.has(n));
      if (first) visibleControl(first)?.focus();
      return;
    }
    let key = sessionStorage.getItem(KEY);
    if (!key) {
      key = crypto.randomUUID();
      sessionStorage.setItem(KEY, key);
    }
    button.disabled = true;
    button.textContent = 'Sending Message...';
    try {
      let response: Response;
      try {
        response = await fetch(form.action, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ ...parsed.data, website: values().website ?? '' }) });
      } catch {
        toast({ type: 'error', title: MESSAGES.network[0], description: MESSAGES.network[1] });
        return;
      }
      const body = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; errors?: Partial<Record<Field, string>> };
      if (!response.ok) {
        for (const [name, message] of Object.entries(body.errors ?? {})) showError(name as Field, message);
        toast({ type: 'error', title: MESSAGES.failed[0], description: body.message || `Server error: ${response.status}` });
      } else if (body.success) {
        toast({ type: 'success', title: MESSAGES.success[0], description: body.message || MESSAGES.success[1] });
        form.reset();
        sessionStorage.removeItem(DRAFT);
        sessionStorage.removeItem(KEY);
      } else {
        toast({ type: 'error', title: MESSAGES.failed[0], description: body.message || MESSAGES.failed[1] });
      }
    } catch {
      toast({ type: 'error', title: MESSAGES.unexpected[0], description: MESSAGES.unexpected[1] });
    } finally {
      button.disabled = false;
      button.innerHTML = label;
    }
  });
}

import ContactForm, { CONTACT_FORM_ICONS } from '../islands/ContactForm.tsx';
import { Icon } from './Icon.tsx';
import { Island } from './Island.tsx';
import { useSite } from './context.ts';

/**
 * The contact section: the enquiry form island beside the contact information card. After a post
 * without JavaScript the server renders the island again with the visitor's values and the field
 * errors as its props (src/server/contact-page.ts).
 */
export function ContactSection() {
  const site = useSite();
  const props = { action: site.contactEndpoint };
  return (
    <div className="contact-layout">
      <Island name="contact-form" label="The contact form" component={ContactForm} props={props} icons={CONTACT_FORM_ICONS} />
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

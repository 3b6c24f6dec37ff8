import type { NewsletterSection } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { useSite } from './context.ts';

/** E-mail sign-up: a real form posting to the subscribe endpoint, so it works without JavaScript. */
export function Newsletter({ section }: { section: NewsletterSection }) {
  const site = useSite();
  return (
    <div className="newsletter card">
      <span className="feature-icon"><Icon name="mail" /></span>
      <div>
        <p>{section.text}</p>
        <form className="search-form search-inline" method="post" action={site.subscribeEndpoint ?? site.contactEndpoint}>
          <label htmlFor="newsletter-email" className="sr-only">{site.copy.layout.emailLabel}</label>
          <input id="newsletter-email" name="email" type="email" required autoComplete="email" placeholder={site.copy.layout.emailPlaceholder} />
          <button className="btn btn-primary" type="submit">{site.copy.layout.subscribe}</button>
        </form>
      </div>
    </div>
  );
}

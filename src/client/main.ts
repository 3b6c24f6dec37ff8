/**
 * The client entry: theme toggle, mobile menu, about tabs, portfolio filters and the not-found
 * page's path, suggestions and search. Everything it touches is server-rendered and works without it.
 */
import { initMenu } from './menu.ts';
import { initTabs } from './tabs.ts';
import { initTheme } from './theme.ts';
import { initNotFound } from './not-found.ts';
import { initPortfolioFilter } from './portfolio-filter.ts';
import { offerReload } from './reload-offer.ts';

initTheme();
initMenu();
document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(initTabs);
initNotFound();
document.querySelectorAll<HTMLElement>('[data-portfolio-explorer]').forEach(initPortfolioFilter);
// Site search results load only when a search was made (/services?search=…).
if (new URLSearchParams(location.search).has('search')) {
  import('./site-search.ts').then(
    ({ initSiteSearch }) => initSiteSearch(),
    (err: unknown) => offerReload(document.querySelector('main > *') ?? document.body, 'Search', err),
  );
}

// The form's code (with the zod schema) loads only on pages that have the form.
const contactForm = document.querySelector<HTMLFormElement>('form[data-contact-form]');
if (contactForm) {
  import('./contact-form.ts').then(
    ({ initContactForm }) => initContactForm(contactForm),
    (err: unknown) => offerReload(contactForm, 'The contact form', err),
  );
}

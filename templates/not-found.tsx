import type { Entry } from '../src/content/model.ts';
import type { StaticPage } from '../src/content/types.ts';
import { Icon } from '../src/components/Icon.tsx';
import { Actions } from '../src/components/LinkButton.tsx';
import { useBuild } from '../src/components/context.ts';
import { DEFAULT_SUGGESTIONS } from '../src/shared/suggestions.ts';

const POPULAR_SEARCHES = ['React development services', 'Mobile app development', 'Healthcare software solutions', 'E-commerce platform development', 'Node.js backend development', 'Python web development'];

const QUICK_LINKS = [
  { label: 'Home', href: '/', icon: 'house', text: 'Start again from the home page.' },
  { label: 'Services', href: '/services', icon: 'layers', text: 'Mobile, web, Python, Node.js and more.' },
  { label: 'Portfolio', href: '/portfolio', icon: 'briefcase', text: '60 projects and ready platforms.' },
  { label: 'Industries', href: '/industries', icon: 'building-2', text: 'Software for 33 industries.' },
  { label: 'Technologies', href: '/technologies', icon: 'cpu', text: 'The 25 technologies we master.' },
  { label: 'Contact', href: '/contact', icon: 'mail', text: 'Talk to an engineer within 24 hours.' },
];

/** The not-found page. Works without JavaScript: the search is a GET form to /services. */
export function NotFoundTemplate({ page }: { page: Entry<StaticPage> }) {
  const { content } = useBuild();
  const hero = page.data.hero;
  return (
    <>
      <section className="hero not-found">
        <div className="container narrow center">
          <p className="big-404" aria-hidden="true">404</p>
          <h1>{hero.title}</h1>
          <p className="lead">{hero.lead}</p>
          <p className="muted" data-requested-path="">We could not find this page.</p>
          <div className="actions center">
            <a className="btn btn-primary btn-lg" href="/"><Icon name="house" size={18} />Back to Home</a>
            <a className="btn btn-secondary btn-lg" href="/" data-go-back=""><Icon name="arrow-left" size={18} />Go Back</a>
            <a className="btn btn-ghost btn-lg" href="/contact"><Icon name="life-buoy" size={18} />Contact Support</a>
          </div>
          <h2 className="small-heading">You might be looking for</h2>
          <ul className="chips center" data-suggestions="">
            {DEFAULT_SUGGESTIONS.map((s) => (
              <li key={s.href}><a className="chip" href={s.href}>{s.label}</a></li>
            ))}
          </ul>
          <form className="search-form" action="/services" method="get" role="search" data-not-found-search="">
            <label htmlFor="nf-search" className="sr-only">Search the site</label>
            <input id="nf-search" name="search" type="search" required placeholder="Search services, technologies, industries…" />
            <button className="btn btn-primary" type="submit"><Icon name="search" size={18} />Search</button>
          </form>
          <h2 className="small-heading">Popular searches</h2>
          <ul className="chips center">
            {POPULAR_SEARCHES.map((s) => (
              <li key={s}><a className="chip" href={`/services?search=${encodeURIComponent(s)}`}>{s}</a></li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-muted">
        <div className="container">
          <h2 className="center">Quick links</h2>
          <ul className="grid grid-3">
            {QUICK_LINKS.map((l) => (
              <li className="card tile" key={l.href}>
                <span className="feature-icon"><Icon name={l.icon} /></span>
                <h3 className="card-title"><a className="stretched" href={l.href}>{l.label}</a></h3>
                <p className="small">{l.text}</p>
              </li>
            ))}
          </ul>
          <Actions links={[{ label: 'Contact Support', href: '/contact', variant: 'primary' }]} />
        </div>
      </section>
      <p className="sr-only">{content.site.name}</p>
    </>
  );
}

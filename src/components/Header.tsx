import type { SiteIdentity } from '../content/types.ts';
import { Icon } from './Icon.tsx';

/** Site header: logo, main navigation (a disclosure on small screens), theme toggle, contact button. */
export function Header({ site, path }: { site: SiteIdentity; path: string }) {
  const current = (href: string) => path === href || path.startsWith(`${href}/`);
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a className="brand" href="/" aria-label={`${site.name}, home`}>
          <img src={site.logo} alt="" width={32} height={32} />
          <span>{site.name}</span>
        </a>
        <button type="button" className="icon-btn menu-toggle" aria-expanded="false" aria-controls="site-nav" data-menu-toggle="">
          <Icon name="menu" size={22} />
          <span className="sr-only">Menu</span>
        </button>
        <nav id="site-nav" className="site-nav" aria-label="Main">
          <ul>
            {site.nav.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={current(item.href) ? 'page' : undefined}>{item.label}</a>
              </li>
            ))}
          </ul>
          <a className="btn btn-primary nav-cta" href="/contact">Get a Quote</a>
        </nav>
        <button type="button" className="icon-btn theme-toggle" data-theme-toggle="" aria-pressed="false">
          <Icon name="moon" size={20} className="when-light" />
          <Icon name="sun" size={20} className="when-dark" />
          <span className="sr-only">Dark theme</span>
        </button>
      </div>
    </header>
  );
}

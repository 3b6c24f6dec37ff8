import { fill } from '../content/counts.ts';
import type { SiteIdentity } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { ROOTS } from '../content/roots.ts';

/** The navigation item a path belongs to, if any: it is marked aria-current. */
export function currentNavItem(site: SiteIdentity, path: string): string | undefined {
  return site.nav.find((item) => path === item.href || path.startsWith(`${item.href}/`))?.href;
}

/** Site header: logo, main navigation (a disclosure on small screens), theme toggle, contact button. */
export function Header({ site, current }: { site: SiteIdentity; current?: string }) {
  const words = site.copy.layout;
  return (
    <>
      <a className="skip-link" href="#main">{words.skipLink}</a>
      <header className="site-header">
        <div className="container header-inner">
          <a className="brand" href="/" aria-label={fill(words.home, { name: site.name })}>
            {/* Low priority: a small mark beside the name must not take a connection from the stylesheet and the font the first text waits for (and so React adds no preload of it). */}
            <img src={site.logo} alt="" width={32} height={32} fetchPriority="low" />
            <span>{site.name}</span>
          </a>
          <button type="button" className="icon-btn menu-toggle" aria-expanded="false" aria-controls="site-nav" data-menu-toggle="">
            <Icon name="menu" size={22} />
            <span className="sr-only">{words.menu}</span>
          </button>
          <nav id="site-nav" className="site-nav" aria-label={words.mainNav}>
            <ul>
              {site.nav.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={item.href === current ? 'page' : undefined}>{item.label}</a>
                </li>
              ))}
            </ul>
            <a className="btn btn-primary nav-cta" href={ROOTS.contact}>{words.navAction}</a>
          </nav>
          <button type="button" className="icon-btn theme-toggle" data-theme-toggle="" aria-pressed="false">
            <Icon name="moon" size={20} className="when-light" />
            <Icon name="sun" size={20} className="when-dark" />
            <span className="sr-only">{words.darkTheme}</span>
          </button>
        </div>
      </header>
    </>
  );
}

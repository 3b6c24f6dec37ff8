import { fill } from '../content/counts.ts';
import type { SiteIdentity } from '../content/types.ts';
import { Icon } from './Icon.tsx';

export function Footer({ site }: { site: SiteIdentity }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
          <a className="brand" href="/">
            <img src={site.logo} alt="" width={32} height={32} loading="lazy" />
            <span>{site.name}</span>
          </a>
          {site.footer.about ? <p>{site.footer.about}</p> : null}
          <address>
            <p>{site.address.street}, {site.address.city}, {site.address.region} {site.address.postalCode}</p>
            <p><a href={`mailto:${site.email}`}>{site.email}</a></p>
            <p><a href={`tel:${site.phone.replace(/\s+/g, '')}`}>{site.phone}</a></p>
          </address>
          <ul className="social">
            {site.social.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener me">
                  {s.name}
                  <Icon name="arrow-up-right" size={14} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {site.footer.columns.map((col) => (
          <nav key={col.title} aria-label={col.title} className="footer-col">
            <h2>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}><a href={l.href}>{l.label}</a></li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>{fill(site.copy.layout.copyright, { year, legalName: site.legalName })}</p>
        <ul>
          {site.footer.legal.map((l) => (
            <li key={l.href}><a href={l.href}>{l.label}</a></li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

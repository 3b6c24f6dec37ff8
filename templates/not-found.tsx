import type { Entry } from '../src/content/model.ts';
import type { StaticPage } from '../src/content/types.ts';
import { Icon } from '../src/components/Icon.tsx';
import { Actions } from '../src/components/LinkButton.tsx';
import { useBuild } from '../src/components/context.ts';
import { Island } from '../src/components/Island.tsx';
import NotFoundHelp from '../src/islands/NotFoundHelp.tsx';
import { POPULAR_SEARCHES } from '../src/shared/suggestions.ts';
import { withCounts } from '../src/content/counts.ts';
import { ROOTS } from '../src/content/roots.ts';

/** The not-found page. Works without JavaScript: the search is a GET form to /services; the island adds the requested path and its suggestions. */
export function NotFoundTemplate({ page }: { page: Entry<StaticPage> }) {
  const { content } = useBuild();
  const hero = page.data.hero;
  const words = content.site.copy.notFound;
  return (
    <>
      <section className="hero not-found">
        <div className="container narrow center">
          <p className="big-404" aria-hidden="true">404</p>
          <h1>{hero.title}</h1>
          <p className="lead">{hero.lead}</p>
          <Island name="not-found" label={words.searchLabel} component={NotFoundHelp} props={{ searchAction: ROOTS.services, words }} />
          <h2 className="small-heading">{words.popular}</h2>
          <ul className="chips center">
            {POPULAR_SEARCHES.map((s) => (
              <li key={s}><a className="chip" href={`${ROOTS.services}?search=${encodeURIComponent(s)}`}>{s}</a></li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-muted">
        <div className="container">
          <h2 className="center">{words.quickLinks}</h2>
          <ul className="grid grid-3">
            {(page.data.quickLinks ?? []).map((l) => (
              <li className="card tile" key={l.href}>
                <span className="feature-icon"><Icon name={l.icon} /></span>
                <h3 className="card-title"><a className="stretched" href={l.href}>{l.label}</a></h3>
                <p className="small">{withCounts(l.text, content)}</p>
              </li>
            ))}
          </ul>
          <Actions links={[{ label: words.contact, href: ROOTS.contact, variant: 'primary' }]} />
        </div>
      </section>
      <p className="sr-only">{content.site.name}</p>
    </>
  );
}

import type { StaticPage } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { Actions } from './LinkButton.tsx';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';

/**
 * The top of every page: the one <h1>, its lead, calls to action and claims, and `visual` beside
 * them on a wide screen (after them on a phone): the evidence the page leads with.
 */
export function Hero({ hero, crumbs, children, visual }: { hero: StaticPage['hero']; crumbs?: Crumb[]; children?: React.ReactNode; visual?: React.ReactNode }) {
  const text = (
    <>
      {crumbs && crumbs.length > 1 ? <Breadcrumbs crumbs={crumbs} /> : null}
      {hero.badges?.length ? (
        <ul className="badges" aria-label="Topics">
          {hero.badges.map((b) => (
            <li key={b} className="badge">{b}</li>
          ))}
        </ul>
      ) : hero.eyebrow ? (
        <p className="eyebrow">{hero.eyebrow}</p>
      ) : null}
      <h1>{hero.title}</h1>
      <p className="lead">{hero.lead}</p>
      <Actions links={hero.actions} size="lg" />
      {hero.claims?.length ? (
        <ul className="claims">
          {hero.claims.map((c) => (
            <li key={c}>
              <Icon name="circle-check" size={18} />
              {c}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </>
  );
  return (
    <section className={visual ? 'hero hero-split' : 'hero'}>
      {visual ? (
        <div className="container hero-inner">
          <div className="hero-text">{text}</div>
          <div className="hero-visual">{visual}</div>
        </div>
      ) : (
        <div className="container hero-inner">{text}</div>
      )}
    </section>
  );
}

import type { Testimonial } from '../content/types.ts';
import { Stars } from './Stars.tsx';

/** Who said it, in what role, at which company, and about which project (linked to its page when content gives one). */
function Attribution({ t }: { t: Testimonial }) {
  return (
    <figcaption className="testimonial-by">
      <span className="testimonial-name">{t.name}</span>
      <span className="muted small">{[t.role, t.company].filter(Boolean).join(', ')}</span>
      {t.project ? (t.href ? <a className="tag testimonial-project" href={t.href}>{t.project}</a> : <span className="tag testimonial-project">{t.project}</span>) : null}
    </figcaption>
  );
}

/** Client quotes; `featureFirst` (a section's `variant: quote`): the first quote large, the others beside it. */
export function Testimonials({ items, featureFirst = false }: { items: Testimonial[]; featureFirst?: boolean }) {
  const [first, ...rest] = items;
  const list = featureFirst ? rest : items;
  return (
    <>
      {featureFirst ? (
        <figure className="quote-feature">
          <Stars rating={first.rating} />
          <blockquote>
            <p>“{first.quote}”</p>
          </blockquote>
          <Attribution t={first} />
        </figure>
      ) : null}
      {list.length ? (
        <ul className={`grid ${list.length === 2 ? 'grid-2' : 'grid-3'}`}>
          {list.map((t) => (
            <li key={t.name + t.quote.slice(0, 20)}>
              <figure className="card testimonial">
                <Stars rating={t.rating} />
                <blockquote>
                  <p>“{t.quote}”</p>
                </blockquote>
                <Attribution t={t} />
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

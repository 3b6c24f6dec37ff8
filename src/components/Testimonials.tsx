import type { Testimonial } from '../content/types.ts';
import { Stars } from './Stars.tsx';

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid grid-3">
      {items.map((t) => (
        <li className="card testimonial" key={t.name + t.quote.slice(0, 20)}>
          <Stars rating={t.rating} />
          <blockquote>
            <p>“{t.quote}”</p>
          </blockquote>
          <p className="testimonial-name">{t.name}</p>
          <p className="muted small">
            {[t.role, t.company].filter(Boolean).join(', ')}
          </p>
          {t.project ? <p className="tag">{t.project}</p> : null}
        </li>
      ))}
    </ul>
  );
}

import type { Stat } from '../content/types.ts';

/** Results as large figures beside a page's heading: a case study's outcomes, a page's key numbers. */
export function HeroFigures({ items }: { items: Stat[] }) {
  if (!items.length) return null;
  return (
    <dl className="hero-figures">
      {items.map((s) => (
        <div className="hero-figure" key={s.label}>
          <dt>{s.label}</dt>
          <dd className="hero-figure-value">{s.value}</dd>
          {s.description ? <dd className="hero-figure-desc">{s.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

import type { Feature } from '../content/types.ts';
import { Icon } from './Icon.tsx';
import { InlineMarkdown } from './Markdown.tsx';

/** Cards with an icon, a title, a short text and optionally a list and a link. */
export function FeatureGrid({ items, columns = 3, headingLevel = 3 }: { items: Feature[]; columns?: 2 | 3 | 4; headingLevel?: 3 | 4 }) {
  const H = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={`grid grid-${columns}`}>
      {items.map((f) => (
        <li className="card feature" key={f.title}>
          {f.icon ? (
            <span className="feature-icon">
              <Icon name={f.icon} />
            </span>
          ) : null}
          {f.badge ? <span className="badge badge-accent">{f.badge}</span> : null}
          <H className="card-title">{f.href ? <a href={f.href} className="stretched">{f.title}</a> : f.title}</H>
          <p>
            <InlineMarkdown source={f.text} />
          </p>
          {f.list?.length ? (
            <ul className="checklist">
              {f.list.map((item) => (
                <li key={item}>
                  <Icon name="check" size={16} />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

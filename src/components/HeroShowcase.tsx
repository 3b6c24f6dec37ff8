import type { ShowcaseItem } from '../content/showcase.ts';
import { Cover } from './Cover.tsx';

/** Where the showcase stands beside the heading (src/styles/sections.css, .hero-split), not after it. */
const BESIDE_HEADING = '(min-width: 64rem)';

/**
 * Real work beside a page's heading: the first item large (on a desktop its cover is the page's
 * largest picture, so it is preloaded there: src/render/hero-preload.ts), the others
 * smaller; each with its title linked, one figure in context and where it runs.
 */
export function HeroShowcase({ items }: { items: ShowcaseItem[] }) {
  if (!items.length) return null;
  return (
    <ul className={`showcase showcase-${items.length}`}>
      {items.map((item, i) => (
        <li key={item.href} className={`showcase-item card${i === 0 ? ' showcase-lead' : ''}`}>
          <Cover entry={item.cover} layout={i === 0 ? 'hero' : 'heroThumb'} priorityMedia={i === 0 ? BESIDE_HEADING : undefined} />
          <div className="showcase-caption">
            <a className="showcase-title stretched" href={item.href}>{item.title}</a>
            {item.figure ? (
              <p className="showcase-figure">
                <strong>{item.figure.value}</strong> {item.figure.label}
              </p>
            ) : null}
            {item.context && i === 0 ? <p className="showcase-context">{item.context}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

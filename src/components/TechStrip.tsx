import type { Entry } from '../content/model.ts';
import type { Technology } from '../content/types.ts';
import { pageOf } from '../content/definition.ts';
import { Icon } from './Icon.tsx';

/** A row of technologies with their icons, each linked to its page: the logo strip of the design system. */
export function TechStrip({ technologies }: { technologies: Entry<Technology>[] }) {
  if (!technologies.length) return null;
  return (
    <ul className="tech-strip">
      {technologies.map((t) => (
        <li key={t.slug}>
          <a className="tech-chip" href={pageOf(t)}>
            <Icon name={t.data.icon} size={18} />
            {t.data.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { Entry } from '../content/model.ts';
import type { PortfolioProject } from '../content/types.ts';
import { metricLabel } from '../content/showcase.ts';
import { BESIDE_HEADING, Cover } from './Cover.tsx';

/**
 * A project's own evidence beside its heading: its cover (the largest picture there on a desktop,
 * so preloaded for those screens), its figures, and where it runs and for whom.
 */
export function HeroProject({ project }: { project: Entry<PortfolioProject> }) {
  const p = project.data;
  const context = [p.industry, ...(p.platforms ?? [])].join(' · ');
  return (
    <figure className="hero-project card">
      <Cover entry={project} layout="hero" alt={p.image ? p.title : ''} priorityMedia={BESIDE_HEADING} />
      <figcaption className="hero-project-caption">
        <dl className="hero-project-figures">
          {Object.entries(p.metrics ?? {}).map(([key, value]) => (
            <div key={key}>
              <dt>{metricLabel(key)}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
        <p className="showcase-context">{context}</p>
      </figcaption>
    </figure>
  );
}

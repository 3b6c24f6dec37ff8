import type { Entry } from '../content/model.ts';
import type { PortfolioProject, SiteIdentity } from '../content/types.ts';
import { ProjectCardHead } from './Cards.tsx';
import { DemoLink } from './DemoLink.tsx';
import { Icon } from './Icon.tsx';
import { useSite } from './context.ts';
import { fill } from '../content/counts.ts';

/** The demo button's target by the specification's rule: liveDemo url, else its customer app, else the project link. */
export function demoAction(p: PortfolioProject, words: SiteIdentity['copy']['layout']): { label: string; href?: string } {
  const demo = p.liveDemo?.url ?? p.liveDemo?.customer;
  if (demo) return { label: words.liveDemo, href: demo };
  if (p.link) return { label: words.viewProject, href: p.link };
  return { label: words.onRequest };
}

const SHOWN_INDUSTRIES = 5;

/** A card of the 'Live Demo Portfolio': the first replication industries and the demo button. */
export function DemoCard({ project }: { project: Entry<PortfolioProject> }) {
  const p = project.data;
  const words = useSite().copy.layout;
  const industries = p.replicationIndustries ?? [];
  const more = industries.length - SHOWN_INDUSTRIES;
  const action = demoAction(p, words);
  return (
    <li className="card media-card demo-card">
      {/* Not stretched: the card holds its own demo button. */}
      <ProjectCardHead project={project} stretched={false} />
      <div className="media-body">
        {industries.length ? (
          <>
            <p className="step-label">{words.replicateFor}</p>
            <ul className="checklist">
              {industries.slice(0, SHOWN_INDUSTRIES).map((line) => (
                <li key={line}><Icon name="check" size={16} />{line}</li>
              ))}
            </ul>
            {more > 0 ? <p className="muted small">{fill(words.moreIndustries, { count: more })}</p> : null}
          </>
        ) : null}
        <div className="card-actions">
          {action.href ? (
            <DemoLink className="btn btn-primary" url={action.href} label={action.label} project={p.title} main />
          ) : (
            <button className="btn btn-secondary" type="button" disabled>{action.label}</button>
          )}
        </div>
        {p.liveDemo?.credentials ? (
          <p className="muted small">{fill(words.demoLogin, { username: p.liveDemo.credentials.username, password: p.liveDemo.credentials.password })}</p>
        ) : null}
      </div>
    </li>
  );
}

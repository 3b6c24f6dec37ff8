import type { Entry } from '../content/model.ts';
import type { PortfolioProject } from '../content/types.ts';
import { CATEGORY_ICONS } from './Cards.tsx';
import { Cover } from './Cover.tsx';
import { Icon } from './Icon.tsx';

/** The demo button's target by the specification's rule: liveDemo url, else its customer app, else the project link. */
export function demoAction(p: PortfolioProject): { label: string; href?: string } {
  const demo = p.liveDemo?.url ?? p.liveDemo?.customer;
  if (demo) return { label: 'Live Demo', href: demo };
  if (p.link) return { label: 'View Project', href: p.link };
  return { label: 'Available on Request' };
}

const SHOWN_INDUSTRIES = 5;

/** A card of the 'Live Demo Portfolio': the first replication industries and the demo button. */
export function DemoCard({ project }: { project: Entry<PortfolioProject> }) {
  const p = project.data;
  const industries = p.replicationIndustries ?? [];
  const more = industries.length - SHOWN_INDUSTRIES;
  const action = demoAction(p);
  return (
    <li className="card media-card demo-card">
      <Cover label={p.category} icon={CATEGORY_ICONS[p.category] ?? 'layers'} image={p.image} />
      <div className="media-body">
        <ul className="badges">
          <li className="badge">{p.category}</li>
          <li className={`badge ${p.status === 'Live' ? 'badge-success' : 'badge-accent'}`}>{p.status}</li>
        </ul>
        <h3 className="card-title">{p.slug ? <a href={`/portfolio/${p.slug}`}>{p.title}</a> : p.title}</h3>
        <p className="small">{p.description}</p>
        {industries.length ? (
          <>
            <p className="step-label">Replicate for</p>
            <ul className="checklist">
              {industries.slice(0, SHOWN_INDUSTRIES).map((line) => (
                <li key={line}><Icon name="check" size={16} />{line}</li>
              ))}
            </ul>
            {more > 0 ? <p className="muted small">+ {more} more industries</p> : null}
          </>
        ) : null}
        <div className="card-actions">
          {action.href ? (
            <a className="btn btn-primary" href={action.href} target="_blank" rel="noopener" aria-label={`${action.label}: ${p.title} (opens in a new tab)`}>
              {action.label} <Icon name="external-link" size={16} />
            </a>
          ) : (
            <button className="btn btn-secondary" type="button" disabled>{action.label}</button>
          )}
        </div>
        {p.liveDemo?.credentials ? (
          <p className="muted small">Demo login: {p.liveDemo.credentials.username} / {p.liveDemo.credentials.password}</p>
        ) : null}
      </div>
    </li>
  );
}

import type { Entry } from '../src/content/model.ts';
import type { PortfolioProject } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { ProjectCard } from '../src/components/Cards.tsx';
import { Cover } from '../src/components/Cover.tsx';
import { DemoLink } from '../src/components/DemoLink.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { Icon } from '../src/components/Icon.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';

const DEMO_LABELS: Record<string, string> = { url: 'Live demo', web: 'Web app', mobile: 'Mobile app', customer: 'Customer app', vendor: 'Vendor app', coaching: 'Coaching app', lms: 'Learning platform' };

export function PortfolioProjectTemplate({ project, crumbs }: { project: Entry<PortfolioProject>; crumbs: Crumb[] }) {
  const { content, groupUrl } = useBuild();
  const p = project.data;
  const demos = Object.entries(p.liveDemo ?? {}).filter(([k, v]) => k in DEMO_LABELS && typeof v === 'string') as [string, string][];
  const similar = content.portfolio.filter((x) => x.slug !== project.slug && x.data.category === p.category).concat(content.portfolio.filter((x) => x.slug !== project.slug && x.data.category !== p.category && x.data.projectType === p.projectType)).slice(0, 3);
  return (
    <>
      <Hero hero={{ eyebrow: `${p.category} · ${p.projectType}`, title: p.title, lead: p.description }} crumbs={crumbs}>
        <ul className="badges">
          <li className={`badge ${p.status === 'Live' ? 'badge-success' : 'badge-accent'}`}>{p.status}</li>
          {p.platforms.map((pl) => <li className="badge" key={pl}>{pl}</li>)}
        </ul>
      </Hero>
      <div className="container detail-layout section">
        <div className="detail-main">
          {/* The largest picture above the fold on wide screens: fetched first. */}
          <Cover entry={project} layout="detail" alt={p.image ? p.title : ''} priority />
          <h2>Results</h2>
          <dl className="metrics metrics-lg">
            {Object.entries(p.metrics).map(([k, v]) => (
              <div key={k}><dt>{k}</dt><dd>{String(v)}</dd></div>
            ))}
          </dl>
          {p.replicationIndustries?.length ? (
            <>
              <h2>Where this platform can be replicated</h2>
              <ul className="checklist">
                {p.replicationIndustries.map((r) => {
                  const [group, examples] = r.split(/:\s(.+)/);
                  return <li key={r}><Icon name="check" size={16} /><span><strong>{group}:</strong> {examples}</span></li>;
                })}
              </ul>
            </>
          ) : null}
        </div>
        <aside className="detail-aside card" aria-label="Project facts">
          <dl className="facts">
            <dt>Category</dt><dd><a href={groupUrl('portfolio', p.category)}>{p.category}</a></dd>
            <dt>Industry</dt><dd>{p.industry}</dd>
            <dt>Year</dt><dd>{p.year}</dd>
            <dt>Duration</dt><dd>{p.duration ?? 'N/A'}</dd>
            <dt>Technologies</dt>
            <dd><ul className="tags">{p.technologies.map((t) => <li className="tag" key={t}>{t}</li>)}</ul></dd>
          </dl>
          {demos.length ? (
            <div className="demo-links">
              {demos.map(([k, url]) => (
                <DemoLink key={k} className="btn btn-secondary" url={url} label={DEMO_LABELS[k]} project={p.title} main={k === 'url'} />
              ))}
              {p.liveDemo?.credentials ? (
                <p className="muted small">Public demo account: {p.liveDemo.credentials.username} / {p.liveDemo.credentials.password}</p>
              ) : null}
              {p.liveDemo?.note ? <p className="muted small">{p.liveDemo.note}</p> : null}
            </div>
          ) : p.link ? (
            <a className="btn btn-secondary" href={p.link} target="_blank" rel="noopener">View Project <Icon name="external-link" size={16} /></a>
          ) : (
            <button className="btn btn-secondary" type="button" disabled>Available on Request</button>
          )}
        </aside>
      </div>
      {similar.length ? (
        <Section id="similar" title="Similar projects" tone="muted">
          <ul className="grid grid-3">{similar.map((x) => <ProjectCard key={x.slug} project={x} />)}</ul>
        </Section>
      ) : null}
      <CallToAction cta={{ ...content.site.cta, title: `Launch your own ${p.category.toLowerCase()} platform`, text: 'Our ready platforms launch white-labelled in 10-30 days, source code included. Tell us what to change and we will estimate it within 24 hours.' }} />
    </>
  );
}

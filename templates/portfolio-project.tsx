import type { Entry } from '../src/content/model.ts';
import type { PortfolioProject } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { ProjectCard } from '../src/components/Cards.tsx';
import { DemoLink } from '../src/components/DemoLink.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { HeroProject } from '../src/components/HeroProject.tsx';
import { Icon } from '../src/components/Icon.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';
import { fill } from '../src/content/counts.ts';
import { metricLabel } from '../src/content/showcase.ts';
import { DEMO_LABELS } from '../src/content/vocabulary.ts';

export function PortfolioProjectTemplate({ project, crumbs }: { project: Entry<PortfolioProject>; crumbs: Crumb[] }) {
  const { content, groupUrl } = useBuild();
  const p = project.data;
  const words = content.site.copy.project;
  const demos = Object.entries(p.liveDemo ?? {}).filter(([k, v]) => k in DEMO_LABELS && typeof v === 'string') as [string, string][];
  const similar = content.portfolio.filter((x) => x.slug !== project.slug && x.data.category === p.category).concat(content.portfolio.filter((x) => x.slug !== project.slug && x.data.category !== p.category && x.data.projectType === p.projectType)).slice(0, 3);
  return (
    <>
      {/* The project itself is the evidence: its cover, figures and platforms beside the heading. */}
      <Hero hero={{ eyebrow: `${p.category} · ${p.projectType}`, title: p.title, lead: p.description }} crumbs={crumbs} visual={<HeroProject project={project} />}>
        <ul className="badges">
          <li className={`badge ${p.status === 'Live' ? 'badge-success' : 'badge-accent'}`}>{p.status}</li>
        </ul>
      </Hero>
      <div className="container detail-layout section">
        <div className="detail-main">
          <h2>{words.results}</h2>
          <dl className="metrics metrics-lg">
            {Object.entries(p.metrics).map(([k, v]) => (
              <div key={k}><dt>{metricLabel(k)}</dt><dd>{String(v)}</dd></div>
            ))}
          </dl>
          {p.replicationIndustries?.length ? (
            <>
              <h2>{words.replication}</h2>
              <ul className="checklist">
                {p.replicationIndustries.map((r) => {
                  const [group, examples] = r.split(/:\s(.+)/);
                  return <li key={r}><Icon name="check" size={16} /><span><strong>{group}:</strong> {examples}</span></li>;
                })}
              </ul>
            </>
          ) : null}
        </div>
        <aside className="detail-aside card" aria-label={words.facts}>
          <dl className="facts">
            <dt>{words.category}</dt><dd><a href={groupUrl('portfolio', p.category)}>{p.category}</a></dd>
            <dt>{words.industry}</dt><dd>{p.industry}</dd>
            <dt>{words.year}</dt><dd>{p.year}</dd>
            <dt>{words.duration}</dt><dd>{p.duration ?? words.noDuration}</dd>
            <dt>{words.technologies}</dt>
            <dd><ul className="tags">{p.technologies.map((t) => <li className="tag" key={t}>{t}</li>)}</ul></dd>
          </dl>
          {demos.length ? (
            <div className="demo-links">
              {demos.map(([k, url]) => (
                <DemoLink key={k} className="btn btn-secondary" url={url} label={DEMO_LABELS[k]} project={p.title} main={k === 'url'} />
              ))}
              {p.liveDemo?.credentials ? (
                <p className="muted small">{fill(words.credentials, { username: p.liveDemo.credentials.username, password: p.liveDemo.credentials.password })}</p>
              ) : null}
              {p.liveDemo?.note ? <p className="muted small">{p.liveDemo.note}</p> : null}
            </div>
          ) : p.link ? (
            <a className="btn btn-secondary" href={p.link} target="_blank" rel="noopener">{words.viewProject} <Icon name="external-link" size={16} /></a>
          ) : (
            <button className="btn btn-secondary" type="button" disabled>{words.onRequest}</button>
          )}
        </aside>
      </div>
      {similar.length ? (
        <Section id="similar" title={words.similar} tone="muted">
          <ul className="grid grid-3">{similar.map((x) => <ProjectCard key={x.slug} project={x} />)}</ul>
        </Section>
      ) : null}
      <CallToAction cta={{ ...content.site.cta, title: fill(words.ctaTitle, { category: p.category.toLowerCase() }), text: words.ctaText }} />
    </>
  );
}

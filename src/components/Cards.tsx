/** The card of each content type, as shown in listings and related lists. */
import type { Entry, MarkdownEntry } from '../content/model.ts';
import type { BlogArticleFrontMatter, CaseStudy, Industry, PortfolioProject, Service, Solution, Technology } from '../content/types.ts';
import { pageOf } from '../content/definition.ts';
import { fill } from '../content/counts.ts';
import { metricLabel } from '../content/showcase.ts';
import { formatDate, formatINR, readingMinutes } from '../lib/text.ts';
import { Cover } from './Cover.tsx';
import { Icon } from './Icon.tsx';
import { useSite } from './context.ts';
import { ROOTS } from '../content/roots.ts';

/** Kept here by name for the images stage, which imports them from this module. */
export { ARTICLE_ICONS, CATEGORY_ICONS } from '../content/vocabulary.ts';

export function priceLabel(service: Service): string {
  return service.startingPrice === 'custom' ? 'Custom pricing' : `From ₹${formatINR(service.startingPrice)}`;
}

export function ServiceCard({ service, href }: { service: Entry<Service>; href?: string }) {
  const words = useSite().copy.layout;
  const s = service.data;
  const shown = s.features.slice(0, 6);
  const more = s.features.length - shown.length;
  return (
    <li className="card service-card">
      <div className="card-top">
        <span className="feature-icon"><Icon name={s.icon} /></span>
        {s.popular ? <span className="badge badge-accent">{words.popular}</span> : null}
        {s.enterprise ? <span className="badge badge-dark">{words.enterprise}</span> : null}
      </div>
      <h3 className="card-title">{s.title}</h3>
      <p>{s.description}</p>
      <ul className="badges">
        <li className="badge">{priceLabel(s)}</li>
        <li className="badge"><Icon name="clock" size={14} />{s.duration}</li>
      </ul>
      <p className="muted small">
        {s.projects} projects delivered · <Icon name="star" size={14} className="star-on" /> {s.rating.toFixed(1)} client rating
      </p>
      <ul className="checklist">
        {shown.map((f) => (
          <li key={f}><Icon name="check" size={16} />{f}</li>
        ))}
      </ul>
      {more > 0 ? <p className="muted small">{fill(words.moreFeatures, { count: more })}</p> : null}
      <div className="card-actions">
        <a className="btn btn-secondary" href={href ?? pageOf(service)}>
          {words.learnMore}<span className="sr-only">{` ${fill(words.learnMoreAbout, { name: s.title })}`}</span>
        </a>
        <a className="btn btn-primary" href={ROOTS.contact}>
          {words.getQuote}<span className="sr-only">{` ${fill(words.quoteFor, { name: s.title })}`}</span>
        </a>
      </div>
    </li>
  );
}

export function TechnologyCard({ technology }: { technology: Entry<Technology> }) {
  const t = technology.data;
  return (
    <li className="card tile">
      <span className="feature-icon"><Icon name={t.icon} /></span>
      <h3 className="card-title"><a className="stretched" href={pageOf(technology)}>{t.name}</a></h3>
      <p className="small">{t.summary}</p>
    </li>
  );
}

export function IndustryCard({ industry }: { industry: Entry<Industry> }) {
  const i = industry.data;
  return (
    <li className="card tile">
      <span className="feature-icon"><Icon name={i.icon} /></span>
      <h3 className="card-title"><a className="stretched" href={pageOf(industry)}>{i.name}</a></h3>
      <p className="small">{i.summary}</p>
      {i.projectCount ? <p className="muted small">{i.projectCount} projects</p> : null}
    </li>
  );
}

export function SolutionCard({ solution }: { solution: Entry<Solution> }) {
  const s = solution.data;
  return (
    <li className="card tile">
      <span className="feature-icon"><Icon name={s.icon} /></span>
      <h3 className="card-title"><a className="stretched" href={pageOf(solution)}>{s.name}</a></h3>
      <p className="small">{s.summary}</p>
    </li>
  );
}

export function CaseStudyCard({ caseStudy, industryName }: { caseStudy: Entry<CaseStudy>; industryName: string }) {
  const c = caseStudy.data;
  const top = c.results[0];
  return (
    <li className="card media-card">
      <Cover entry={caseStudy} layout="card" />
      <div className="media-body">
        <p className="eyebrow">{industryName}</p>
        <h3 className="card-title"><a className="stretched" href={pageOf(caseStudy)}>{c.title}</a></h3>
        <p className="small">{c.summary}</p>
        {top ? <p className="result"><strong>{top.value}</strong> {top.label}</p> : null}
      </div>
    </li>
  );
}

/** Cover, category and status badges, title and description: the top of every project card. */
export function ProjectCardHead({ project, stretched = true }: { project: Entry<PortfolioProject>; stretched?: boolean }) {
  const p = project.data;
  return (
    <>
      <Cover entry={project} layout="card" />
      <div className="media-body-head">
        <ul className="badges">
          <li className="badge">{p.category}</li>
          <li className={`badge ${p.status === 'Live' ? 'badge-success' : 'badge-accent'}`}>{p.status}</li>
        </ul>
        <h3 className="card-title">{project.url ? <a className={stretched ? 'stretched' : undefined} href={project.url}>{p.title}</a> : p.title}</h3>
        <p className="small">{p.description}</p>
      </div>
    </>
  );
}

/** A card of the portfolio grid; its id lets the filter island show and hide it. */
export function ProjectCard({ project }: { project: Entry<PortfolioProject> }) {
  const p = project.data;
  const metrics = Object.entries(p.metrics).slice(0, 2);
  const tags = p.technologies.slice(0, 3);
  const more = p.technologies.length - tags.length;
  return (
    <li className="card media-card project-card" id={`project-${project.slug}`}>
      <ProjectCardHead project={project} />
      <div className="media-body">
        <dl className="metrics">
          {metrics.map(([k, v]) => (
            <div key={k}>
              <dt>{metricLabel(k)}</dt>
              <dd>{String(v)}</dd>
            </div>
          ))}
        </dl>
        <ul className="tags">
          {tags.map((t) => (
            <li className="tag" key={t}>{t}</li>
          ))}
          {more > 0 ? <li className="tag tag-more">+{more}</li> : null}
        </ul>
        <p className="muted small"><Icon name="clock" size={14} /> {p.duration ?? 'N/A'} · {p.year}</p>
      </div>
    </li>
  );
}

/** Author, date and reading time of an article card. */
export function ArticleByline({ article }: { article: MarkdownEntry<BlogArticleFrontMatter> }) {
  const a = article.data;
  return (
    <p className="muted small">
      {a.author} · <time dateTime={a.date}>{formatDate(a.date)}</time> · {a.readTime ?? `${readingMinutes(article.words)} min read`}
    </p>
  );
}

export function ArticleCard({ article }: { article: MarkdownEntry<BlogArticleFrontMatter> }) {
  const words = useSite().copy.layout;
  const a = article.data;
  return (
    <li className="card media-card">
      <Cover entry={article} layout="card" />
      <div className="media-body">
        <p className="eyebrow">{a.category}</p>
        <h3 className="card-title">{a.title}</h3>
        <p className="small">{a.excerpt}</p>
        <ArticleByline article={article} />
        <a className="text-link" href={pageOf(article)}>
          {words.readMore}<span className="sr-only">{`: ${a.title}`}</span> <Icon name="arrow-right" size={16} />
        </a>
      </div>
    </li>
  );
}


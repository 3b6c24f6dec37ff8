import type { Entry } from '../src/content/model.ts';
import type { CaseStudy } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { Cover } from '../src/components/Cover.tsx';
import { Markdown } from '../src/components/Markdown.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { HeroFigures } from '../src/components/HeroFigures.tsx';
import { Stars } from '../src/components/Stars.tsx';
import { useBuild } from '../src/components/context.ts';
import { pageOf } from '../src/content/definition.ts';

export function CaseStudyTemplate({ caseStudy, crumbs }: { caseStudy: Entry<CaseStudy>; crumbs: Crumb[] }) {
  const { content } = useBuild();
  const c = caseStudy.data;
  const industry = content.industries.find((i) => i.slug === c.industry);
  const services = (c.services ?? []).map((s) => content.services.find((x) => x.slug === s)).filter((s) => !!s);
  const technologies = c.technologies.map((t) => content.technologies.find((x) => x.slug === t)).filter((t) => !!t);
  return (
    <>
      {/* The results are the evidence: large, beside the heading. */}
      <Hero hero={{ eyebrow: `Case study · ${industry?.data.name ?? ''}`, title: c.title, lead: c.summary }} crumbs={crumbs} visual={<HeroFigures items={c.results} />} />
      <div className="container detail-layout">
        <article className="detail-main">
          {/* Below the hero, so below the fold: loaded lazily. */}
          <Cover entry={caseStudy} layout="detail" alt={c.image ? c.title : ''} />
          <h2>The client</h2>
          <p>{c.client.description}{c.client.location ? ` (${c.client.location})` : ''}{c.client.size ? `, ${c.client.size}` : ''}.</p>
          <h2>The challenge</h2>
          <Markdown source={c.challenge} />
          <h2>Our approach</h2>
          <Markdown source={c.approach} />
          {c.architecture ? (
            <>
              <h2>Architecture</h2>
              <Markdown source={c.architecture} />
            </>
          ) : null}
          {c.testimonial ? (
            <figure className="card testimonial">
              <Stars rating={c.testimonial.rating} />
              <blockquote><p>“{c.testimonial.quote}”</p></blockquote>
              <figcaption>
                <strong>{c.testimonial.name}</strong>
                <span className="muted small">{[c.testimonial.role, c.testimonial.company].filter(Boolean).join(', ')}</span>
              </figcaption>
            </figure>
          ) : null}
        </article>
        <aside className="detail-aside card" aria-label="Project facts">
          <dl className="facts">
            {industry ? (<><dt>Industry</dt><dd><a href={pageOf(industry)}>{industry.data.name}</a></dd></>) : null}
            {c.timeline ? (<><dt>Timeline</dt><dd>{c.timeline}</dd></>) : null}
            {c.team ? (<><dt>Team</dt><dd>{c.team}</dd></>) : null}
            {services.length ? (<><dt>Services</dt><dd><ul>{services.map((s) => <li key={s.slug}><a href={pageOf(s)}>{s.data.title}</a></li>)}</ul></dd></>) : null}
            <dt>Technology stack</dt>
            <dd><ul className="tags">{technologies.map((t) => <li key={t.slug}><a className="tag" href={pageOf(t)}>{t.data.name}</a></li>)}</ul></dd>
          </dl>
        </aside>
      </div>
      <CallToAction cta={{ ...content.site.cta, title: 'Want results like these?' }} />
    </>
  );
}

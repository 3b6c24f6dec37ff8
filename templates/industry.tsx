import type { Entry } from '../src/content/model.ts';
import type { Industry } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { FaqList } from '../src/components/FaqList.tsx';
import { FeatureGrid } from '../src/components/FeatureGrid.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { HeroShowcase } from '../src/components/HeroShowcase.tsx';
import { HeroPoints } from '../src/components/HeroPoints.tsx';
import { TechStrip } from '../src/components/TechStrip.tsx';
import { caseStudyItem, projectItem, SHOWCASE_SIZE } from '../src/content/showcase.ts';
import { Markdown } from '../src/components/Markdown.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';
import { related } from '../src/content/relations.ts';
import { RelatedList } from '../src/components/RelatedList.tsx';
import { relatedCaseStudy, relatedProject, relatedTechnology } from '../src/content/related.ts';

export function IndustryTemplate({ industry, crumbs }: { industry: Entry<Industry>; crumbs: Crumb[] }) {
  const { content, relations } = useBuild();
  const i = industry.data;
  const projects = related(relations, industry, 'portfolio');
  const caseStudies = related(relations, industry, 'caseStudies');
  const technologies = (i.technologies ?? []).map((t) => content.technologies.find((x) => x.slug === t)).filter((t) => !!t);
  return (
    <>
      <Hero
        hero={{ eyebrow: 'Industry', title: `${i.name} Software Solutions`, lead: i.summary, actions: [{ label: 'Discuss Your Project', href: '/contact', variant: 'primary' }, { label: 'All Industries', href: '/industries', variant: 'secondary' }] }}
        crumbs={crumbs}
        visual={
          projects.length || caseStudies.length ? (
            <HeroShowcase items={[...projects.map(projectItem), ...caseStudies.map((c) => caseStudyItem(content, c))].slice(0, SHOWCASE_SIZE)} />
          ) : (
            // No project of its own yet: what we build for the industry, and with which technologies.
            <>
              <HeroPoints items={i.whatWeBuild ?? []} />
              <TechStrip technologies={technologies} />
            </>
          )
        }
      />
      <Section id="overview" title="Overview">
        <Markdown source={i.overview} />
      </Section>
      {i.problems?.length ? (
        <Section id="problems" title={`Problems ${i.name.toLowerCase()} teams bring us`} tone="muted">
          <FeatureGrid items={i.problems} columns={2} />
        </Section>
      ) : null}
      {i.whatWeBuild?.length ? (
        <Section id="what-we-build" title="What we build">
          <FeatureGrid items={i.whatWeBuild} />
        </Section>
      ) : null}
      {i.regulations?.length ? (
        <Section id="regulations" title="Regulations and standards we build for" tone="muted">
          <dl className="definition-grid">
            {i.regulations.map((r) => (
              <div className="card" key={r.name}>
                <dt className="card-title">{r.name}</dt>
                <dd>{r.text}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {technologies.length ? (
        <Section id="technologies" title="Relevant technologies">
          <RelatedList items={technologies.map(relatedTechnology)} />
        </Section>
      ) : null}
      {caseStudies.length ? (
        <Section id="case-studies" title="Case studies" tone="muted">
          <RelatedList items={caseStudies.map((c) => relatedCaseStudy(content, c))} />
        </Section>
      ) : null}
      {projects.length ? (
        <Section id="projects" title={`${i.name} projects`} intro={`${projects.length} platform${projects.length === 1 ? '' : 's'} from our portfolio serve this industry.`}>
          <RelatedList items={projects.map(relatedProject)} />
        </Section>
      ) : null}
      {i.faqs?.length ? (
        <Section id="faq" title="Frequently asked questions" tone="muted">
          <FaqList items={i.faqs} />
        </Section>
      ) : null}
      <CallToAction cta={{ ...content.site.cta, title: `Building for ${i.name.toLowerCase()}?` }} />
    </>
  );
}

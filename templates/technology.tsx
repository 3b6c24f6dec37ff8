import type { Entry } from '../src/content/model.ts';
import type { Technology } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { TECHNOLOGY_KINDS } from '../src/content/vocabulary.ts';
import { FaqList } from '../src/components/FaqList.tsx';
import { FeatureGrid } from '../src/components/FeatureGrid.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { HeroShowcase } from '../src/components/HeroShowcase.tsx';
import { HeroPoints } from '../src/components/HeroPoints.tsx';
import { caseStudyItem, projectItem, SHOWCASE_SIZE } from '../src/content/showcase.ts';
import { Icon } from '../src/components/Icon.tsx';
import { Markdown } from '../src/components/Markdown.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';
import { related } from '../src/content/relations.ts';
import { RelatedList } from '../src/components/RelatedList.tsx';
import { relatedCaseStudy, relatedProject, relatedService, relatedSolution } from '../src/content/related.ts';

export function TechnologyTemplate({ technology, crumbs }: { technology: Entry<Technology>; crumbs: Crumb[] }) {
  const { content, relations } = useBuild();
  const site = content.site;
  const t = technology.data;
  const projects = related(relations, technology, 'portfolio');
  const caseStudies = related(relations, technology, 'caseStudies');
  const services = related(relations, technology, 'services');
  const solutions = related(relations, technology, 'solutions');
  return (
    <>
      <Hero
        hero={{ eyebrow: TECHNOLOGY_KINDS[t.kind], title: `${t.name} Development`, lead: t.summary, actions: [{ label: `Hire ${t.name} Developers`, href: '/contact', variant: 'primary' }, { label: 'All Technologies', href: '/technologies', variant: 'secondary' }] }}
        crumbs={crumbs}
        visual={
          projects.length || caseStudies.length ? (
            <HeroShowcase items={[...projects.map(projectItem), ...caseStudies.map((c) => caseStudyItem(content, c))].slice(0, SHOWCASE_SIZE)} />
          ) : (
            // No project with it yet: what we build with it.
            <HeroPoints items={t.whatWeBuild ?? []} />
          )
        }
      />
      <Section id="what-it-is" title={`What ${t.name} is`}>
        <Markdown source={t.whatItIs} />
      </Section>
      {t.whenWeChoose?.length || t.whenWeDont?.length ? (
        <Section id="when" title={`When we choose ${t.name}, and when we do not`} tone="muted">
          <div className="grid grid-2">
            {t.whenWeChoose?.length ? (
              <div className="card">
                <h3 className="card-title">We choose it when</h3>
                <ul className="checklist">{t.whenWeChoose.map((x) => <li key={x}><Icon name="check" size={16} />{x}</li>)}</ul>
              </div>
            ) : null}
            {t.whenWeDont?.length ? (
              <div className="card">
                <h3 className="card-title">We pick something else when</h3>
                <ul className="checklist checklist-no">{t.whenWeDont.map((x) => <li key={x}><Icon name="x" size={16} />{x}</li>)}</ul>
              </div>
            ) : null}
          </div>
        </Section>
      ) : null}
      {t.whatWeBuild?.length ? (
        <Section id="what-we-build" title={`What we build with ${t.name}`}>
          <FeatureGrid items={t.whatWeBuild} />
        </Section>
      ) : null}
      {services.length ? (
        <Section id="services" title="Related services" tone="muted">
          <RelatedList items={services.map(relatedService)} />
        </Section>
      ) : null}
      {projects.length ? (
        <Section id="projects" title={`Projects built with ${t.name}`} intro={`${projects.length} project${projects.length === 1 ? '' : 's'} from our portfolio use ${t.name}.`}>
          <RelatedList items={projects.map(relatedProject)} />
        </Section>
      ) : null}
      {caseStudies.length ? (
        <Section id="case-studies" title="Case studies" tone="muted">
          <RelatedList items={caseStudies.map((c) => relatedCaseStudy(content, c))} />
        </Section>
      ) : null}
      {solutions.length ? (
        <Section id="solutions" title="Solutions that use it">
          <RelatedList items={solutions.map(relatedSolution)} />
        </Section>
      ) : null}
      {t.faqs?.length ? (
        <Section id="faq" title="Frequently asked questions" tone="muted">
          <FaqList items={t.faqs} />
        </Section>
      ) : null}
      <CallToAction cta={{ ...site.cta, title: `Need ${t.name} engineers?` }} />
    </>
  );
}

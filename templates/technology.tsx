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
import { fill, fillCount } from '../src/content/counts.ts';
import { RelatedList } from '../src/components/RelatedList.tsx';
import { relatedCaseStudy, relatedProject, relatedService, relatedSolution } from '../src/content/related.ts';
import { ROOTS } from '../src/content/roots.ts';

export function TechnologyTemplate({ technology, crumbs }: { technology: Entry<Technology>; crumbs: Crumb[] }) {
  const { content, relations } = useBuild();
  const site = content.site;
  const t = technology.data;
  const words = content.site.copy.technology;
  const name = { technology: t.name };
  const projects = related(relations, technology, 'portfolio');
  const caseStudies = related(relations, technology, 'caseStudies');
  const services = related(relations, technology, 'services');
  const solutions = related(relations, technology, 'solutions');
  return (
    <>
      <Hero
        hero={{ eyebrow: TECHNOLOGY_KINDS[t.kind], title: fill(words.title, name), lead: t.summary, actions: [{ label: fill(words.hire, name), href: ROOTS.contact, variant: 'primary' }, { label: words.all, href: ROOTS.technologies, variant: 'secondary' }] }}
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
      <Section id="what-it-is" title={fill(words.whatItIs, name)}>
        <Markdown source={t.whatItIs} />
      </Section>
      {t.whenWeChoose?.length || t.whenWeDont?.length ? (
        <Section id="when" title={fill(words.when, name)} tone="muted">
          <div className="grid grid-2">
            {t.whenWeChoose?.length ? (
              <div className="card">
                <h3 className="card-title">{words.weChoose}</h3>
                <ul className="checklist">{t.whenWeChoose.map((x) => <li key={x}><Icon name="check" size={16} />{x}</li>)}</ul>
              </div>
            ) : null}
            {t.whenWeDont?.length ? (
              <div className="card">
                <h3 className="card-title">{words.wePickElse}</h3>
                <ul className="checklist checklist-no">{t.whenWeDont.map((x) => <li key={x}><Icon name="x" size={16} />{x}</li>)}</ul>
              </div>
            ) : null}
          </div>
        </Section>
      ) : null}
      {t.whatWeBuild?.length ? (
        <Section id="what-we-build" title={fill(words.whatWeBuild, name)}>
          <FeatureGrid items={t.whatWeBuild} />
        </Section>
      ) : null}
      {services.length ? (
        <Section id="services" title={words.services} tone="muted">
          <RelatedList items={services.map(relatedService)} />
        </Section>
      ) : null}
      {projects.length ? (
        <Section id="projects" title={fill(words.projects, name)} intro={fillCount(words.projectsIntro, projects.length, name)}>
          <RelatedList items={projects.map(relatedProject)} />
        </Section>
      ) : null}
      {caseStudies.length ? (
        <Section id="case-studies" title={words.caseStudies} tone="muted">
          <RelatedList items={caseStudies.map((c) => relatedCaseStudy(content, c))} />
        </Section>
      ) : null}
      {solutions.length ? (
        <Section id="solutions" title={words.solutions}>
          <RelatedList items={solutions.map(relatedSolution)} />
        </Section>
      ) : null}
      {t.faqs?.length ? (
        <Section id="faq" title={words.faq} tone="muted">
          <FaqList items={t.faqs} />
        </Section>
      ) : null}
      <CallToAction cta={{ ...site.cta, title: fill(words.ctaTitle, name) }} />
    </>
  );
}

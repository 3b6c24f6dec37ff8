import type { Entry } from '../src/content/model.ts';
import type { Service } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { priceLabel } from '../src/components/Cards.tsx';
import { FaqList } from '../src/components/FaqList.tsx';
import { FeatureGrid } from '../src/components/FeatureGrid.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { HeroShowcase } from '../src/components/HeroShowcase.tsx';
import { TechStrip } from '../src/components/TechStrip.tsx';
import { caseStudyItem, projectItem, projectsUsing, SHOWCASE_SIZE } from '../src/content/showcase.ts';
import { Icon } from '../src/components/Icon.tsx';
import { Markdown } from '../src/components/Markdown.tsx';
import { ProcessSteps } from '../src/components/ProcessSteps.tsx';
import { Section } from '../src/components/Section.tsx';
import { StatsStrip } from '../src/components/StatsStrip.tsx';
import { useBuild } from '../src/components/context.ts';
import { related } from '../src/content/relations.ts';
import { RelatedList } from '../src/components/RelatedList.tsx';
import { relatedCaseStudy, relatedProject, relatedSolution, relatedTechnology } from '../src/content/related.ts';

export function ServiceTemplate({ service, crumbs }: { service: Entry<Service>; crumbs: Crumb[] }) {
  const { content, relations } = useBuild();
  const s = service.data;
  const contactHref = `/contact?service=${service.slug}`;
  const technologies = s.technologies.map((t) => content.technologies.find((x) => x.slug === t)).filter((t) => !!t);
  const solutions = related(relations, service, 'solutions');
  const caseStudies = related(relations, service, 'caseStudies');
  const projects = projectsUsing(content.portfolio, technologies).slice(0, SHOWCASE_SIZE);
  return (
    <>
      <Hero
        hero={{ eyebrow: 'Service', title: s.title, lead: s.description, actions: [{ label: 'Get a Quote', href: contactHref, variant: 'primary' }, { label: 'See Pricing', href: '/pricing', variant: 'secondary' }] }}
        crumbs={crumbs}
        visual={
          <>
            <HeroShowcase items={projects.length ? projects.map(projectItem) : caseStudies.slice(0, SHOWCASE_SIZE).map((c) => caseStudyItem(content, c))} />
            <TechStrip technologies={technologies} />
          </>
        }
      />
      <Section id="at-a-glance" title="At a glance">
        <StatsStrip
          items={[
            { icon: 'indian-rupee', value: priceLabel(s).replace(/^From /, ''), label: s.startingPrice === 'custom' ? 'Pricing' : 'Starting price' },
            { icon: 'calendar-clock', value: s.duration, label: 'Typical duration' },
            { icon: 'rocket', value: `${s.projects}+`, label: 'Projects delivered' },
            { icon: 'star', value: `${s.rating.toFixed(1)}/5`, label: 'Client rating' },
          ]}
        />
      </Section>
      <Section id="overview" title="Overview" tone="muted">
        <Markdown source={s.overview} />
      </Section>
      {s.whatWeBuild?.length ? (
        <Section id="what-we-build" title="What we build">
          <FeatureGrid items={s.whatWeBuild} />
        </Section>
      ) : null}
      <Section id="features" title="Features" tone="muted">
        <ul className="checklist checklist-columns">
          {s.features.map((f) => (
            <li key={f}><Icon name="check" size={16} />{f}</li>
          ))}
        </ul>
      </Section>
      <Section id="technologies" title="Technologies">
        <RelatedList items={technologies.map(relatedTechnology)} />
      </Section>
      {s.process?.length ? (
        <Section id="process" title="Process and timeline" tone="muted">
          <ProcessSteps items={s.process} />
        </Section>
      ) : null}
      {caseStudies.length ? (
        <Section id="case-studies" title="Related case studies">
          <RelatedList items={caseStudies.map((c) => relatedCaseStudy(content, c))} />
        </Section>
      ) : null}
      {projects.length ? (
        <Section id="projects" title="Related projects" tone="muted">
          <RelatedList items={projects.map(relatedProject)} />
        </Section>
      ) : null}
      {solutions.length ? (
        <Section id="solutions" title="Related solutions">
          <RelatedList items={solutions.map(relatedSolution)} />
        </Section>
      ) : null}
      {s.faqs?.length ? (
        <Section id="faq" title="Frequently asked questions" tone="muted">
          <FaqList items={s.faqs} />
        </Section>
      ) : null}
      <CallToAction
        cta={{
          title: `Start your ${s.title.toLowerCase()} project`,
          text: 'Share your goals and constraints; a senior engineer replies within 24 hours with questions, a plan and an estimate.',
          actions: [{ label: 'Get a Free Quote', href: contactHref, variant: 'primary' }, { label: 'All Services', href: '/services', variant: 'secondary' }],
        }}
      />
    </>
  );
}

import type { Entry } from '../src/content/model.ts';
import type { Service } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { CaseStudyCard, ProjectCard, SolutionCard, TechnologyCard, priceLabel } from '../src/components/Cards.tsx';
import { industryName } from '../src/components/Collection.tsx';
import { FaqList } from '../src/components/FaqList.tsx';
import { FeatureGrid } from '../src/components/FeatureGrid.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { Icon } from '../src/components/Icon.tsx';
import { Markdown } from '../src/components/Markdown.tsx';
import { ProcessSteps } from '../src/components/ProcessSteps.tsx';
import { Section } from '../src/components/Section.tsx';
import { StatsStrip } from '../src/components/StatsStrip.tsx';
import { useBuild } from '../src/components/context.ts';

export function ServiceTemplate({ service, crumbs }: { service: Entry<Service>; crumbs: Crumb[] }) {
  const { content, relations } = useBuild();
  const s = service.data;
  const contactHref = `/contact?service=${service.slug}`;
  const technologies = s.technologies.map((t) => content.technologies.find((x) => x.slug === t)).filter((t) => !!t);
  const solutions = relations.solutionsByService.get(service.slug) ?? [];
  const caseStudies = relations.caseStudiesByService.get(service.slug) ?? [];
  const techNames = new Set(technologies.flatMap((t) => [t.data.name, ...(t.data.aliases ?? [])].map((n) => n.toLowerCase())));
  const projects = content.portfolio.filter((p) => p.data.technologies.some((t) => techNames.has(t.toLowerCase()))).slice(0, 3);
  return (
    <>
      <Hero
        hero={{ eyebrow: 'Service', title: s.title, lead: s.description, actions: [{ label: 'Get a Quote', href: contactHref, variant: 'primary' }, { label: 'See Pricing', href: '/pricing', variant: 'secondary' }] }}
        crumbs={crumbs}
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
        <ul className="grid grid-4">{technologies.map((t) => <TechnologyCard key={t.slug} technology={t} />)}</ul>
      </Section>
      {s.process?.length ? (
        <Section id="process" title="Process and timeline" tone="muted">
          <ProcessSteps items={s.process} />
        </Section>
      ) : null}
      {caseStudies.length ? (
        <Section id="case-studies" title="Related case studies">
          <ul className="grid grid-3">{caseStudies.map((c) => <CaseStudyCard key={c.slug} caseStudy={c} industryName={industryName(content, c.data.industry)} />)}</ul>
        </Section>
      ) : null}
      {projects.length ? (
        <Section id="projects" title="Related projects" tone="muted">
          <ul className="grid grid-3">{projects.map((p) => <ProjectCard key={p.slug} project={p} />)}</ul>
        </Section>
      ) : null}
      {solutions.length ? (
        <Section id="solutions" title="Related solutions">
          <ul className="grid grid-3">{solutions.map((x) => <SolutionCard key={x.slug} solution={x} />)}</ul>
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

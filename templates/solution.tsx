import type { Entry } from '../src/content/model.ts';
import type { Solution } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { FaqList } from '../src/components/FaqList.tsx';
import { FeatureGrid } from '../src/components/FeatureGrid.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { TechStrip } from '../src/components/TechStrip.tsx';
import { HeroShowcase } from '../src/components/HeroShowcase.tsx';
import { projectItem, projectsUsing, SHOWCASE_SIZE } from '../src/content/showcase.ts';
import { Markdown } from '../src/components/Markdown.tsx';
import { ProcessSteps } from '../src/components/ProcessSteps.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';
import { RelatedList } from '../src/components/RelatedList.tsx';
import { relatedService, relatedTechnology } from '../src/content/related.ts';
import { ROOTS } from '../src/content/roots.ts';

export function SolutionTemplate({ solution, crumbs }: { solution: Entry<Solution>; crumbs: Crumb[] }) {
  const { content } = useBuild();
  const words = content.site.copy.solution;
  const s = solution.data;
  const technologies = (s.technologies ?? []).map((t) => content.technologies.find((x) => x.slug === t)).filter((t) => !!t);
  const services = (s.services ?? []).map((t) => content.services.find((x) => x.slug === t)).filter((t) => !!t);
  return (
    <>
      <Hero
        hero={{ eyebrow: words.eyebrow, title: s.name, lead: s.summary, actions: [{ label: words.contact, href: ROOTS.contact, variant: 'primary' }, { label: words.all, href: ROOTS.solutions, variant: 'secondary' }] }}
        crumbs={crumbs}
        visual={
          technologies.length ? (
            <>
              <HeroShowcase items={projectsUsing(content.portfolio, technologies).slice(0, SHOWCASE_SIZE).map(projectItem)} />
              <TechStrip technologies={technologies} />
            </>
          ) : undefined
        }
      />
      <Section id="overview" title={words.overview}>
        <Markdown source={s.overview} />
      </Section>
      {s.offerings?.length ? (
        <Section id="offerings" title={words.offerings} tone="muted">
          <FeatureGrid items={s.offerings} />
        </Section>
      ) : null}
      {s.process?.length ? (
        <Section id="process" title={words.process}>
          <ProcessSteps items={s.process} />
        </Section>
      ) : null}
      {technologies.length ? (
        <Section id="technologies" title={words.technologies} tone="muted">
          <RelatedList items={technologies.map(relatedTechnology)} />
        </Section>
      ) : null}
      {services.length ? (
        <Section id="services" title={words.services}>
          <RelatedList items={services.map(relatedService)} />
        </Section>
      ) : null}
      {s.faqs?.length ? (
        <Section id="faq" title={words.faq} tone="muted">
          <FaqList items={s.faqs} />
        </Section>
      ) : null}
      <CallToAction cta={content.site.cta} />
    </>
  );
}

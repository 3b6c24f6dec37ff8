import type { Entry } from '../src/content/model.ts';
import type { PortfolioProject } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { ProjectCard } from '../src/components/Cards.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';
import { fill, fillCount } from '../src/content/counts.ts';
import { ROOTS } from '../src/content/roots.ts';

/** A crawlable, JavaScript-free filtered view of the portfolio. */
export function PortfolioCategoryTemplate({ category, projects, crumbs }: { category: string; projects: Entry<PortfolioProject>[]; crumbs: Crumb[] }) {
  const { content, groupUrl } = useBuild();
  const words = content.site.copy.portfolioCategory;
  const categories = [...new Set(content.portfolio.map((p) => p.data.category))];
  return (
    <>
      <Hero hero={{ eyebrow: words.eyebrow, title: fill(words.title, { category }), lead: fillCount(words.lead, projects.length, { category }), actions: [{ label: words.contact, href: ROOTS.contact, variant: 'primary' }, { label: words.all, href: ROOTS.portfolio, variant: 'secondary' }] }} crumbs={crumbs} />
      <Section id="projects" title={fill(words.projects, { category, count: projects.length })}>
        <ul className="grid grid-3">{projects.map((p) => <ProjectCard key={p.slug} project={p} />)}</ul>
      </Section>
      <Section id="categories" title={words.others} tone="muted">
        <ul className="chips">
          {categories.filter((c) => c !== category).map((c) => (
            <li key={c}><a className="chip" href={groupUrl('portfolio', c)}>{c}</a></li>
          ))}
        </ul>
      </Section>
      <CallToAction cta={content.site.cta} />
    </>
  );
}

import type { Entry } from '../src/content/model.ts';
import type { PortfolioProject } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { ProjectCard } from '../src/components/Cards.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';

/** A crawlable, JavaScript-free filtered view of the portfolio. */
export function PortfolioCategoryTemplate({ category, projects, crumbs }: { category: string; projects: Entry<PortfolioProject>[]; crumbs: Crumb[] }) {
  const { content, groupUrl } = useBuild();
  const categories = [...new Set(content.portfolio.map((p) => p.data.category))];
  return (
    <>
      <Hero hero={{ eyebrow: 'Portfolio', title: `${category} Platforms`, lead: `${projects.length} ${category} project${projects.length === 1 ? '' : 's'} from our portfolio, each ready to be white-labelled and launched for your brand.`, actions: [{ label: 'Get Free Consultation', href: '/contact', variant: 'primary' }, { label: 'Full Portfolio', href: '/portfolio', variant: 'secondary' }] }} crumbs={crumbs} />
      <Section id="projects" title={`${category} projects (${projects.length})`}>
        <ul className="grid grid-3">{projects.map((p) => <ProjectCard key={p.slug} project={p} />)}</ul>
      </Section>
      <Section id="categories" title="Other categories" tone="muted">
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

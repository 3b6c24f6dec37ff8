import type { CollectionSection } from '../content/types.ts';
import type { Content } from '../content/model.ts';
import { ArticleCard, CaseStudyCard, IndustryCard, ProjectCard, ServiceCard, SolutionCard, TechnologyCard } from './Cards.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { DemoCard } from './DemoCard.tsx';
import { FeaturedArticle } from './FeaturedArticle.tsx';
import { PortfolioExplorer } from './PortfolioExplorer.tsx';
import { useBuild } from './context.ts';
import { TECHNOLOGY_KINDS } from '../content/vocabulary.ts';
import { pageOf } from '../content/collection.ts';

function pick<T extends { slug: string }>(list: T[], only?: string[], limit?: number): T[] {
  const chosen = only ? only.map((s) => list.find((e) => e.slug === s)).filter((e): e is T => !!e) : list;
  return limit ? chosen.slice(0, limit) : chosen;
}

export function industryName(content: Content, slug: string): string {
  return content.industries.find((i) => i.slug === slug)?.data.name ?? slug;
}

/** Cards from another content folder, as chosen by a `collection` section. */
export function Collection({ section }: { section: CollectionSection }) {
  const { content } = useBuild();
  const { only, limit } = section;
  switch (section.source) {
    case 'services':
      return <ul className="grid grid-3">{pick(content.services, only, limit).map((s) => <ServiceCard key={s.slug} service={s} />)}</ul>;
    case 'technologies': {
      const techs = pick(content.technologies, only, limit);
      if (section.groupBy !== 'kind') return <ul className="grid grid-4">{techs.map((t) => <TechnologyCard key={t.slug} technology={t} />)}</ul>;
      return (
        <div className="groups">
          {Object.entries(TECHNOLOGY_KINDS).map(([kind, label]) => {
            const group = techs.filter((t) => t.data.kind === kind);
            if (!group.length) return null;
            return (
              <div className="group" key={kind}>
                <h3 className="group-title">{label}</h3>
                <ul className="grid grid-4">{group.map((t) => <TechnologyCard key={t.slug} technology={t} />)}</ul>
              </div>
            );
          })}
        </div>
      );
    }
    case 'industries':
      return <ul className="grid grid-4">{pick(content.industries, only, limit).map((i) => <IndustryCard key={i.slug} industry={i} />)}</ul>;
    case 'solutions':
      return <ul className="grid grid-3">{pick(content.solutions, only, limit).map((s) => <SolutionCard key={s.slug} solution={s} />)}</ul>;
    case 'case-studies':
      return <ul className="grid grid-3">{pick(content.caseStudies, only, limit).map((c) => <CaseStudyCard key={c.slug} caseStudy={c} industryName={industryName(content, c.data.industry)} />)}</ul>;
    case 'portfolio': {
      const projects = pick(content.portfolio, only, limit);
      if (section.display === 'demos') return <ul className="grid grid-3">{projects.map((p) => <DemoCard key={p.slug} project={p} />)}</ul>;
      if (section.display === 'explorer') return <PortfolioExplorer projects={projects} />;
      return <ul className="grid grid-3">{projects.map((p) => <ProjectCard key={p.slug} project={p} />)}</ul>;
    }
    case 'blog': {
      if (section.display === 'featured') {
        const featured = content.articles.find((a) => a.data.featured);
        return featured ? <FeaturedArticle article={featured} /> : null;
      }
      // Every article, with the categories as links to their static pages (filters without JavaScript).
      return (
        <>
          <CategoryChips />
          <ul className="grid grid-3">{pick(content.articles, only, limit).map((a) => <ArticleCard key={a.slug} article={a} />)}</ul>
        </>
      );
    }
    case 'legal':
      return (
        <ul className="chips">
          {pick(content.legal, only, limit).map((l) => (
            <li key={l.slug}><a className="chip" href={pageOf(l)}>{l.data.title}</a></li>
          ))}
        </ul>
      );
  }
}

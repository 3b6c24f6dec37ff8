import type { Entry } from '../content/model.ts';
import type { PortfolioProject } from '../content/types.ts';
import PortfolioFilter from '../islands/PortfolioFilter.tsx';
import { PORTFOLIO_SEARCH_PATH } from '../lib/portfolio-search.ts';
import { useBuild } from './context.ts';
import { ProjectCard } from './Cards.tsx';
import { Island } from './Island.tsx';
import { ROOTS } from '../content/roots.ts';

/**
 * 'Explore All Platforms' and the 'Complete Platform Portfolio (N)' grid. The grid is static HTML
 * with every project (sixty cards as island props would double the page); the filter island owns
 * the search box, the category buttons (links to the static category pages without JavaScript),
 * the count and the empty state, and shows or hides the cards by id.
 */
export function PortfolioExplorer({ projects, gridTitle = 'Complete Platform Portfolio' }: { projects: Entry<PortfolioProject>[]; gridTitle?: string }) {
  const { groupUrl, content } = useBuild();
  const counts = new Map<string, number>();
  for (const p of projects) counts.set(p.data.category, (counts.get(p.data.category) ?? 0) + 1);
  const props = {
    title: gridTitle,
    action: ROOTS.portfolio,
    searchData: `/${PORTFOLIO_SEARCH_PATH}`,
    categories: [...counts].map(([name, count]) => ({ name, count, href: groupUrl('portfolio', name) })),
    items: projects.map((p) => ({ id: p.slug, category: p.data.category })),
    words: content.site.copy.portfolioFilter,
  };
  return (
    <div className="explorer">
      <Island name="portfolio-filter" label="The portfolio filters" component={PortfolioFilter} props={props} />
      <ul className="grid grid-3" data-results="">
        {projects.map((p) => (
          <ProjectCard key={p.slug} project={p} />
        ))}
      </ul>
    </div>
  );
}

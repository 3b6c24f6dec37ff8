import type { Entry } from '../content/model.ts';
import type { PortfolioProject } from '../content/types.ts';
import { slugify } from '../lib/text.ts';
import { ProjectCard } from './Cards.tsx';
import { Icon } from './Icon.tsx';

/** Text a project is found by: title, description, technologies, industry, category, replication industries. */
export function searchText(p: PortfolioProject): string {
  return [p.title, p.description, p.industry, p.category, ...p.technologies, ...(p.replicationIndustries ?? [])].join(' ').toLowerCase();
}

/**
 * 'Explore All Platforms' and the 'Complete Platform Portfolio (N)' grid. Rendered complete:
 * every project is in the HTML and each category button is a link to its static page, so the
 * page works without JavaScript; the filter island narrows the grid in place.
 */
export function PortfolioExplorer({ projects, gridTitle = 'Complete Platform Portfolio' }: { projects: Entry<PortfolioProject>[]; gridTitle?: string }) {
  const counts = new Map<string, number>();
  for (const p of projects) counts.set(p.data.category, (counts.get(p.data.category) ?? 0) + 1);
  return (
    <div className="explorer" data-portfolio-explorer="">
      <form className="search-form search-inline" action="/portfolio" method="get" role="search" aria-label="Search platforms">
        <label htmlFor="portfolio-search" className="sr-only">Search platforms</label>
        <input id="portfolio-search" name="q" type="search" placeholder="Search by platform, industry or technology..." autoComplete="off" />
        <button type="button" className="icon-btn search-clear" data-clear-search="" hidden>
          <Icon name="x" size={18} />
          <span className="sr-only">Clear search</span>
        </button>
      </form>
      <ul className="chips filter-chips" aria-label="Categories">
        <li>
          <a className="chip" href="/portfolio" data-category="" aria-current="page">
            All Platforms <span className="chip-count">{projects.length}</span>
          </a>
        </li>
        {[...counts].map(([category, count]) => (
          <li key={category}>
            <a className="chip" href={`/portfolio/category/${slugify(category)}`} data-category={category}>
              {category} <span className="chip-count">{count}</span>
            </a>
          </li>
        ))}
      </ul>
      <h3 className="explorer-title">
        {gridTitle} (<span data-result-count="">{projects.length}</span>)
      </h3>
      <p className="sr-only" role="status" data-result-status="">{projects.length} platforms shown</p>
      <ul className="grid grid-3" data-results="">
        {projects.map((p) => (
          <ProjectCard key={p.slug} project={p} search={searchText(p.data)} />
        ))}
      </ul>
      <div className="empty-state" data-empty-state="" hidden>
        <Icon name="search-x" size={40} />
        <p>No platforms found matching your criteria</p>
        <button type="button" className="btn btn-secondary" data-clear-filters="">Clear Filters</button>
      </div>
    </div>
  );
}

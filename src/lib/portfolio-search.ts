/**
 * What the portfolio filter searches: per project, its title, description, technologies,
 * industry, category and replication industries, lower-cased. Written to /portfolio/search.json
 * and fetched by the filter island when a visitor first searches, so the page's HTML stays small.
 */
import type { Entry } from '../content/model.ts';
import type { PortfolioProject } from '../content/types.ts';

export const PORTFOLIO_SEARCH_PATH = 'portfolio/search.json';

export function projectSearchText(p: PortfolioProject): string {
  return [p.title, p.description, p.industry, p.category, ...p.technologies, ...(p.replicationIndustries ?? [])].join(' ').toLowerCase();
}

/** Search text by project slug. */
export function portfolioSearchData(projects: Entry<PortfolioProject>[]): Record<string, string> {
  return Object.fromEntries(projects.map((p) => [p.slug, projectSearchText(p.data)]));
}

/** The template of each route family; the route table names them (build/routes.ts). */
import type { FunctionComponent } from 'react';
import type { TemplateName, TemplateProps } from '../build/routes.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { ArticleTemplate } from './article.tsx';
import { BlogCategoryTemplate } from './blog-category.tsx';
import { CaseStudyTemplate } from './case-study.tsx';
import { DocTemplate } from './doc.tsx';
import { IndustryTemplate } from './industry.tsx';
import { LegalTemplate } from './legal.tsx';
import { NotFoundTemplate } from './not-found.tsx';
import { PageTemplate } from './page.tsx';
import { PortfolioCategoryTemplate } from './portfolio-category.tsx';
import { PortfolioProjectTemplate } from './portfolio-project.tsx';
import { ServiceTemplate } from './service.tsx';
import { SitemapTemplate } from './sitemap.tsx';
import { SolutionTemplate } from './solution.tsx';
import { TechnologyTemplate } from './technology.tsx';

export const templates: { [K in TemplateName]: FunctionComponent<TemplateProps[K] & { crumbs: Crumb[] }> } = {
  page: PageTemplate,
  service: ServiceTemplate,
  technology: TechnologyTemplate,
  industry: IndustryTemplate,
  solution: SolutionTemplate,
  caseStudy: CaseStudyTemplate,
  article: ArticleTemplate,
  legal: LegalTemplate,
  doc: DocTemplate,
  portfolioProject: PortfolioProjectTemplate,
  portfolioCategory: PortfolioCategoryTemplate,
  blogCategory: BlogCategoryTemplate,
  sitemap: SitemapTemplate,
  notFound: NotFoundTemplate,
};

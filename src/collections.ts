/**
 * The collection registry: each content type of the site, defined once. The loader, the
 * validator, the Content model, the route table, the template lookup, the sitemap, the search
 * index, the covers and social cards (build/images/plan.ts), each page's JSON-LD
 * (src/render/page.ts), the related entries (src/content/relations.ts), the editor's configuration,
 * `.vscode/settings.json` and src/content/types.ts all derive from it; docs/architecture.md shows
 * how to add a type.
 *
 * Order matters in one place: routes are listed collection by collection in this order (the
 * search index and the human-readable sitemap follow it).
 */
import { createElement } from 'react';
import { defineCollection, defineSingleton, type Registry, type RouteSpec } from './content/definition.ts';
import { ARTICLE_ICONS, CATEGORY_ICONS } from './content/vocabulary.ts';
import { cutAtWord, slugify } from './lib/text.ts';
import * as ld from './lib/structured-data.ts';
import { ArticleCard, CaseStudyCard, IndustryCard, ProjectCard, ServiceCard, SolutionCard, TechnologyCard } from './components/Cards.tsx';
import { CategoryChips } from './components/CategoryChips.tsx';
import { LegalChip } from './components/LegalChip.tsx';
import { ArticleTemplate } from '../templates/article.tsx';
import { BlogCategoryTemplate } from '../templates/blog-category.tsx';
import { CaseStudyTemplate } from '../templates/case-study.tsx';
import { DocTemplate } from '../templates/doc.tsx';
import { IndustryTemplate } from '../templates/industry.tsx';
import { LegalTemplate } from '../templates/legal.tsx';
import { NotFoundTemplate } from '../templates/not-found.tsx';
import { PageTemplate } from '../templates/page.tsx';
import { PortfolioCategoryTemplate } from '../templates/portfolio-category.tsx';
import { PortfolioProjectTemplate } from '../templates/portfolio-project.tsx';
import { ServiceTemplate } from '../templates/service.tsx';
import { SitemapTemplate } from '../templates/sitemap.tsx';
import { SolutionTemplate } from '../templates/solution.tsx';
import { TechnologyTemplate } from '../templates/technology.tsx';
import { fill, fillCount } from './content/counts.ts';
import { pagePath } from './content/roots.ts';

/** A page title within search results' 70 characters: the full form, else the entry's own title, cut at a word. */
const pageTitle = (full: string, short: string) => (full.length <= 70 ? full : cutAtWord(short, 70));
const meta = (m: { title: string; description: string; keywords?: string[] }) => ({ title: m.title, description: m.description, keywords: m.keywords });
const faqs = (list: Parameters<typeof ld.faqPage>[0] | undefined) => (list?.length ? [ld.faqPage(list)] : []);

export const site = defineSingleton({ name: 'site', file: 'site.yaml', format: 'yaml', schema: 'site' });
export const redirects = defineSingleton({ name: 'redirects', file: 'redirects.yaml', format: 'yaml', schema: 'redirects' });

/** Pages whose file name is not their path, or that use a template of their own. */
const PAGE_TEMPLATES: Record<string, 'sitemap' | 'notFound'> = { sitemap: 'sitemap', 'not-found': 'notFound' };

export const pages = defineCollection({
  name: 'pages', folder: 'pages', format: 'yaml', schema: 'page', label: 'Pages', slugIsFileName: false,
  url: (page) => pagePath(page.slug),
  route: (page): RouteSpec => {
    const template = PAGE_TEMPLATES[page.slug] ?? 'page';
    return { template, props: { page }, ...meta(page.data.meta), section: page.data.hero.eyebrow ?? page.data.meta.title, indexable: template !== 'notFound' && !page.data.noindex };
  },
  templates: { page: PageTemplate, sitemap: SitemapTemplate, notFound: NotFoundTemplate },
  icon: (page) => page.data.icon ?? 'sparkles',
  jsonLd: (page) => (page.data.sections ?? []).flatMap((s) => (s.type === 'faq' ? [ld.faqPage(s.items)] : [])),
});

export const services = defineCollection({
  name: 'services', folder: 'services', format: 'yaml', schema: 'service', label: 'Services', slugIsFileName: true,
  order: (a, b) => a.data.order - b.data.order,
  url: (service) => `/services/${service.slug}`,
  route: (service) => ({ template: 'service', props: { service }, ...meta(service.data.meta) }),
  templates: { service: ServiceTemplate },
  card: { list: 'grid grid-3', item: (service) => createElement(ServiceCard, { key: service.slug, service }) },
  icon: (service) => service.data.icon,
  jsonLd: (service, { site, path }) => [ld.service(site, service.data.title, service.data.description, path, 'Software Development'), ...faqs(service.data.faqs)],
  listJsonLd: ({ site, path, description }) => [ld.service(site, 'Software Development Services', description, path, 'Software Development')],
  references: { solutions: { collection: 'solutions' }, technologies: { collection: 'technologies' } },
});

export const technologies = defineCollection({
  name: 'technologies', folder: 'technologies', format: 'yaml', schema: 'technology', label: 'Technologies', slugIsFileName: true,
  url: (technology) => `/technologies/${technology.slug}`,
  route: (technology) => ({ template: 'technology', props: { technology }, ...meta(technology.data.meta) }),
  templates: { technology: TechnologyTemplate },
  card: { list: 'grid grid-4', item: (technology) => createElement(TechnologyCard, { key: technology.slug, technology }) },
  icon: (technology) => technology.data.icon,
  jsonLd: ({ data: t }, { site, path }) => [ld.service(site, `${t.name} Development`, t.summary, path, t.name), ...faqs(t.faqs)],
  references: { services: { collection: 'services' } },
});

export const industries = defineCollection({
  name: 'industries', folder: 'industries', format: 'yaml', schema: 'industry', label: 'Industries', slugIsFileName: true,
  url: (industry) => `/industries/${industry.slug}`,
  route: (industry) => ({ template: 'industry', props: { industry }, ...meta(industry.data.meta) }),
  templates: { industry: IndustryTemplate },
  card: { list: 'grid grid-4', item: (industry) => createElement(IndustryCard, { key: industry.slug, industry }) },
  icon: (industry) => industry.data.icon,
  jsonLd: ({ data: i }, { site, path }) => [ld.service(site, `${i.name} Software Solutions`, i.summary, path, i.name), ...faqs(i.faqs)],
  references: { technologies: { collection: 'technologies' } },
});

export const solutions = defineCollection({
  name: 'solutions', folder: 'solutions', format: 'yaml', schema: 'solution', label: 'Solutions', slugIsFileName: true,
  url: (solution) => `/solutions/${solution.slug}`,
  route: (solution) => ({ template: 'solution', props: { solution }, ...meta(solution.data.meta) }),
  templates: { solution: SolutionTemplate },
  card: { list: 'grid grid-3', item: (solution) => createElement(SolutionCard, { key: solution.slug, solution }) },
  icon: (solution) => solution.data.icon,
  jsonLd: (solution) => faqs(solution.data.faqs),
  references: { services: { collection: 'services' }, technologies: { collection: 'technologies' } },
});

export const caseStudies = defineCollection({
  name: 'caseStudies', folder: 'case-studies', format: 'yaml', schema: 'case-study', label: 'Case Studies', slugIsFileName: true,
  url: (caseStudy) => `/case-studies/${caseStudy.slug}`,
  route: (caseStudy) => ({ template: 'caseStudy', props: { caseStudy }, ...meta(caseStudy.data.meta) }),
  templates: { caseStudy: CaseStudyTemplate },
  card: {
    list: 'grid grid-3',
    item: (caseStudy, content) => createElement(CaseStudyCard, { key: caseStudy.slug, caseStudy, industryName: content.industries.find((i) => i.slug === caseStudy.data.industry)?.data.name ?? caseStudy.data.industry }),
  },
  icon: (caseStudy, content) => content.industries.find((i) => i.slug === caseStudy.data.industry)?.data.icon ?? 'chart-no-axes-combined',
  cover: ({ data: c }, content) => ({ image: c.image, title: c.title, label: content.industries.find((i) => i.slug === c.industry)?.data.name ?? c.industry, hueKey: `industry ${c.industry}` }),
  references: { industry: { collection: 'industries' }, services: { collection: 'services' }, technologies: { collection: 'technologies' } },
});

export const articles = defineCollection({
  name: 'articles', folder: 'blog', format: 'markdown', schema: 'article', label: 'Blog', slugIsFileName: true,
  order: (a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug),
  url: (article) => `/blog/${article.slug}`,
  route: (article) => {
    const a = article.data;
    return { template: 'article', props: { article }, title: a.metaTitle ?? a.title, description: a.excerpt, keywords: a.keywords, section: a.category, lastmod: a.updated ?? a.date };
  },
  templates: { article: ArticleTemplate },
  // The category links above the cards filter the blog without JavaScript.
  card: { list: 'grid grid-3', item: (article) => createElement(ArticleCard, { key: article.slug, article }), before: () => createElement(CategoryChips) },
  groups: {
    by: (article) => article.data.category,
    url: (category) => `/blog/category/${slugify(category)}`,
    route: (category, list, site) => ({
      template: 'blogCategory', props: { category, articles: list },
      title: fill(site.copy.blogCategory.pageTitle, { category }),
      description: fillCount(site.copy.blogCategory.pageDescription, list.length, { category: category.toLowerCase() }),
      keywords: [category, 'blog'],
      lastmod: list.map((a) => a.data.updated ?? a.data.date).sort().at(-1),
    }),
    templates: { blogCategory: BlogCategoryTemplate },
  },
  icon: (article) => ARTICLE_ICONS[article.data.category] ?? 'book-open',
  cover: ({ data: a }) => ({ image: a.image, title: a.title, label: a.category, hueKey: `blog ${a.category}` }),
  jsonLd: (article, { site, path, image }) => [ld.article(site, article.data, path, image)],
});

export const legal = defineCollection({
  name: 'legal', folder: 'legal', format: 'markdown', schema: 'legal', label: 'Legal', slugIsFileName: false,
  url: (page) => `/${page.slug}`,
  route: (page) => ({ template: 'legal', props: { legal: page }, title: page.data.title, description: page.data.description, lastmod: page.data.updated }),
  templates: { legal: LegalTemplate },
  card: { list: 'chips', item: (page) => createElement(LegalChip, { key: page.slug, page }) },
  icon: () => 'scale',
});

export const docs = defineCollection({
  name: 'docs', folder: 'docs', format: 'markdown', schema: 'doc', label: 'Resources', slugIsFileName: false,
  url: (doc) => `/docs/${doc.slug}`,
  route: (doc) => ({ template: 'doc', props: { doc }, title: doc.data.title, description: doc.data.description, keywords: doc.data.tags, lastmod: doc.data.updated ?? doc.data.date }),
  templates: { doc: DocTemplate },
  icon: () => 'file-text',
});

export const portfolio = defineCollection({
  name: 'portfolio', folder: 'portfolio', format: 'yaml', schema: 'portfolio', label: 'Portfolio', slugIsFileName: true,
  order: (a, b) => a.data.id - b.data.id,
  // Only projects with a slug have a page of their own.
  url: (project) => (project.data.slug ? `/portfolio/${project.data.slug}` : undefined),
  route: (project, site) => {
    const p = project.data;
    return {
      template: 'portfolioProject', props: { project },
      title: pageTitle(fill(site.copy.project.pageTitle, { title: p.title, category: p.category }), p.title),
      description: cutAtWord(p.description, 200),
      keywords: [p.category, p.industry, ...p.technologies],
    };
  },
  templates: { portfolioProject: PortfolioProjectTemplate },
  card: { list: 'grid grid-3', item: (project) => createElement(ProjectCard, { key: project.slug, project }) },
  groups: {
    by: (project) => project.data.category,
    url: (category) => `/portfolio/category/${slugify(category)}`,
    route: (category, projects, site) => ({
      template: 'portfolioCategory', props: { category, projects },
      title: fill(site.copy.portfolioCategory.pageTitle, { category }),
      description: fillCount(site.copy.portfolioCategory.pageDescription, projects.length, { category }),
      keywords: [category, 'portfolio', 'white-label platform'],
    }),
    templates: { portfolioCategory: PortfolioCategoryTemplate },
  },
  icon: (project) => CATEGORY_ICONS[project.data.category] ?? 'layers',
  cover: ({ data: p }) => ({ image: p.image, title: p.title, label: p.category, hueKey: `portfolio ${p.category}` }),
  references: { technologies: { collection: 'technologies', by: 'name' } },
  // A project's industry, or its category, may be an industry of ours: it is listed on that industry's page.
  mentions: { industry: { collection: 'industries' }, category: { collection: 'industries' } },
});

export const collections = [pages, services, technologies, industries, solutions, caseStudies, articles, legal, docs, portfolio] as const;
export const singletons = [site, redirects] as const;

/** The site's registry, as the pipeline takes it. */
export const siteRegistry: Registry = { singletons, collections };

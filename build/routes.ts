/**
 * The route table: every page of the site, computed from content alone.
 * Each route names its template and the props it renders with; nothing else decides what pages exist.
 */
import type { Content, Entry, MarkdownEntry } from '../src/content/model.ts';
import type {
  BlogArticleFrontMatter, CaseStudy, DocumentFrontMatter, Industry, LegalPageFrontMatter, PortfolioProject, Service, Solution, StaticPage, Technology,
} from '../src/content/types.ts';
import { slugify } from '../src/lib/text.ts';

export interface TemplateProps {
  page: { page: Entry<StaticPage> };
  service: { service: Entry<Service> };
  technology: { technology: Entry<Technology> };
  industry: { industry: Entry<Industry> };
  solution: { solution: Entry<Solution> };
  caseStudy: { caseStudy: Entry<CaseStudy> };
  article: { article: MarkdownEntry<BlogArticleFrontMatter> };
  legal: { legal: MarkdownEntry<LegalPageFrontMatter> };
  doc: { doc: MarkdownEntry<DocumentFrontMatter> };
  portfolioProject: { project: Entry<PortfolioProject> };
  portfolioCategory: { category: string; projects: Entry<PortfolioProject>[] };
  blogCategory: { category: string; articles: MarkdownEntry<BlogArticleFrontMatter>[] };
  sitemap: { page: Entry<StaticPage> };
  notFound: { page: Entry<StaticPage> };
}

export type TemplateName = keyof TemplateProps;

interface RouteBase {
  /** URL path, `/` or without a trailing slash. */
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  /** Section name, used on social cards. */
  section: string;
  /** Content file the route comes from, for messages. */
  source: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  /** Last modification date (YYYY-MM-DD) when the content says it. */
  lastmod?: string;
}

export type Route = { [K in TemplateName]: RouteBase & { template: K; props: TemplateProps[K] } }[TemplateName];

export interface Redirect {
  from: string;
  to: string;
}

export interface RouteTable {
  routes: Route[];
  redirects: Redirect[];
}

/** Pages whose file name is not their path, or that use a template of their own. */
const PAGE_PATHS: Record<string, string> = { home: '/', 'not-found': '/404' };
const PAGE_TEMPLATES: Record<string, 'sitemap' | 'notFound'> = { sitemap: 'sitemap', 'not-found': 'notFound' };

export function categorySlug(category: string): string {
  return slugify(category);
}

export function buildRouteTable(content: Content): RouteTable {
  const routes: Route[] = [];
  for (const page of content.pages) {
    const path = PAGE_PATHS[page.slug] ?? `/${page.slug}`;
    const template = PAGE_TEMPLATES[page.slug] ?? 'page';
    const { title, description, keywords } = page.data.meta;
    const base = { path, title, description, keywords, section: page.data.hero.eyebrow ?? title, source: page.file, indexable: template !== 'notFound' && !page.data.noindex };
    routes.push({ ...base, template, props: { page } } as Route);
  }
  for (const service of content.services) {
    routes.push({ path: `/services/${service.slug}`, template: 'service', props: { service }, ...metaOf(service.data.meta), section: 'Services', source: service.file, indexable: true });
  }
  for (const technology of content.technologies) {
    routes.push({ path: `/technologies/${technology.slug}`, template: 'technology', props: { technology }, ...metaOf(technology.data.meta), section: 'Technologies', source: technology.file, indexable: true });
  }
  for (const industry of content.industries) {
    routes.push({ path: `/industries/${industry.slug}`, template: 'industry', props: { industry }, ...metaOf(industry.data.meta), section: 'Industries', source: industry.file, indexable: true });
  }
  for (const solution of content.solutions) {
    routes.push({ path: `/solutions/${solution.slug}`, template: 'solution', props: { solution }, ...metaOf(solution.data.meta), section: 'Solutions', source: solution.file, indexable: true });
  }
  for (const caseStudy of content.caseStudies) {
    routes.push({ path: `/case-studies/${caseStudy.slug}`, template: 'caseStudy', props: { caseStudy }, ...metaOf(caseStudy.data.meta), section: 'Case Studies', source: caseStudy.file, indexable: true });
  }
  for (const article of content.articles) {
    const a = article.data;
    routes.push({
      path: `/blog/${article.slug}`, template: 'article', props: { article },
      title: a.metaTitle ?? a.title, description: a.excerpt, keywords: a.keywords,
      section: a.category, source: article.file, indexable: true, lastmod: a.updated ?? a.date,
    });
  }
  for (const legal of content.legal) {
    routes.push({ path: `/${legal.slug}`, template: 'legal', props: { legal }, title: legal.data.title, description: legal.data.description, section: 'Legal', source: legal.file, indexable: true, lastmod: legal.data.updated });
  }
  for (const doc of content.docs) {
    const d = doc.data;
    routes.push({ path: `/docs/${doc.slug}`, template: 'doc', props: { doc }, title: d.title, description: d.description, keywords: d.tags, section: 'Resources', source: doc.file, indexable: true, lastmod: d.updated ?? d.date });
  }
  for (const project of content.portfolio) {
    if (!project.data.slug) continue;
    const p = project.data;
    routes.push({
      path: `/portfolio/${p.slug}`, template: 'portfolioProject', props: { project },
      title: `${p.title} — ${p.category} Platform`.slice(0, 70),
      description: p.description.length > 200 ? `${p.description.slice(0, 197).replace(/\s+\S*$/, '')}…` : p.description,
      keywords: [p.category, p.industry, ...p.technologies],
      section: 'Portfolio', source: project.file, indexable: true,
    });
  }
  for (const [category, projects] of groupBy(content.portfolio, (p) => p.data.category)) {
    routes.push({
      path: `/portfolio/category/${categorySlug(category)}`, template: 'portfolioCategory', props: { category, projects },
      title: `${category} Platforms and Projects`,
      description: `${projects.length} ${category} platform${projects.length === 1 ? '' : 's'} we have built and can white-label for you: features, technologies, platforms and live demos.`,
      keywords: [category, 'portfolio', 'white-label platform'],
      section: 'Portfolio', source: projects[0].file, indexable: true,
    });
  }
  for (const [category, articles] of groupBy(content.articles, (a) => a.data.category)) {
    routes.push({
      path: `/blog/category/${categorySlug(category)}`, template: 'blogCategory', props: { category, articles },
      title: `${category} Articles`,
      description: `Practical ${category.toLowerCase()} articles from our engineers: ${articles.length} guide${articles.length === 1 ? '' : 's'} on architecture, tooling and delivery.`,
      keywords: [category, 'blog'],
      section: 'Blog', source: articles[0].file, indexable: true,
      lastmod: articles.map((a) => a.data.updated ?? a.data.date).sort().at(-1),
    });
  }
  const redirects = content.redirects.map(({ from, to }) => ({ from, to }));
  return { routes, redirects };
}

function metaOf(meta: { title: string; description: string; keywords?: string[] }) {
  return { title: meta.title, description: meta.description, keywords: meta.keywords };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Output file of a route: clean URLs as folders with index.html. */
export function outputFile(path: string): string {
  if (path === '/') return 'index.html';
  if (path === '/404') return '404.html';
  return `${path.slice(1)}/index.html`;
}

/** The loaded, validated content as templates see it. Field types come from the schemas (types.ts). */
import type {
  BlogArticleFrontMatter,
  CaseStudy,
  DocumentFrontMatter,
  Industry,
  LegalPageFrontMatter,
  PortfolioProject,
  Redirects,
  Service,
  SiteIdentity,
  Solution,
  StaticPage,
  Technology,
} from './types.ts';

export type * from './types.ts';

export interface Entry<T> {
  /** Source file relative to the project root. */
  file: string;
  /** File name without extension. */
  slug: string;
  data: T;
}

export interface MarkdownEntry<T> extends Entry<T> {
  body: string;
  /** 1-based line of the body's first line in the file. */
  bodyLine: number;
  /** Words in the body, counted once when content is assembled (reading time, word-count rules). */
  words: number;
}

export interface Content {
  site: SiteIdentity;
  redirects: Redirects;
  pages: Entry<StaticPage>[];
  services: Entry<Service>[];
  technologies: Entry<Technology>[];
  industries: Entry<Industry>[];
  solutions: Entry<Solution>[];
  caseStudies: Entry<CaseStudy>[];
  portfolio: Entry<PortfolioProject>[];
  articles: MarkdownEntry<BlogArticleFrontMatter>[];
  legal: MarkdownEntry<LegalPageFrontMatter>[];
  docs: MarkdownEntry<DocumentFrontMatter>[];
}

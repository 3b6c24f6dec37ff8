/**
 * The content types: one folder (or file) in content/, one schema in schemas/, named alike.
 * Adding a content type starts here; docs/architecture.md lists the other places it touches.
 */
export type ContentFormat = 'yaml' | 'markdown';

export interface ContentType {
  /** Key in the loaded content. */
  key: CollectionKey | SingletonKey;
  /** Folder under content/ (collections) or file (singletons). */
  path: string;
  /** File name in schemas/ without `.schema.json`. */
  schema: string;
  format: ContentFormat;
  /** Whether each file's `slug` field (when present) must equal its file name. */
  slugIsFileName: boolean;
}

export type CollectionKey =
  | 'pages'
  | 'services'
  | 'technologies'
  | 'industries'
  | 'solutions'
  | 'caseStudies'
  | 'portfolio'
  | 'articles'
  | 'legal'
  | 'docs';
export type SingletonKey = 'site' | 'redirects';

export const collectionTypes: ContentType[] = [
  { key: 'pages', path: 'pages', schema: 'page', format: 'yaml', slugIsFileName: false },
  { key: 'services', path: 'services', schema: 'service', format: 'yaml', slugIsFileName: true },
  { key: 'technologies', path: 'technologies', schema: 'technology', format: 'yaml', slugIsFileName: true },
  { key: 'industries', path: 'industries', schema: 'industry', format: 'yaml', slugIsFileName: true },
  { key: 'solutions', path: 'solutions', schema: 'solution', format: 'yaml', slugIsFileName: true },
  { key: 'caseStudies', path: 'case-studies', schema: 'case-study', format: 'yaml', slugIsFileName: true },
  { key: 'portfolio', path: 'portfolio', schema: 'portfolio', format: 'yaml', slugIsFileName: true },
  { key: 'articles', path: 'blog', schema: 'article', format: 'markdown', slugIsFileName: true },
  { key: 'legal', path: 'legal', schema: 'legal', format: 'markdown', slugIsFileName: false },
  { key: 'docs', path: 'docs', schema: 'doc', format: 'markdown', slugIsFileName: false },
];

export const singletonTypes: ContentType[] = [
  { key: 'site', path: 'site.yaml', schema: 'site', format: 'yaml', slugIsFileName: false },
  { key: 'redirects', path: 'redirects.yaml', schema: 'redirects', format: 'yaml', slugIsFileName: false },
];

export const allContentTypes = [...singletonTypes, ...collectionTypes];

/** Schemas referenced by others but describing no file of their own. */
export const sharedSchemas = ['common'];

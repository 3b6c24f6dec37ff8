/**
 * The content types as the loader and the validator see them: one folder (or file) in content/
 * and one schema in schemas/ each, derived from the registry (src/collections.ts).
 */
import type { ContentFormat, Registry } from '../src/content/definition.ts';
import { siteRegistry } from '../src/collections.ts';

export type { ContentFormat };

export interface ContentType {
  /** Key in the loaded content: the collection's or singleton's name. */
  key: string;
  /** Folder under content/ (collections) or file (singletons). */
  path: string;
  /** File name in schemas/ without `.schema.json`. */
  schema: string;
  format: ContentFormat;
  /** Whether each file's `slug` field (when present) must equal its file name. */
  slugIsFileName: boolean;
  /** Whether its `technologies` field lists file names of content/technologies (the registry's `references`), not names. */
  listsTechnologyFiles?: boolean;
}

export function contentTypes(registry: Registry): { singletonTypes: ContentType[]; collectionTypes: ContentType[]; allContentTypes: ContentType[] } {
  const singletonTypes = registry.singletons.map((s) => ({ key: s.name, path: s.file, schema: s.schema, format: s.format, slugIsFileName: false }));
  const collectionTypes = registry.collections.map((c) => ({
    key: c.name, path: c.folder, schema: c.schema, format: c.format, slugIsFileName: c.slugIsFileName,
    listsTechnologyFiles: c.references?.technologies?.collection === 'technologies' && (c.references.technologies.by ?? 'slug') === 'slug',
  }));
  return { singletonTypes, collectionTypes, allContentTypes: [...singletonTypes, ...collectionTypes] };
}

export const { singletonTypes, collectionTypes, allContentTypes } = contentTypes(siteRegistry);

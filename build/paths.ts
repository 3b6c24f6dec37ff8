/** Where a build reads its content and writes its output, and where it keeps its caches. */
import { join } from 'node:path';

export interface Paths {
  /** The project: where src/ and templates/ live. */
  root: string;
  /** File names in messages are shown relative to this (the content folder's parent). */
  displayRoot: string;
  content: string;
  schemas: string;
  images: string;
  dist: string;
  /** Where images and highlighted code are cached between builds; .cache/ by default. (Compiled validators stay in the project's .cache/: their code requires ajv from node_modules.) */
  cache: string;
}

export function projectPaths(root: string, overrides: Partial<Paths> = {}): Paths {
  const content = overrides.content ?? join(root, 'content');
  return {
    root,
    displayRoot: overrides.displayRoot ?? root,
    content,
    schemas: overrides.schemas ?? join(root, 'schemas'),
    images: overrides.images ?? join(content, 'images'),
    dist: overrides.dist ?? join(root, 'dist'),
    cache: overrides.cache ?? join(root, '.cache'),
  };
}

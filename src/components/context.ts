/**
 * What every component may need but that is the same for a whole build: the site identity,
 * the content, the derived relations and the loaded icons. Passed once through React context
 * by the document, so components stay plain functions of their props.
 */
import { createContext, useContext } from 'react';
import type { Content } from '../content/model.ts';
import type { Registry } from '../content/definition.ts';
import type { Relations } from '../content/relations.ts';
import type { MarkdownIt } from 'markdown-it';
import type { IconSet } from './icons.ts';
import type { ResponsiveImage } from '../lib/images.ts';

export interface BuildContext {
  content: Content;
  relations: Relations;
  icons: IconSet;
  markdown: MarkdownIt;
  /** The registry's collections (src/collections.ts): how a `collection` section lists each. */
  collections: Registry['collections'];
  /** Path of a collection's group page (a category), from its definition (src/collections.ts). */
  groupUrl(collection: string, value: string): string;
  /** The cover of each entry of a collection with `cover` by `coverId(folder, slug)` (src/lib/images.ts), from the images stage. */
  covers: ReadonlyMap<string, ResponsiveImage>;
  /** The key in `covers` of an entry's cover; undefined when its collection declares none. */
  coverIdOf(entry: { file: string }): string | undefined;
  /** Paths of every route, for the human-readable sitemap. */
  routes: { path: string; title: string; section: string }[];
  /** Live demo addresses that have failed for a week (build/stages/link-health.ts): shown as unavailable. */
  unavailableDemos?: ReadonlySet<string>;
}

export const BuildContextValue = createContext<BuildContext | null>(null);

export function useBuild(): BuildContext {
  const ctx = useContext(BuildContextValue);
  if (!ctx) throw new Error('components must render inside <BuildContextValue.Provider>');
  return ctx;
}

export function useSite() {
  return useBuild().content.site;
}

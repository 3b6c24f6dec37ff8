/**
 * Stage 3, assemble: gather validated source files into the typed Content model,
 * in the order pages show them. Input: valid source files. Output: Content.
 */
import type { Content, Entry, MarkdownEntry } from '../../src/content/model.ts';
import type { SourceFile } from './load.ts';
import { countWords } from '../../src/lib/text.ts';

export function assembleContent(files: SourceFile[]): Content {
  const of = (key: string) => files.filter((f) => f.type.key === key);
  const entry = <T>(f: SourceFile): Entry<T> => ({ file: f.file, slug: f.name, data: f.data as T });
  const md = <T>(f: SourceFile): MarkdownEntry<T> => ({ ...entry<T>(f), body: f.body ?? '', bodyLine: f.bodyLine ?? 1, words: countWords(f.body ?? '') });
  const single = (key: string) => of(key)[0]?.data;
  const byName = <T extends { slug: string }>(list: T[]) => list.sort((a, b) => a.slug.localeCompare(b.slug));
  const content: Content = {
    site: single('site') as Content['site'],
    redirects: (single('redirects') as Content['redirects']) ?? [],
    pages: byName(of('pages').map((f) => entry(f))),
    services: of('services').map((f) => entry<Content['services'][0]['data']>(f)).sort((a, b) => a.data.order - b.data.order),
    technologies: byName(of('technologies').map((f) => entry(f))),
    industries: byName(of('industries').map((f) => entry(f))),
    solutions: byName(of('solutions').map((f) => entry(f))),
    caseStudies: byName(of('caseStudies').map((f) => entry(f))),
    portfolio: of('portfolio').map((f) => entry<Content['portfolio'][0]['data']>(f)).sort((a, b) => a.data.id - b.data.id),
    articles: of('articles').map((f) => md<Content['articles'][0]['data']>(f)).sort((a, b) => b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug)),
    legal: byName(of('legal').map((f) => md(f))),
    docs: byName(of('docs').map((f) => md(f))),
  };
  return content;
}

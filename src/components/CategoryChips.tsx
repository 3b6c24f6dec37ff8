import { useBuild } from './context.ts';
import { ROOTS } from '../content/roots.ts';

/** Blog category filters as plain links to static category pages: they work without JavaScript. */
export function CategoryChips({ current }: { current?: string }) {
  const { content, groupUrl } = useBuild();
  const categories = [...new Set(content.articles.map((a) => a.data.category))].sort();
  return (
    <nav aria-label="Article categories">
      <ul className="chips">
        <li><a className="chip" href={ROOTS.blog} aria-current={current ? undefined : 'page'}>{content.site.copy.layout.allArticles}</a></li>
        {categories.map((c) => (
          <li key={c}>
            <a className="chip" href={groupUrl('articles', c)} aria-current={c === current ? 'page' : undefined}>{c}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { MarkdownEntry } from '../content/model.ts';
import type { BlogArticleFrontMatter } from '../content/types.ts';
import { ArticleByline } from './Cards.tsx';
import { Cover } from './Cover.tsx';
import { Icon } from './Icon.tsx';
import { pageOf } from '../content/definition.ts';

/** The article marked `featured: true`, drawn large above the grid. */
export function FeaturedArticle({ article }: { article: MarkdownEntry<BlogArticleFrontMatter> }) {
  const a = article.data;
  return (
    <article className="card featured-article">
      <Cover entry={article} layout="featured" />
      <div className="featured-body">
        <ul className="badges">
          <li className="badge badge-accent">Featured</li>
          <li className="badge">{a.category}</li>
        </ul>
        <h3 className="featured-title">{a.title}</h3>
        <p>{a.excerpt}</p>
        <ArticleByline article={article} />
        {/* Named by what it shows, then which article (WCAG 2.5.3: voice control users say what they see). */}
        <a className="btn btn-primary" href={pageOf(article)}>
          Read Article<span className="sr-only">: {a.title}</span> <Icon name="arrow-right" size={16} />
        </a>
      </div>
    </article>
  );
}

import type { MarkdownEntry } from '../src/content/model.ts';
import type { BlogArticleFrontMatter } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { Breadcrumbs } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { ArticleCard } from '../src/components/Cards.tsx';
import { Cover } from '../src/components/Cover.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';
import { renderMarkdown } from '../src/lib/markdown.ts';
import { formatDate, readingMinutes } from '../src/lib/text.ts';
import { pageOf } from '../src/content/definition.ts';

export function ArticleTemplate({ article, crumbs }: { article: MarkdownEntry<BlogArticleFrontMatter>; crumbs: Crumb[] }) {
  const { content, markdown, groupUrl } = useBuild();
  const a = article.data;
  const { html, toc } = renderMarkdown(markdown, article.body);
  const all = content.articles;
  const index = all.findIndex((x) => x.slug === article.slug);
  const newer = all[index - 1];
  const older = all[index + 1];
  const related = all.filter((x) => x.slug !== article.slug && x.data.category === a.category).concat(all.filter((x) => x.slug !== article.slug && x.data.category !== a.category)).slice(0, 3);
  return (
    <>
      <header className="hero hero-article">
        <div className="container narrow">
          <Breadcrumbs crumbs={crumbs} />
          <p className="eyebrow"><a href={groupUrl('articles', a.category)}>{a.category}</a></p>
          <h1>{a.title}</h1>
          <p className="lead">{a.excerpt}</p>
          <p className="byline">
            By <strong>{a.author}</strong> · <time dateTime={a.date}>{formatDate(a.date)}</time>
            {a.updated ? <> · updated <time dateTime={a.updated}>{formatDate(a.updated)}</time></> : null} · {a.readTime ?? `${readingMinutes(article.words)} min read`}
          </p>
        </div>
      </header>
      {/* The article's cover (its image, or the one drawn from its title and category), as on its card. */}
      <div className="container narrow article-cover">
        <Cover entry={article} layout="detail" alt={a.image ? a.title : ''} priority />
      </div>
      <div className="container article-layout">
        {toc.length ? (
          <nav className="toc" aria-label="Table of contents">
            <h2>Contents</h2>
            <ol>
              {toc.map((h) => (
                <li key={h.id} className={h.level === 3 ? 'toc-sub' : undefined}><a href={`#${h.id}`} dangerouslySetInnerHTML={{ __html: h.html }} /></li>
              ))}
            </ol>
          </nav>
        ) : null}
        <article className="prose article-body" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      <nav className="container prev-next" aria-label="More articles">
        {older ? <a href={pageOf(older)} rel="prev"><span className="muted small">Previous article</span>{older.data.title}</a> : <span />}
        {newer ? <a href={pageOf(newer)} rel="next"><span className="muted small">Next article</span>{newer.data.title}</a> : <span />}
      </nav>
      {related.length ? (
        <Section id="related" title="Related articles" tone="muted">
          <ul className="grid grid-3">{related.map((r) => <ArticleCard key={r.slug} article={r} />)}</ul>
        </Section>
      ) : null}
      <CallToAction cta={content.site.cta} />
    </>
  );
}

import type { MarkdownEntry } from '../src/content/model.ts';
import type { DocumentFrontMatter } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { Breadcrumbs } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { useBuild } from '../src/components/context.ts';
import { renderMarkdown } from '../src/lib/markdown.ts';
import { formatDate, readingMinutes } from '../src/lib/text.ts';

/** A long-form Markdown document (guides, resources): title, date, body, call to action. */
export function DocTemplate({ doc, crumbs }: { doc: MarkdownEntry<DocumentFrontMatter>; crumbs: Crumb[] }) {
  const { content, markdown } = useBuild();
  const d = doc.data;
  const { html } = renderMarkdown(markdown, doc.body);
  return (
    <>
      <header className="hero hero-article">
        <div className="container narrow">
          <Breadcrumbs crumbs={crumbs} />
          <h1>{d.title}</h1>
          <p className="lead">{d.description}</p>
          <p className="byline">
            {d.author ? <>By <strong>{d.author}</strong> · </> : null}
            <time dateTime={d.date}>{formatDate(d.date)}</time> · {readingMinutes(doc.words)} min read
          </p>
        </div>
      </header>
      <div className="container narrow section">
        <article className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      <CallToAction cta={content.site.cta} />
    </>
  );
}

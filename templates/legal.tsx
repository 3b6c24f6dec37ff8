import type { MarkdownEntry } from '../src/content/model.ts';
import type { LegalPageFrontMatter } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { Breadcrumbs } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { Markdown } from '../src/components/Markdown.tsx';
import { useBuild } from '../src/components/context.ts';
import { fill } from '../src/content/counts.ts';
import { formatDate } from '../src/lib/text.ts';
import { pageOf } from '../src/content/definition.ts';
import { ROOTS } from '../src/content/roots.ts';

export function LegalTemplate({ legal, crumbs }: { legal: MarkdownEntry<LegalPageFrontMatter>; crumbs: Crumb[] }) {
  const { content } = useBuild();
  const words = content.site.copy.legal;
  const others = content.legal.filter((l) => l.slug !== legal.slug);
  const updated = legal.data.updated;
  return (
    <>
      <header className="hero hero-article">
        <div className="container narrow">
          <Breadcrumbs crumbs={crumbs} />
          <h1>{legal.data.title}</h1>
          <p className="byline">{words.updated} <time dateTime={updated}>{formatDate(updated)}</time></p>
        </div>
      </header>
      <div className="container narrow section">
        <Markdown source={legal.body} />
        <nav aria-label={words.others} className="related-links">
          <h2>{words.others}</h2>
          <ul className="chips">{others.map((l) => <li key={l.slug}><a className="chip" href={pageOf(l)}>{l.data.title}</a></li>)}</ul>
        </nav>
      </div>
      <CallToAction cta={{ title: words.ctaTitle, text: fill(words.ctaText, { email: content.site.supportEmail }), actions: [{ label: words.contact, href: ROOTS.contact, variant: 'primary' }] }} />
    </>
  );
}

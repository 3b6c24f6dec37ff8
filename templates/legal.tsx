import type { MarkdownEntry } from '../src/content/model.ts';
import type { LegalPageFrontMatter } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { Breadcrumbs } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { Markdown } from '../src/components/Markdown.tsx';
import { useBuild } from '../src/components/context.ts';
import { formatDate } from '../src/lib/text.ts';
import { pageOf } from '../src/content/definition.ts';

export function LegalTemplate({ legal, crumbs }: { legal: MarkdownEntry<LegalPageFrontMatter>; crumbs: Crumb[] }) {
  const { content } = useBuild();
  const others = content.legal.filter((l) => l.slug !== legal.slug);
  const updated = legal.data.updated;
  return (
    <>
      <header className="hero hero-article">
        <div className="container narrow">
          <Breadcrumbs crumbs={crumbs} />
          <h1>{legal.data.title}</h1>
          <p className="byline">Last updated <time dateTime={updated}>{formatDate(updated)}</time></p>
        </div>
      </header>
      <div className="container narrow section">
        <Markdown source={legal.body} />
        <nav aria-label="Other policies" className="related-links">
          <h2>Other policies</h2>
          <ul className="chips">{others.map((l) => <li key={l.slug}><a className="chip" href={pageOf(l)}>{l.data.title}</a></li>)}</ul>
        </nav>
      </div>
      <CallToAction cta={{ title: 'Questions about this policy?', text: `Write to ${content.site.supportEmail} or use the contact form; we answer within 24 hours on working days.`, actions: [{ label: 'Contact Us', href: '/contact', variant: 'primary' }] }} />
    </>
  );
}

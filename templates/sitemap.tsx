import type { Entry } from '../src/content/model.ts';
import type { StaticPage } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { Section } from '../src/components/Section.tsx';
import { useBuild } from '../src/components/context.ts';

/** The human-readable sitemap, generated from the route table. */
export function SitemapTemplate({ page, crumbs }: { page: Entry<StaticPage>; crumbs: Crumb[] }) {
  const { routes, content } = useBuild();
  const words = content.site.copy.sitemap;
  const groups = new Map<string, { path: string; title: string }[]>();
  for (const r of routes) {
    // Top-level pages together, detail pages under their section.
    const key = r.path.split('/').length > 2 ? r.section : words.pages;
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  return (
    <>
      <Hero hero={page.data.hero} crumbs={crumbs} />
      <Section id="all-pages" title={words.allPages}>
        <div className="sitemap-groups">
          {[...groups].map(([name, list]) => (
            <section key={name} aria-label={name}>
              <h3 className="group-title">{name}</h3>
              <ul>
                {list.sort((a, b) => a.path.localeCompare(b.path)).map((r) => (
                  <li key={r.path}><a href={r.path}>{r.title}</a></li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <CallToAction cta={content.site.cta} />
    </>
  );
}

import type { Entry } from '../src/content/model.ts';
import type { StaticPage } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { PageSections } from '../src/components/PageSections.tsx';
import { figuresSection, PageHeroVisual } from '../src/components/PageHeroVisual.tsx';
import { useSite } from '../src/components/context.ts';
import { Island } from '../src/components/Island.tsx';
import SiteSearch from '../src/islands/SiteSearch.tsx';

/** Static pages (home, about, services, …): a hero, site search results where the page has them, the page's sections, and the closing call to action. */
export function PageTemplate({ page, crumbs, children }: { page: Entry<StaticPage>; crumbs: Crumb[]; children?: React.ReactNode }) {
  const site = useSite();
  const inHero = figuresSection(page);
  return (
    <>
      <Hero hero={page.data.hero} crumbs={crumbs} visual={page.data.hero.visual ? <PageHeroVisual page={page} /> : undefined} />
      {page.data.siteSearch ? <Island name="site-search" label="Search" when="search" component={SiteSearch} props={{ index: '/search-index.json', cards: '.service-card' }} /> : null}
      <PageSections sections={(page.data.sections ?? []).filter((_, i) => i !== inHero)} />
      {children}
      <CallToAction cta={page.data.cta ?? site.cta} />
    </>
  );
}

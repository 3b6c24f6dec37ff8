import type { Entry } from '../src/content/model.ts';
import type { StaticPage } from '../src/content/types.ts';
import type { Crumb } from '../src/components/Breadcrumbs.tsx';
import { CallToAction } from '../src/components/CallToAction.tsx';
import { Hero } from '../src/components/Hero.tsx';
import { PageSections } from '../src/components/PageSections.tsx';
import { useSite } from '../src/components/context.ts';

/** Static pages (home, about, services, …): a hero, the page's sections, and the closing call to action. */
export function PageTemplate({ page, crumbs, children }: { page: Entry<StaticPage>; crumbs: Crumb[]; children?: React.ReactNode }) {
  const site = useSite();
  return (
    <>
      <Hero hero={page.data.hero} crumbs={crumbs} />
      <PageSections sections={page.data.sections ?? []} />
      {children}
      <CallToAction cta={page.data.cta ?? site.cta} />
    </>
  );
}

import type { Entry } from '../content/model.ts';
import type { StaticPage } from '../content/types.ts';
import { articleItem, caseStudyItem, leadingProjects, projectItem, SHOWCASE_SIZE } from '../content/showcase.ts';
import { useBuild } from './context.ts';
import { HeroFigures } from './HeroFigures.tsx';
import { HeroPeople } from './HeroPeople.tsx';
import { HeroShowcase } from './HeroShowcase.tsx';
import { Timeline } from './Timeline.tsx';

/**
 * What a static page shows beside its heading, as its `hero.visual` names it: drawn from the
 * collections or from the page's own sections, never placed by hand, so it follows the content.
 */
export function PageHeroVisual({ page }: { page: Entry<StaticPage> }) {
  const { content } = useBuild();
  const sections = page.data.sections ?? [];
  switch (page.data.hero.visual) {
    case 'projects':
      return <HeroShowcase items={leadingProjects(content.portfolio).map(projectItem)} />;
    case 'case-studies':
      return <HeroShowcase items={content.caseStudies.slice(0, SHOWCASE_SIZE).map((c) => caseStudyItem(content, c))} />;
    case 'articles': {
      const newest = [...content.articles].sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)));
      return <HeroShowcase items={newest.slice(0, SHOWCASE_SIZE).map(articleItem)} />;
    }
    case 'team': {
      const team = sections.find((s) => s.type === 'team');
      return team && 'leadership' in team ? <HeroPeople people={team.leadership} /> : null;
    }
    case 'milestones': {
      const timeline = sections.find((s) => s.type === 'timeline');
      return timeline && timeline.type === 'timeline' ? <Timeline items={timeline.items.slice(0, 4)} compact /> : null;
    }
    case 'figures': {
      const stats = sections[figuresSection(page)];
      return stats && stats.type === 'stats' ? <HeroFigures items={stats.items} /> : null;
    }
    default:
      return null;
  }
}

/** The statistics section whose numbers `visual: figures` moves beside the heading (drawn there, not again below); -1 for none. */
export function figuresSection(page: Entry<StaticPage>): number {
  return page.data.hero.visual === 'figures' ? (page.data.sections ?? []).findIndex((s) => s.type === 'stats') : -1;
}

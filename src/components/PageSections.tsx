import type { Section as SectionData } from '../content/types.ts';
import { CallToAction } from './CallToAction.tsx';
import { Collection } from './Collection.tsx';
import { ContactSection } from './ContactSection.tsx';
import { Newsletter } from './Newsletter.tsx';
import { FaqList } from './FaqList.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { LinkChips } from './LinkChips.tsx';
import { Actions } from './LinkButton.tsx';
import { Markdown } from './Markdown.tsx';
import { Positions } from './Positions.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';
import { Section } from './Section.tsx';
import { StatsStrip } from './StatsStrip.tsx';
import TeamTabs from '../islands/TeamTabs.tsx';
import { Island } from './Island.tsx';
import { Testimonials } from './Testimonials.tsx';
import { Timeline } from './Timeline.tsx';
import { slugify } from '../lib/text.ts';

/** Draws a page's `sections` list: one component per section type. */
export function PageSections({ sections }: { sections: SectionData[] }) {
  return (
    <>
      {sections.map((s, i) => {
        const tone = i % 2 === 1 ? 'muted' : 'plain';
        if (s.type === 'cta') return <CallToAction key={i} cta={s} />;
        const id = s.id ?? (s.title ? slugify(s.title) : undefined);
        const head = { id, eyebrow: 'eyebrow' in s ? s.eyebrow : undefined, title: s.title, intro: 'intro' in s ? s.intro : undefined, tone } as const;
        return (
          <Section key={i} {...head}>
            <SectionBody section={s} />
          </Section>
        );
      })}
    </>
  );
}

function SectionBody({ section: s }: { section: Exclude<SectionData, { type: 'cta' }> }) {
  switch (s.type) {
    case 'stats':
      return <StatsStrip items={s.items} />;
    case 'features':
      return (
        <>
          <FeatureGrid items={s.items} columns={s.columns as 2 | 3 | 4 | undefined} />
          <Actions links={s.actions} />
        </>
      );
    case 'steps':
      return <ProcessSteps items={s.items} />;
    case 'prose':
      return <Markdown source={s.body} />;
    case 'links':
      return <LinkChips items={s.items} />;
    case 'collection':
      return (
        <>
          <Collection section={s} />
          {s.more ? <Actions links={[s.more]} /> : null}
        </>
      );
    case 'faq':
      return <FaqList items={s.items} />;
    case 'testimonials':
      return <Testimonials items={s.items} />;
    case 'timeline':
      return <Timeline items={s.items} />;
    case 'team':
      return <Island name="team-tabs" label="The team tabs" component={TeamTabs} props={{ team: s }} />;
    case 'positions':
      return <Positions items={s.items} />;
    case 'newsletter':
      return <Newsletter section={s} />;
    case 'contact':
      return <ContactSection />;
  }
}

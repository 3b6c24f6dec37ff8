/**
 * The page section types: each is one definition, its schema (schemas/section-{type}.schema.json)
 * and how it is drawn. `npm run types` writes the list of section schemas into
 * schemas/page.schema.json from here; docs/architecture.md shows how to add one.
 */
import type { ReactNode } from 'react';
import type { Section } from './content/types.ts';
import { CallToAction } from './components/CallToAction.tsx';
import { Collection } from './components/Collection.tsx';
import { ContactSection } from './components/ContactSection.tsx';
import { FaqList } from './components/FaqList.tsx';
import { FeatureGrid } from './components/FeatureGrid.tsx';
import { Island } from './components/Island.tsx';
import { LinkChips } from './components/LinkChips.tsx';
import { Actions } from './components/LinkButton.tsx';
import { Markdown } from './components/Markdown.tsx';
import { Newsletter } from './components/Newsletter.tsx';
import { Positions } from './components/Positions.tsx';
import { ProcessSteps } from './components/ProcessSteps.tsx';
import { StatsStrip } from './components/StatsStrip.tsx';
import { Testimonials } from './components/Testimonials.tsx';
import { Timeline } from './components/Timeline.tsx';
import TeamTabs from './islands/TeamTabs.tsx';

export interface SectionDefinition<S> {
  /** File name in schemas/ without `.schema.json`. */
  schema: string;
  /** The section's content, drawn inside the common section frame (heading, intro, alternating tone). */
  body: (section: S) => ReactNode;
  /** Drawn without the frame: the section is a frame of its own (the call to action). */
  unframed?: boolean;
}

/** A section's `type`; the call to action's is optional in its schema, as site.yaml's `cta` has none. */
export type SectionType = NonNullable<Section['type']>;
type SectionOf<T extends SectionType> = Extract<Section, { type?: T }>;

export const sectionTypes: { [T in SectionType]: SectionDefinition<SectionOf<T>> } = {
  stats: { schema: 'section-stats', body: (s) => <StatsStrip items={s.items} large={s.variant === 'statistic'} /> },
  features: {
    schema: 'section-features',
    body: (s) => (
      <>
        <FeatureGrid items={s.items} columns={s.columns as 2 | 3 | 4 | undefined} />
        <Actions links={s.actions} />
      </>
    ),
  },
  steps: { schema: 'section-steps', body: (s) => <ProcessSteps items={s.items} /> },
  prose: { schema: 'section-prose', body: (s) => <Markdown source={s.body} /> },
  links: { schema: 'section-links', body: (s) => <LinkChips items={s.items} strip={s.variant === 'strip'} /> },
  collection: {
    schema: 'section-collection',
    body: (s) => (
      <>
        <Collection section={s} />
        {s.more ? <Actions links={[s.more]} /> : null}
      </>
    ),
  },
  faq: { schema: 'section-faq', body: (s) => <FaqList items={s.items} /> },
  testimonials: { schema: 'section-testimonials', body: (s) => <Testimonials items={s.items} featureFirst={s.variant === 'quote'} /> },
  timeline: { schema: 'section-timeline', body: (s) => <Timeline items={s.items} /> },
  cta: { schema: 'section-cta', body: (s) => <CallToAction cta={s} />, unframed: true },
  team: { schema: 'section-team', body: (s) => <Island name="team-tabs" label="The team tabs" component={TeamTabs} props={{ team: s }} /> },
  positions: { schema: 'section-positions', body: (s) => <Positions items={s.items} /> },
  newsletter: { schema: 'section-newsletter', body: (s) => <Newsletter section={s} /> },
  contact: { schema: 'section-contact', body: () => <ContactSection /> },
};

import { Fragment } from 'react';
import type { Section as SectionData } from '../content/types.ts';
import { Section } from './Section.tsx';
import { sectionTypes, type SectionDefinition } from '../sections.tsx';
import { slugify } from '../lib/text.ts';

/** Draws a page's `sections` list: each by its section type's definition (src/sections.tsx), in the look its `variant` picks. */
export function PageSections({ sections }: { sections: SectionData[] }) {
  return (
    <>
      {sections.map((s, i) => {
        const definition = sectionTypes[s.type ?? 'cta'] as SectionDefinition<SectionData>;
        if (definition.unframed) return <Fragment key={i}>{definition.body(s)}</Fragment>;
        const tone = i % 2 === 1 ? 'muted' : 'plain';
        const id = s.id ?? (s.title ? slugify(s.title) : undefined);
        const head = { id, eyebrow: 'eyebrow' in s ? s.eyebrow : undefined, title: s.title, intro: 'intro' in s ? s.intro : undefined, tone, variant: 'variant' in s ? s.variant : undefined } as const;
        return (
          <Section key={i} {...head}>
            {definition.body(s)}
          </Section>
        );
      })}
    </>
  );
}

import type { CollectionSection } from '../content/types.ts';
import type { Content, Entry } from '../content/model.ts';
import { TechnologyCard } from './Cards.tsx';
import { DemoCard } from './DemoCard.tsx';
import { FeaturedArticle } from './FeaturedArticle.tsx';
import { PortfolioExplorer } from './PortfolioExplorer.tsx';
import { useBuild } from './context.ts';
import { TECHNOLOGY_KINDS } from '../content/vocabulary.ts';

function pick<T extends { slug: string }>(list: T[], only?: string[], limit?: number): T[] {
  const chosen = only ? only.map((s) => list.find((e) => e.slug === s)).filter((e): e is T => !!e) : list;
  return limit ? chosen.slice(0, limit) : chosen;
}

/** The displays of a collection section beyond its collection's cards (`display:` and `groupBy:` in the page schema). */
function specialDisplay(section: CollectionSection, content: Content): React.ReactNode | undefined {
  const { only, limit } = section;
  if (section.source === 'technologies' && section.groupBy === 'kind') {
    const techs = pick(content.technologies, only, limit);
    return (
      <div className="groups">
        {Object.entries(TECHNOLOGY_KINDS).map(([kind, label]) => {
          const group = techs.filter((t) => t.data.kind === kind);
          if (!group.length) return null;
          return (
            <div className="group" key={kind}>
              <h3 className="group-title">{label}</h3>
              <ul className="grid grid-4">{group.map((t) => <TechnologyCard key={t.slug} technology={t} />)}</ul>
            </div>
          );
        })}
      </div>
    );
  }
  if (section.source === 'portfolio' && section.display === 'demos') return <ul className="grid grid-3">{pick(content.portfolio, only, limit).map((p) => <DemoCard key={p.slug} project={p} />)}</ul>;
  if (section.source === 'portfolio' && section.display === 'explorer') return <PortfolioExplorer projects={pick(content.portfolio, only, limit)} />;
  if (section.source === 'blog' && section.display === 'featured') {
    const featured = content.articles.find((a) => a.data.featured);
    return featured ? <FeaturedArticle article={featured} /> : null;
  }
  return undefined;
}

/** Cards from another content folder, as chosen by a `collection` section: each collection's `card` (src/collections.ts). */
export function Collection({ section }: { section: CollectionSection }) {
  const { content, collections } = useBuild();
  const special = specialDisplay(section, content);
  if (special !== undefined) return special;
  const definition = collections.find((c) => c.folder === section.source);
  if (!definition?.card) return null; // the cross-check reports a source without cards
  const entries = pick((content as unknown as Record<string, Entry<unknown>[]>)[definition.name] ?? [], section.only, section.limit);
  return (
    <>
      {definition.card.before?.()}
      <ul className={definition.card.list}>{entries.map((e) => definition.card!.item(e, content))}</ul>
    </>
  );
}

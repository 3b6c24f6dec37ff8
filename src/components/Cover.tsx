import { useBuild } from './context.ts';
import { Picture } from './Picture.tsx';

/**
 * Displayed width of a cover in each layout (src/styles: .grid-3, .featured-article, .detail-layout),
 * at 320–1440 px screens: a card 288–368 px (one column up to 40rem, two up to 64rem, then three
 * in a 76rem container), the featured article 608 px at most, a project's cover 800 px at most,
 * a page's lead project beside its heading 560 px at most.
 */
export const COVER_SIZES = {
  card: '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw',
  featured: '(min-width: 76rem) 38rem, (min-width: 56rem) 52vw, 100vw',
  detail: '(min-width: 76rem) 50rem, (min-width: 64rem) 66vw, 100vw',
  /** The first item beside a page's heading (.showcase-lead): half the container on a desktop, the screen's width on a phone. */
  hero: '(min-width: 76rem) 35rem, (min-width: 64rem) 46vw, 100vw',
  /** The others beside it, two to a row. */
  heroThumb: '(min-width: 76rem) 17rem, (min-width: 64rem) 22vw, 50vw',
} as const;

/**
 * The cover of an entry whose collection declares one (`cover` in src/collections.ts): the
 * editor's image or one drawn from the fields the definition names (build/images/plan.ts),
 * handed to rendering in the render context, so every page that shows the item shows the same
 * files. Decorative by default, as the title is written beside it.
 */
export function Cover({ entry, layout, alt = '', priority, priorityMedia }: { entry: { file: string }; layout: keyof typeof COVER_SIZES; alt?: string; priority?: boolean; priorityMedia?: string }) {
  const { covers, coverIdOf } = useBuild();
  const id = coverIdOf(entry);
  const image = id === undefined ? undefined : covers.get(id);
  // An item whose image cannot be read has no cover; the build stops with that problem before rendering.
  if (!image) return null;
  return <Picture className="cover" image={image} alt={alt} sizes={COVER_SIZES[layout]} priority={priority} priorityMedia={priorityMedia} />;
}

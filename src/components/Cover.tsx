import type { ResponsiveImage } from '../lib/images.ts';
import { Picture } from './Picture.tsx';

/** Displayed width of a cover in each layout (src/styles: .grid-3, .featured-article, .detail-layout). */
export const COVER_SIZES = {
  card: '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw',
  featured: '(min-width: 76rem) 38rem, (min-width: 56rem) 52vw, 100vw',
  detail: '(min-width: 76rem) 50rem, (min-width: 64rem) 66vw, 100vw',
} as const;

/**
 * The cover of a project, article or case study: the editor's image or one generated from the
 * item's title, category and icon (build/stages/images.ts), so no card shows an empty box.
 * Decorative by default, as the title is written beside it.
 */
export function Cover({ image, layout, alt = '', priority }: { image: ResponsiveImage | undefined; layout: keyof typeof COVER_SIZES; alt?: string; priority?: boolean }) {
  // Only a page rendered outside the build (the server's contact page) lacks covers; it shows none.
  if (!image) return null;
  return <Picture className="cover" image={image} alt={alt} sizes={COVER_SIZES[layout]} priority={priority} />;
}

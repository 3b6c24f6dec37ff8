import type { ResponsiveImage } from '../lib/images.ts';

export interface PictureProps {
  image: ResponsiveImage;
  /** Empty for a decorative image (a cover beside its title); otherwise what the image shows. */
  alt: string;
  /** The image's displayed width per layout, for the browser to pick a file, for example `(min-width: 64rem) 23rem, 100vw`. */
  sizes: string;
  /**
   * The one image that is the largest above the fold (a detail page's cover): fetched first and
   * never lazily. Every other image loads when it nears the viewport.
   */
  priority?: boolean;
  /**
   * The largest image above the fold only on screens matching this media query (the lead project
   * beside a heading from 64rem; after the text, below the fold, on a phone): preloaded at high
   * priority for those screens only (src/render/hero-preload.ts), so the <img> finds it fetched;
   * lazy otherwise, so that on a phone it takes no bandwidth from the stylesheet and the font the
   * text (the LCP there) waits for (lazy measured a lower LCP than eager on Lighthouse mobile).
   */
  priorityMedia?: string;
  className?: string;
}

/**
 * A raster image from the images stage: AVIF at several widths, with a JPEG (or PNG) fallback
 * at the same widths (old Safari, 14–15, has no AVIF: see build/images/plan.ts). Width and height reserve the space before the file arrives, so nothing shifts.
 * The markup is kept to what browsers use: a listing has sixty of these.
 */
export function Picture({ image, alt, sizes, priority = false, priorityMedia, className }: PictureProps) {
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcset}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        {...(priority ? { fetchPriority: 'high' as const } : priorityMedia ? { loading: 'lazy' as const, 'data-preload-media': priorityMedia } : { loading: 'lazy' as const, decoding: 'async' as const })}
      />
    </picture>
  );
}

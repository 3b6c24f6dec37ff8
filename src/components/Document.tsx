import { fill } from '../content/counts.ts';
import type { SiteIdentity } from '../content/types.ts';
import { serializeJsonLd, type JsonLd } from '../lib/structured-data.ts';
import { OG_SIZE, type SocialCard } from '../lib/images.ts';

export interface PageHead {
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  indexable: boolean;
  /** The page's own social cards (build/stages/images.ts), by absolute URL. */
  image: SocialCard;
  imageAlt: string;
}

export interface Assets {
  css: string;
  js: string;
  /** Per island, the chunks a page with it loads (preloaded so they do not wait on the entry). */
  islands: Record<string, string[]>;
  font: string;
  /** The inline script that applies the saved theme before first paint (hashed in the CSP). */
  themeScript: string;
}

export const ROBOTS = 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1';

export function fullTitle(title: string, site: SiteIdentity): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

/** The <head> of every page: title, description, robots, canonical, Open Graph, Twitter, preloads, JSON-LD. */
export function Head({ head, site, assets, jsonLd }: { head: PageHead; site: SiteIdentity; assets: Assets; jsonLd: JsonLd[] }) {
  const url = `${site.origin}${head.path === '/' ? '/' : head.path}`;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{fullTitle(head.title, site)}</title>
      <meta name="description" content={head.description} />
      {head.keywords?.length ? <meta name="keywords" content={head.keywords.join(', ')} /> : null}
      <meta name="robots" content={head.indexable ? ROBOTS : 'noindex, follow'} />
      {head.indexable ? <link rel="canonical" href={url} /> : null}
      <meta name="theme-color" content="#4f46e5" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:image" content={head.image.og} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(OG_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_SIZE.height)} />
      <meta property="og:image:alt" content={head.imageAlt} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_IN" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.image.x} />
      <meta name="twitter:image:alt" content={head.imageAlt} />
      <link rel="preload" href={assets.font} as="font" type="font/woff2" crossOrigin="anonymous" />
      <link rel="stylesheet" href={assets.css} />
      <link rel="icon" href={site.logo} type="image/svg+xml" />
      <link rel="alternate" type="application/atom+xml" title={fill(site.copy.layout.feed, { blog: site.blogName })} href="/blog/feed.xml" />
      <script dangerouslySetInnerHTML={{ __html: assets.themeScript }} />
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
      <script type="module" src={assets.js} />
    </>
  );
}

/**
 * The document shell. Its parts are rendered separately so that the header (one variant per
 * current navigation item) and the footer, the same on every page, are rendered once per build.
 */
export function documentHtml(parts: { themeKey: string; head: string; header: string; main: string; footer: string }): string {
  return `<!DOCTYPE html><html lang="en-IN" data-theme-key="${parts.themeKey}"><head>${parts.head}</head><body>${parts.header}<main id="main" tabindex="-1">${parts.main}</main>${parts.footer}</body></html>`;
}

/**
 * The section roots that code links to (the contact page, the portfolio, the services…), named
 * once: code writes `ROOTS.contact`, never '/contact'. Each is a static page,
 * content/pages/<slug>.yaml, at the address the pages collection gives it (src/collections.ts
 * `pages.url` is `pagePath`); tests/unit/roots.test.ts checks that every root is a page of the site.
 * Small and pure, so islands import it too.
 */
const SPECIAL_PATHS: Record<string, string> = { home: '/', 'not-found': '/404' };

/** The address of the static page content/pages/<slug>.yaml. */
export const pagePath = (slug: string): string => SPECIAL_PATHS[slug] ?? `/${slug}`;

export const ROOTS = {
  home: pagePath('home'),
  about: pagePath('about'),
  contact: pagePath('contact'),
  portfolio: pagePath('portfolio'),
  services: pagePath('services'),
  solutions: pagePath('solutions'),
  industries: pagePath('industries'),
  technologies: pagePath('technologies'),
  caseStudies: pagePath('case-studies'),
  blog: pagePath('blog'),
  pricing: pagePath('pricing'),
  sitemap: pagePath('sitemap'),
} as const;

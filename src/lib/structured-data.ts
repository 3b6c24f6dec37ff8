/**
 * JSON-LD objects, typed with schema-dts, following the specification: Organization and WebSite
 * everywhere, BreadcrumbList off the home page (src/render/page.ts), and what each content type's
 * definition declares with these (src/collections.ts): Service entries for services, industries
 * and technologies, Article for blog posts (dates from front matter), FAQPage for FAQs.
 */
import type { Article, BreadcrumbList, FAQPage, Organization, Service, Thing, WebSite, WithContext } from 'schema-dts';
import type { BlogArticleFrontMatter, Faq, SiteIdentity } from '../content/types.ts';
import type { Crumb } from '../components/Breadcrumbs.tsx';

/** Any schema.org object: a content type's definition may declare its own (src/collections.ts, `jsonLd`). */
export type JsonLd = WithContext<Thing>;

const abs = (site: SiteIdentity, path: string) => `${site.origin}${path === '/' ? '/' : path}`;

export function organization(site: SiteIdentity): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${site.origin}/#organization`,
    name: site.name,
    legalName: site.legalName,
    url: abs(site, '/'),
    logo: abs(site, site.logo),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.social.map((s) => s.url),
  };
}

/** Serialized Organization and WebSite objects, made once per site by `siteJsonLd`. */
const serialized = new WeakMap<object, string>();
const siteWide = new WeakMap<SiteIdentity, JsonLd[]>();

/**
 * Organization and WebSite, which every page carries: made and serialized once per site, not for
 * each of its pages (a 4,000-page corpus serialized them 4,000 times). Frozen, as they are shared.
 */
export function siteJsonLd(site: SiteIdentity): JsonLd[] {
  let made = siteWide.get(site);
  if (!made) {
    made = [organization(site), website(site)].map((data) => deepFreeze(data) as JsonLd);
    for (const data of made) serialized.set(data, toJson(data));
    siteWide.set(site, made);
  }
  return made;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

export function website(site: SiteIdentity): WithContext<WebSite> {
  return { '@context': 'https://schema.org', '@type': 'WebSite', '@id': `${site.origin}/#website`, name: site.name, url: abs(site, '/'), publisher: { '@id': `${site.origin}/#organization` } };
}

export function breadcrumbList(site: SiteIdentity, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: abs(site, c.path) })),
  };
}

export function service(site: SiteIdentity, name: string, description: string, path: string, category: string): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: abs(site, path),
    category,
    provider: { '@type': 'Organization', name: site.name, url: abs(site, '/') },
    areaServed: { '@type': 'Country', name: 'India' },
  };
}

export function article(site: SiteIdentity, a: BlogArticleFrontMatter, path: string, image: string): WithContext<Article> {
  const publisher = { '@type': 'Organization' as const, name: site.name, logo: { '@type': 'ImageObject' as const, url: abs(site, site.logo) } };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    url: abs(site, path),
    datePublished: a.date,
    dateModified: a.updated ?? a.date,
    author: { '@type': 'Person', name: a.author },
    publisher,
    image,
    mainEntityOfPage: { '@type': 'WebPage', '@id': abs(site, path) },
  };
}

export function faqPage(faqs: Faq[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

/** JSON for a <script type="application/ld+json">, safe against `</script>` in content. */
export function serializeJsonLd(data: JsonLd): string {
  return serialized.get(data) ?? toJson(data);
}

const toJson = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');

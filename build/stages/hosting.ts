/**
 * Hosting files: what makes dist/ work on any static host: sitemap.xml, robots.txt,
 * the blog's Atom feed, _redirects plus an HTML redirect page per old path, and _headers with
 * cache rules and the security headers of src/shared/security-headers.ts (shared with the server);
 * and what the site server reads instead of the content (src/shared/server-site.ts).
 */
import { ADMIN_PATH, adminContentSecurityPolicy, connectSources, contentSecurityPolicy, DEFAULT_HSTS, securityHeaders } from '../../src/shared/security-headers.ts';
import type { Content } from '../../src/content/model.ts';
import type { RouteTable } from '../routes.ts';
import { pageOf } from '../../src/content/definition.ts';
import type { OutputFile } from './write.ts';
import { SERVER_SITE_FILE, serverSite } from '../../src/shared/server-site.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path === '/' ? '/' : path}`;
}

export function sitemapXml(table: RouteTable, origin: string): string {
  const urls = table.routes
    .filter((r) => r.indexable)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((r) => `<url><loc>${escapeXml(absoluteUrl(origin, r.path))}</loc>${r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /contact-api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function atomFeed(content: Content): string {
  const { site, articles } = content;
  const updated = articles.map((a) => a.data.updated ?? a.data.date).sort().at(-1) ?? `${site.foundingYear}-01-01`;
  const entries = articles.map((a) => {
    const url = absoluteUrl(site.origin, pageOf(a));
    return `<entry><title>${escapeXml(a.data.title)}</title><link href="${url}"/><id>${url}</id><published>${a.data.date}T00:00:00Z</published><updated>${a.data.updated ?? a.data.date}T00:00:00Z</updated><author><name>${escapeXml(a.data.author)}</name></author><category term="${escapeXml(a.data.category)}"/><summary>${escapeXml(a.data.excerpt)}</summary></entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>${escapeXml(site.blogName)}</title><link href="${site.origin}/blog"/><link rel="self" href="${site.origin}/blog/feed.xml"/><id>${site.origin}/blog</id><updated>${updated}T00:00:00Z</updated>\n${entries.join('\n')}\n</feed>\n`;
}

export function redirectsFile(table: RouteTable): string {
  return `${table.redirects.map((r) => `${r.from} ${r.to} 301`).join('\n')}\n`;
}

/** For hosts without _redirects support: a page that sends browsers and crawlers on. */
export function redirectPage(to: string, origin: string): string {
  const url = escapeXml(absoluteUrl(origin, to));
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>Moved to ${escapeXml(to)}</title><meta name="robots" content="noindex, follow"><link rel="canonical" href="${url}"><meta http-equiv="refresh" content="0; url=${escapeXml(to)}"></head><body><p>This page has moved to <a href="${escapeXml(to)}">${url}</a>.</p></body></html>`;
}

export function headersFile(csp: string): string {
  return `/*
${securityHeaders(csp, DEFAULT_HSTS).map(([name, value]) => `  ${name}: ${value}\n`).join('')}  Cache-Control: public, max-age=0, must-revalidate

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/images/*
  Cache-Control: public, max-age=86400, stale-while-revalidate=604800

${ADMIN_PATH}*
  ! Content-Security-Policy
  Content-Security-Policy: ${adminContentSecurityPolicy()}
`;
}

export function hostingFiles(content: Content, table: RouteTable, themeScript: string): OutputFile[] {
  const origin = content.site.origin;
  return [
    { path: 'sitemap.xml', contents: sitemapXml(table, origin) },
    { path: 'robots.txt', contents: robotsTxt(origin) },
    { path: 'blog/feed.xml', contents: atomFeed(content) },
    { path: '_redirects', contents: redirectsFile(table) },
    { path: '_headers', contents: headersFile(contentSecurityPolicy(themeScript, connectSources(content.site.contactEndpoint))) },
    ...table.redirects.map((r) => ({ path: `${r.from.slice(1)}/index.html`, contents: redirectPage(r.to, origin) })),
    { path: SERVER_SITE_FILE, contents: JSON.stringify(serverSite(content.site)) },
  ];
}

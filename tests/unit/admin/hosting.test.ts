/** How /admin/ is served: its own policy from the one source, noindex, and no place among the visitor pages. */
import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { headersFile } from '../../../build/stages/hosting.ts';
import { adminPage } from '../../../build/stages/admin.ts';
import { isEditorFile } from '../../../build/tools/weight.ts';
import { adminContentSecurityPolicy, contentSecurityPolicy, DEFAULT_HSTS, policyFor, securityHeaders } from '../../../src/shared/security-headers.ts';
import { headersFor, parseHeadersFile } from '../../../src/server/static-files.ts';
import { securityHeadersMiddleware } from '../../../src/server/security-headers.ts';

const sitePolicy = contentSecurityPolicy('document.documentElement.classList.add("js")');

test('_headers gives /admin/ the editor\'s policy and every other path the site\'s', () => {
  const rules = parseHeadersFile(headersFile(sitePolicy));
  expect(headersFor(rules, '/admin/')['content-security-policy']).toBe(adminContentSecurityPolicy());
  expect(headersFor(rules, '/admin/admin.X1.js')['content-security-policy']).toBe(adminContentSecurityPolicy());
  expect(headersFor(rules, '/portfolio/x')['content-security-policy']).toBe(sitePolicy);
  expect(headersFor(rules, '/administration')['content-security-policy']).toBe(sitePolicy);
});

test('the server\'s middleware sets the same policies by path', async () => {
  const app = new Hono();
  app.use('*', securityHeadersMiddleware(securityHeaders(sitePolicy, DEFAULT_HSTS), securityHeaders(adminContentSecurityPolicy(), DEFAULT_HSTS)));
  app.get('*', (c) => c.text('ok'));
  expect((await app.request('/admin/')).headers.get('content-security-policy')).toBe(adminContentSecurityPolicy());
  expect((await app.request('/about')).headers.get('content-security-policy')).toBe(sitePolicy);
  expect(policyFor('/admin', sitePolicy)).toBe(adminContentSecurityPolicy());
});

test('the local backend is allowed only when asked for (the dev server), never in production', () => {
  expect(adminContentSecurityPolicy()).not.toContain('localhost');
  expect(adminContentSecurityPolicy({ localBackend: true })).toContain("connect-src 'self' blob: https://api.github.com http://localhost:8081");
  expect(adminContentSecurityPolicy()).toContain("frame-ancestors 'none'");
});

test('the editor\'s page is noindex, loads our own bundle, and its configuration cannot close the script element', () => {
  const html = adminPage({ config: { site_url: '</script><script>alert(1)</script>' } as never, types: {}, stylesheet: '/assets/s.css', snapshot: '/admin/content.1.json' }, 'admin.ABC.js', undefined, 'Tarkaa');
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain('<script type="module" src="/admin/admin.ABC.js"></script>');
  expect(html.match(/<\/script>/g)).toHaveLength(2);
});

test('the editor\'s files are not visitor pages', () => {
  expect(isEditorFile('admin/index.html')).toBe(true);
  expect(isEditorFile('about/index.html')).toBe(false);
  expect(isEditorFile('administration/index.html')).toBe(false);
});

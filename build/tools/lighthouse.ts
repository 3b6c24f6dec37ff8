/**
 * Lighthouse over the built site: one page of each template, audited one after another in a
 * Chromium (chrome-launcher), or by several child processes side by side, with Lighthouse's default mobile preset (Moto G Power emulation,
 * simulated slow 4G and 4× CPU slowdown), against dist/ served by the site's own static handler.
 * Used by the Lighthouse test (accessibility, best practices and SEO must be 100) and by
 * `npm run bench:lighthouse` (all four scores, LCP, CLS and TBT written to docs/benchmarks.md).
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { createStaticHandler } from '../../src/server/static-files.ts';
import type { Route, RouteTable } from '../routes.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A page to audit: the template it stands for and its URL path. */
export interface AuditPage {
  label: string;
  path: string;
  /** Audits left out for this page, each with the reason (shown in the report). */
  skip?: { audit: string; why: string }[];
}

export interface AuditFailure {
  category: Category;
  audit: string;
  title: string;
  /** Selectors or URLs of the offending items, when Lighthouse lists them. */
  items: string[];
}

export interface PageAudit {
  page: AuditPage;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Audits that lost points in a category, for the message of a failing run. */
  failures: AuditFailure[];
  seconds: number;
  versions: { lighthouse: string; chrome: string };
}

/**
 * One page per template, taken from the route table so a renamed slug cannot break the list:
 * the home page, /services, a service, a technology, an industry, a solution, /portfolio, a
 * project, /blog, an article, a case study, /contact, /about, a legal page and the 404 page.
 */
export function pagesToAudit(table: RouteTable): AuditPage[] {
  const routes = table.routes;
  const byPath = (path: string) => {
    if (!routes.some((r) => r.path === path)) throw new Error(`Lighthouse: the route ${path} no longer exists; update pagesToAudit in build/tools/lighthouse.ts.`);
    return path;
  };
  const first = (template: Route['template']) => {
    const route = routes.find((r) => r.template === template);
    if (!route) throw new Error(`Lighthouse: no page uses the template "${template}"; update pagesToAudit in build/tools/lighthouse.ts.`);
    return route.path;
  };
  const legal = routes.find((r) => r.path === '/privacy-policy') ? '/privacy-policy' : first('legal');
  return [
    { label: 'home', path: byPath('/') },
    { label: 'services', path: byPath('/services') },
    { label: 'service', path: first('service') },
    { label: 'technology', path: first('technology') },
    { label: 'industry', path: first('industry') },
    { label: 'solution', path: first('solution') },
    { label: 'portfolio', path: byPath('/portfolio') },
    { label: 'project', path: first('portfolioProject') },
    { label: 'blog', path: byPath('/blog') },
    { label: 'article', path: first('article') },
    { label: 'case study', path: first('caseStudy') },
    { label: 'contact', path: byPath('/contact') },
    { label: 'about', path: byPath('/about') },
    { label: 'legal', path: legal },
    {
      label: '404',
      // 404.html as served at its own path (the same file a missing URL gets, with status 200
      // here so that Chrome logs no failed request); it is noindex by design, and this SEO audit
      // exists to catch noindex on pages meant to rank, so it is left out here and only here.
      path: first('notFound'),
      skip: [{ audit: 'is-crawlable', why: 'the not-found page is noindex by design' }],
    },
  ];
}

/** dist/ served on a free local port by the site's static handler (headers, precompressed files). */
export async function serve(dist: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(getRequestListener(createStaticHandler(dist)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function chromeMissing(): string | undefined {
  if (existsSync(CHROME_PATH)) return undefined;
  return `Lighthouse needs Chromium at ${CHROME_PATH}. Install it with \`sudo apt-get install chromium\` (or set CHROME_PATH), then run again.`;
}

/**
 * Audits the pages in order in one Chromium; `log` gets a line per page. `categories` narrows the
 * audit: without performance (the test's case) Lighthouse records no trace and runs no
 * simulation, and a page takes about a third of the time; its timings are then NaN.
 * With `concurrency` above 1, that many child processes (lighthouse-worker.ts) audit the pages
 * side by side, each with a Chromium of its own: Lighthouse supports one run at a time per
 * process and per browser. Side by side slows each page down, so performance (the bench) keeps one.
 */
export async function auditPages(
  origin: string,
  pages: AuditPage[],
  log: (line: string) => void = () => {},
  categories: readonly Category[] = CATEGORIES,
  concurrency = 1,
): Promise<PageAudit[]> {
  const missing = chromeMissing();
  if (missing) throw new Error(missing);
  if (concurrency > 1) return auditInWorkers(origin, pages, log, categories, concurrency);
  const chrome = await launchChrome();
  const results: PageAudit[] = [];
  try {
    for (const page of pages) {
      const audit = await auditPage(chrome.port, origin, page, categories);
      log(auditLine(audit, categories));
      results.push(audit);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** A worker's messages: the audit of the page it was sent, or why it could not make it. */
export type WorkerReply = { audit: PageAudit } | { error: string };

/** The pages shared out to `concurrency` lighthouse-worker.ts processes, a page at a time; results in the pages' order. */
async function auditInWorkers(origin: string, pages: AuditPage[], log: (line: string) => void, categories: readonly Category[], concurrency: number): Promise<PageAudit[]> {
  const results = new Map<AuditPage, PageAudit>();
  const queue = [...pages];
  const worker = () =>
    new Promise<void>((resolve, reject) => {
      const child = fork(new URL('./lighthouse-worker.ts', import.meta.url), [origin, categories.join(',')], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      let current: AuditPage | undefined;
      const next = () => {
        current = queue.shift();
        if (current) child.send(current);
        else child.disconnect();
      };
      child.on('message', (reply: WorkerReply) => {
        if ('error' in reply) {
          // The other workers finish the page they are on; each closes its Chromium as it quits.
          queue.length = 0;
          child.disconnect();
          reject(new Error(reply.error));
          return;
        }
        log(auditLine(reply.audit, categories));
        results.set(current!, reply.audit);
        next();
      });
      child.on('exit', (code) => (current ? reject(new Error(`The Lighthouse worker stopped (exit code ${code}) while auditing ${current.path}.`)) : resolve()));
      child.on('error', reject);
      next();
    });
  await Promise.all(Array.from({ length: Math.min(concurrency, pages.length) }, worker));
  return pages.map((page) => results.get(page)!);
}

/** One Lighthouse run of one page in the Chromium listening on `port`. */
export async function auditPage(port: number, origin: string, page: AuditPage, categories: readonly Category[]): Promise<PageAudit> {
  const started = performance.now();
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // The full-page screenshot is for the HTML report, which nothing here writes; on a long
    // page it is most of an audit's time.
    disableFullPageScreenshot: true,
    skipAudits: page.skip?.map((s) => s.audit),
  };
  const run = await lighthouse(origin + page.path, flags);
  if (!run) throw new Error(`Lighthouse returned no result for ${page.path}`);
  const lhr = run.lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return summarize(page, lhr, (performance.now() - started) / 1000);
}

function auditLine(audit: PageAudit, categories: readonly Category[]): string {
  const timings = categories.includes('performance') ? ` · LCP ${audit.lcpMs} ms · CLS ${audit.cls} · TBT ${audit.tbtMs} ms` : '';
  return `${audit.page.path.padEnd(40)} ${categories.map((c) => `${c} ${audit.scores[c]}`).join(' · ')}${timings} (${audit.seconds.toFixed(1)} s)`;
}

/** Launches the Chromium a worker audits in. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

function summarize(page: AuditPage, lhr: Result, seconds: number): PageAudit {
  // A category left out of the run scores NaN, never a passing or failing number.
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c] ? Math.round((lhr.categories[c].score ?? 0) * 100) : Number.NaN])) as Record<Category, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failures: AuditFailure[] = [];
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      failures.push({ category, audit: ref.id, title: audit.title, items: itemsOf(audit.details) });
    }
  }
  return {
    page,
    scores,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    failures,
    seconds,
    versions: { lighthouse: lhr.lighthouseVersion, chrome: /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown' },
  };
}

function itemsOf(details: Result['audits'][string]['details']): string[] {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  return details.items.slice(0, 8).map((item) => {
    const { node, url, href, text, source } = item as { node?: { selector?: string; snippet?: string }; url?: string; href?: string; text?: string; source?: { url?: string } };
    if (node) return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim();
    if (href !== undefined) return `"${text ?? ''}" → ${path(href)}`;
    if (url ?? source?.url) return path((url ?? source?.url)!);
    return JSON.stringify(item).slice(0, 160);
  });
}

/** What keeps a page below 100 in accessibility, best practices or SEO, one line per audit. */
export function describeFailures(audits: PageAudit[]): string[] {
  return audits.flatMap((a) =>
    a.failures.map((f) => `${a.page.path}: ${f.category} — ${f.audit} (${f.title})${f.items.length ? `: ${f.items.join(' | ')}` : ''}`),
  );
}

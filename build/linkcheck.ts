/**
 * `npm run linkcheck`: linkinator crawls the built site served from dist/ on localhost and
 * fails on any broken internal link, image or asset. External links are skipped here
 * (CI has no internet); they belong in a scheduled check.
 *
 * dist/ is served by the site's own static handler (src/server/static-files.ts: clean URLs,
 * _headers, as in production), not by the server linkinator starts for a folder: with its own
 * server, linkinator maps every result back to a file path once per link found on a page and per
 * result so far (about 20 million path joins for this site, half of the check's CPU).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { getRequestListener } from '@hono/node-server';
import { LinkChecker, LinkState } from 'linkinator';
import { createStaticHandler } from '../src/server/static-files.ts';

export interface BrokenLink {
  url: string;
  status: number | undefined;
  pages: string[];
}

export async function checkLinks(dist: string): Promise<{ checked: number; broken: BrokenLink[] }> {
  const server = createServer(getRequestListener(createStaticHandler(dist)));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    recurse: true,
    // The server is local and in this process: more requests at once only queue, and on a loaded
    // machine 50 at once with a 10 s limit timed out (status 0, reported as broken). A file that
    // is really missing answers 404 at once; a connection error or timeout is tried again.
    concurrency: 8,
    timeout: 60_000,
    retryErrors: true,
    retryErrorsCount: 3,
    // Anything that does not live on the local server linkinator starts.
    linksToSkip: async (link) => !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(link),
  }).finally(() => server.close());
  const broken = new Map<string, BrokenLink>();
  for (const link of result.links) {
    if (link.state !== LinkState.BROKEN) continue;
    const entry = broken.get(link.url) ?? { url: link.url, status: link.status, pages: [] };
    if (link.parent && !entry.pages.includes(link.parent)) entry.pages.push(link.parent);
    broken.set(link.url, entry);
  }
  // A missing address answers with the not-found page, which linkinator reads as a page too: what
  // it links from there is reported under the missing address. Only pages of the site are parents.
  for (const entry of broken.values()) entry.pages = entry.pages.filter((page) => !broken.has(page));
  return { checked: result.links.filter((l) => l.state !== LinkState.SKIPPED).length, broken: [...broken.values()].filter((entry) => entry.pages.length > 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'dist');
  if (!existsSync(dist)) {
    process.stderr.write(`${dist} does not exist: run \`npm run build\` first.\n`);
    process.exit(1);
  }
  const { checked, broken } = await checkLinks(dist);
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  for (const b of broken) {
    const pages = b.pages.map(path);
    process.stderr.write(`broken: ${path(b.url)} (${b.status ?? 'no response'}) linked from ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ` and ${pages.length - 5} more` : ''}\n`);
  }
  process.stdout.write(`link check: ${checked} links checked, ${broken.length} broken\n`);
  process.exit(broken.length ? 1 : 0);
}

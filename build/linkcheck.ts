/**
 * `npm run linkcheck`: linkinator crawls the built site served from dist/ on localhost and
 * fails on any broken internal link, image or asset. External links are skipped here
 * (CI has no internet); they belong in a scheduled check.
 */
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { LinkChecker, LinkState } from 'linkinator';

export interface BrokenLink {
  url: string;
  status: number | undefined;
  pages: string[];
}

export async function checkLinks(dist: string): Promise<{ checked: number; broken: BrokenLink[] }> {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: dist,
    recurse: true,
    cleanUrls: true,
    // The server is local and in this process: more requests at once only queue, and on a loaded
    // machine 50 at once with a 10 s limit timed out (status 0, reported as broken). A file that
    // is really missing answers 404 at once; a connection error or timeout is tried again.
    concurrency: 8,
    timeout: 60_000,
    retryErrors: true,
    retryErrorsCount: 3,
    // Anything that does not live on the local server linkinator starts.
    linksToSkip: async (link) => !/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(link),
  });
  const broken = new Map<string, BrokenLink>();
  for (const link of result.links) {
    if (link.state !== LinkState.BROKEN) continue;
    const entry = broken.get(link.url) ?? { url: link.url, status: link.status, pages: [] };
    if (link.parent && !entry.pages.includes(link.parent)) entry.pages.push(link.parent);
    broken.set(link.url, entry);
  }
  return { checked: result.links.filter((l) => l.state !== LinkState.SKIPPED).length, broken: [...broken.values()] };
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

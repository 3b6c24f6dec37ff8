/**
 * `npm run dev` rebuilds a content edit in its own process and rewrites only the pages that show
 * what changed: a project's new title reaches every page that showed the old one, and no other
 * page is written. An edit with an error shows it in the page, and the next good save recovers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../helpers/dev-server.ts';

const PROJECT = 'content/portfolio/ridego-ride-hailing-app.yaml';
const PROJECT_PAGE = 'portfolio/ridego-ride-hailing-app/index.html';
let dev: DevServer;

/** Every HTML page in the output with its modification time in nanoseconds. */
function pages(): Map<string, bigint> {
  const found = new Map<string, bigint>();
  for (const entry of readdirSync(dev.out, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      const abs = join(entry.parentPath, entry.name);
      found.set(relative(dev.out, abs), statSync(abs, { bigint: true }).mtimeNs);
    }
  }
  return found;
}

const page = (file: string) => readFileSync(join(dev.out, file), 'utf8');
const getProject = () => dev.get('/portfolio/ridego-ride-hailing-app');

beforeAll(async () => {
  // The edit's follow-ups wait for a reloaded page however long the machine makes it take.
  dev = await startDevServer('dev-incremental-', { env: { DEV_ANSWER_WAIT_MS: '600000' } });
  // The first build, then the pass that records what every page reads (the server says so).
  await dev.printed(/content edits now rebuild only their pages/);
}, 180_000);

afterAll(() => dev?.stop());

it('rewrites exactly the pages that show a project’s title when the title is edited', async () => {
  const oldTitle = 'RideGo Ride-Hailing and Mobility App';
  const newTitle = 'RideGo City Mobility Suite';
  const before = pages();
  // The expected set is read from the built pages, not written down: every page showing the old
  // title. For this project that is its own page, /portfolio, its category page, the pages of the
  // technologies and industries that list it, the sitemap page and a related project's page.
  const showing = [...before.keys()].filter((file) => page(file).includes(oldTitle)).sort();
  expect(showing).toEqual(expect.arrayContaining([PROJECT_PAGE, 'portfolio/index.html', 'portfolio/category/mobility/index.html', 'technologies/nodejs/index.html', 'industries/travel/index.html']));

  const logged = dev.output().length;
  dev.copy.edit(PROJECT, (t) => t.replace(`title: "${oldTitle}"`, `title: "${newTitle}"`));
  // The dev server reports a rebuild once all its pages are written (then it sends the reload).
  const report = await dev.printed(/(\d+) pages? rendered, (\d+) written/, logged);
  const after = pages();
  const rewritten = [...after].filter(([file, time]) => before.get(file) !== time).map(([file]) => file).sort();
  // Every page that showed the title is rewritten; the others keep their files untouched.
  expect(rewritten).toEqual(showing);
  expect(Number(report[2])).toBe(showing.length);
  for (const file of showing) {
    expect(page(file)).toContain(newTitle);
    expect(page(file)).not.toContain(oldTitle);
  }
}, 180_000);

it('shows an error in the page after a broken save and recovers on the next good one', async () => {
  const good = dev.copy.read(PROJECT);
  dev.copy.write(PROJECT, good.replace(/^title: .*$/m, 'title: RideGo: rides for every city'));
  const broken = await dev.eventually(async () => {
    const res = await getProject();
    return res.status === 500 ? res.text() : undefined;
  }, 'the error page');
  expect(broken).toContain('The site could not be built');
  expect(broken).toMatch(/content\/portfolio\/ridego-ride-hailing-app\.yaml:4:\d+/);
  expect(broken).toContain('[yaml-colon-in-value]');
  // The line with a caret under the mistake.
  expect(broken).toMatch(/\n +4 \| title: RideGo: rides for every city\n +\| +\^/);

  dev.copy.write(PROJECT, good.replace(/^title: .*$/m, 'title: "RideGo: rides for every city"'));
  const fixed = await dev.eventually(async () => {
    const res = await getProject();
    const html = await res.text();
    return res.status === 200 && html.includes('RideGo: rides for every city') ? html : undefined;
  }, 'the recovered page');
  expect(fixed).toContain('<h1>RideGo: rides for every city</h1>');
  expect(page('portfolio/index.html')).toContain('RideGo: rides for every city');
}, 180_000);

it('reads the rebuilt pages back: markup a visitor would see as text is an error at its content line, until fixed', async () => {
  const good = dev.copy.read(PROJECT);
  const line = good.split('\n').findIndex((l) => l.startsWith('title: ')) + 1;
  // The content check passes (any text is a title); the built page would show the tag as words.
  dev.copy.write(PROJECT, good.replace(/^title: .*$/m, 'title: "RideGo <b>Pro</b>"'));
  const broken = await dev.eventually(async () => {
    const res = await getProject();
    const text = await res.text();
    return res.status === 500 && text.includes('output-markup-as-text') ? text : undefined;
  }, 'the error page');
  expect(broken).toContain(`content/portfolio/ridego-ride-hailing-app.yaml:${line}:16  title: on /portfolio`);
  expect(broken).toContain('visitors would read "&lt;b>Pro&lt;/b>" as text');

  dev.copy.write(PROJECT, good.replace(/^title: .*$/m, 'title: "RideGo Pro"'));
  const fixed = await dev.eventually(async () => {
    const res = await getProject();
    const html = await res.text();
    return res.status === 200 && html.includes('<h1>RideGo Pro</h1>') ? html : undefined;
  }, 'the recovered page');
  expect(fixed).not.toContain('&lt;b&gt;');
}, 180_000);

it('answers the reloaded page before it refreshes the editor and draws the edit’s pictures', async () => {
  // An open page, as the reload script keeps one: an event stream, the page asked for again on
  // "reload", then a new stream (the script at the end of the reloaded page opens it).
  const open = new AbortController();
  const stream = await fetch(`${dev.url}/__dev/events`, { signal: open.signal });
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  try {
    const from = dev.output().length;
    const title = 'RideGo, answered first';
    dev.copy.edit(PROJECT, (t) => t.replace(/^title: .*$/m, `title: "${title}"`));
    // The reload of this edit: the server prints its report, then sends it (the previous edit's
    // pictures may send one before).
    const report = /\d+ pages? rendered, \d+ written/;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the event stream ended before a reload:\n${dev.output().slice(from)}`);
      if (decoder.decode(value).includes('data: reload') && report.test(dev.output().slice(from))) break;
    }
    const reloaded = await getProject();
    expect(reloaded.status).toBe(200);
    expect(await reloaded.text()).toContain(`<h1>${title}</h1>`);
    // Nothing else this edit does has run in the server's thread before the page was answered
    // (what the previous edit printed after it is before this edit's report).
    const sinceReport = dev.output().slice(from).split(report)[1];
    expect(sinceReport).not.toMatch(/editor refreshed|pictures in/);
    // Once the page has opened its stream again, the editor's files and the pictures follow.
    await fetch(`${dev.url}/__dev/events`, { signal: open.signal });
    const reportAt = from + dev.output().slice(from).search(report);
    await dev.printed(/editor refreshed in \d+ ms/, reportAt);
    await dev.printed(/pictures in \d+ ms: \d+ files/, reportAt);
  } finally {
    open.abort();
  }
}, 300_000);

/**
 * `npm run links:external` over weeks, on a copy of the fixture site and a fake web: a failure is
 * remembered between runs (content/link-health.json), counts as broken on the second run in a
 * row, and a live demo down for 7 days is rendered by a real build as "Demo temporarily
 * unavailable — ask us for a walkthrough", until the demo answers again or its address changes.
 * The clock is the run's `now`: no test waits for time to pass.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../build/build.ts';
import { projectPaths, type Paths } from '../../build/pipeline.ts';
import { formatProblems, hasErrors } from '../../build/problems.ts';
import { outputFile } from '../../build/routes.ts';
import { formatMarkdown, formatText } from '../../build/tools/external-links/report.ts';
import { runLinkCheck, type LinkReport } from '../../build/tools/external-links/run.ts';
import { readUnavailableDemos } from '../../build/stages/link-health.ts';
import { ROOT, lineOf } from '../helpers/content.ts';
import { answer, startFakeWeb, type FakeWeb } from './fake-web.ts';

const FIXTURE = join(ROOT, 'tests', 'fixtures', 'site', 'content');
const PROJECT_FILE = 'content/portfolio/mediconnect-telemedicine-platform.yaml';
const PROJECT_PAGE = '/portfolio/mediconnect-telemedicine-platform';
const DEMO = 'https://demo.tarkaa.dev/mediconnect';
const CLINIC_DEMO = 'https://demo.tarkaa.dev/mediconnect/clinic';
const UNAVAILABLE = 'Demo temporarily unavailable — ask us for a walkthrough';
const T0 = Date.parse('2026-03-02T06:00:00Z');
const day = (n: number) => new Date(T0 + n * 24 * 60 * 60 * 1000);

describe('weeks of checks on the fixture site', () => {
  let dir: string;
  let paths: Paths;
  let web: FakeWeb;
  let demoUp = false;
  const state = () => join(paths.content, 'link-health.json');
  const run = async (now: Date, network = web.network): Promise<LinkReport> => {
    const outcome = await runLinkCheck({ paths, now, check: { network, hostDelayMs: 0, timeoutMs: 20_000 } });
    if (!outcome.report) throw new Error(`the fixture has content errors:\n${formatProblems(outcome.problems)}`);
    return outcome.report;
  };
  const demoLink = (report: LinkReport) => report.links.find((l) => l.url === DEMO)!;
  const buildPage = async () => {
    const result = await build(paths, { compress: false });
    if (hasErrors(result.problems)) throw new Error(`the fixture does not build:\n${formatProblems(result.problems)}`);
    return readFileSync(join(paths.dist, outputFile(PROJECT_PAGE)), 'utf8');
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'outside-links-'));
    cpSync(FIXTURE, join(dir, 'content'), { recursive: true });
    paths = projectPaths(ROOT, { content: join(dir, 'content'), displayRoot: dir, dist: join(dir, 'dist') });
    web = await startFakeWeb({
      'demo.tarkaa.dev': (req, res) => answer(req.url === '/mediconnect' && !demoUp ? 404 : 200)(req, res),
      'www.linkedin.com': answer(200),
    });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a failing demo: once is "failing once", twice in a row is broken, 7 days in a row is shown as unavailable; a run without network changes nothing', async () => {
    expect(existsSync(state())).toBe(false);
    const first = await run(day(0));
    expect(first.offline).toBe(false);
    expect(first.counts).toMatchObject({ broken: 0, failingOnce: 1, demosUnavailable: 0 });
    const failing = demoLink(first);
    expect(failing).toMatchObject({ kind: 'demo', project: 'MediConnect Doctor Booking and Telemedicine Platform', broken: false });
    expect(failing.result).toMatchObject({ verdict: 'broken', status: 404 });
    // Where it is written, and the page a visitor meets it on.
    const yaml = readFileSync(join(dir, PROJECT_FILE), 'utf8');
    expect(failing.places).toEqual([{ file: PROJECT_FILE, line: lineOf(yaml, `url: "${DEMO}"`), column: 8, field: 'liveDemo.url', page: { path: PROJECT_PAGE, title: expect.any(String) } }]);
    expect(formatText(first)).toContain('failing once');
    expect(JSON.parse(readFileSync(state(), 'utf8')).links[DEMO]).toMatchObject({ failedRuns: 1, failingSince: day(0).toISOString() });

    const second = await run(day(3));
    expect(second.counts).toMatchObject({ broken: 1, demosUnavailable: 0 });
    expect(demoLink(second)).toMatchObject({ broken: true, failing: { failedRuns: 2, failingSince: day(0).toISOString() } });
    const text = formatText(second);
    expect(text).toContain(`BROKEN since 2026-03-02 (3 days, 2 runs in a row): ${DEMO}`);
    expect(text).toContain(`${PROJECT_FILE}:${failing.places[0].line}:8 (liveDemo.url), seen on https://www.tarkaa.dev${PROJECT_PAGE}`);
    expect(text).toContain('If it is still down 7 days after it first failed');
    // Live demos are the first section.
    const markdown = formatMarkdown(second);
    expect(markdown.indexOf('### Live demos')).toBeGreaterThan(0);
    expect(markdown.indexOf('### Live demos')).toBe(markdown.indexOf('### '));
    expect(readUnavailableDemos(paths.content)).toEqual([]);

    // No network: nothing is known, so nothing is recorded (not "every link broken").
    const before = readFileSync(state(), 'utf8');
    const nowhere = await startFakeWeb({});
    try {
      const offline = await run(day(5), nowhere.network);
      expect(offline.offline).toBe(true);
      expect(formatText(offline)).toMatch(/^Could not check: no network\./);
      expect(offline.counts.broken).toBe(0);
    } finally {
      await nowhere.close();
    }
    expect(readFileSync(state(), 'utf8')).toBe(before);

    const third = await run(day(7));
    expect(third.counts).toMatchObject({ broken: 1, demosUnavailable: 1 });
    expect(formatText(third)).toContain('The project page now shows "Demo temporarily unavailable — ask us for a walkthrough"');
    expect(readUnavailableDemos(paths.content)).toEqual([DEMO]);
  });

  test('the next build shows the demo as unavailable, asking for a walkthrough on the contact form with the project named; the other demos stay', async () => {
    const page = await buildPage();
    const unavailable = /<a class="[^"]*demo-unavailable[^"]*" href="([^"]+)">([^<]+)<\/a>/.exec(page);
    expect(unavailable?.[2]).toBe(UNAVAILABLE);
    const href = unavailable![1].replace(/&amp;/g, '&');
    expect(href.startsWith('/contact?')).toBe(true);
    expect(new URLSearchParams(href.split('?')[1]).get('subject')).toBe('Walkthrough of MediConnect Doctor Booking and Telemedicine Platform');
    expect(page).not.toContain(`href="${DEMO}"`);
    expect(page).toContain(`href="${CLINIC_DEMO}"`);
  });

  test('it comes back by itself when the demo answers again', async () => {
    demoUp = true;
    const report = await run(day(9));
    expect(report.counts).toMatchObject({ broken: 0, failingOnce: 0, demosUnavailable: 0 });
    expect(JSON.parse(readFileSync(state(), 'utf8')).links).toEqual({});
    // What the build reads: no demo is unavailable any more.
    expect(readUnavailableDemos(paths.content)).toEqual([]);
  });

  test('an editor who changes the address gets the new demo on the next build, whatever the state says about the old one', async () => {
    const unavailable = { about: 'test', links: { [DEMO]: { kind: 'demo', seenOn: 'MediConnect', failingSince: day(0).toISOString(), failedRuns: 3, lastProblem: '404', demoUnavailable: true } } };
    writeFileSync(state(), JSON.stringify(unavailable));
    const file = join(dir, PROJECT_FILE);
    writeFileSync(file, readFileSync(file, 'utf8').replace(`url: "${DEMO}"`, `url: "${DEMO}-v2"`));
    const page = await buildPage();
    expect(page).toContain(`href="${DEMO}-v2"`);
    expect(page).not.toContain(UNAVAILABLE);
  });
});

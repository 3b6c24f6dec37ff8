/**
 * `npm run links:external` as a function: check the content, collect its outside links, visit
 * them (build/tools/external-links/check.ts), update what is remembered between runs
 * (content/link-health.json) and return the report's data. The clock and the network are
 * parameters, so tests run it against a fake web and over simulated weeks.
 */
import { join, relative } from 'node:path';
import { checkContent, type Paths } from '../../pipeline.ts';
import { hasErrors, type Problem } from '../../problems.ts';
import { collectOutsideLinks, type OutsideLink } from './collect.ts';
import { checkLinks, type CheckOptions, type LinkResult } from './check.ts';
import { defaultSettingsFile, readSettings } from './settings.ts';
import { BROKEN_AFTER_RUNS, STATE_FILE, nextHealth, readHealth, writeHealth, type FailingLink } from './state.ts';

export interface ReportedLink extends OutsideLink {
  result: LinkResult;
  /** What the state says after this run (absent when the link answers). */
  failing?: FailingLink;
  /** Failed on two runs in a row or more. */
  broken: boolean;
}

export interface LinkReport {
  checkedAt: string;
  /** The site's origin: pages are listed as paths on it. */
  origin: string;
  /** No host could be reached: nothing is known, nothing was recorded. */
  offline: boolean;
  seconds: number;
  /** Where the state is kept (relative to the project), and why it could not be read, if so. */
  stateFile: string;
  stateUnreadable?: string;
  counts: { links: number; places: number; hosts: number; ok: number; moved: number; broken: number; failingOnce: number; unchecked: number; demosUnavailable: number };
  links: ReportedLink[];
}

export interface RunOptions {
  paths: Paths;
  now?: Date;
  /** Crawler settings; the User-Agent defaults to one naming the site and its contact page. */
  check?: Partial<CheckOptions>;
  /** The hosts to skip; build/tools/external-links/settings.yaml when absent. */
  settingsFile?: string;
  /** Do not write content/link-health.json (a dry run). */
  readOnly?: boolean;
}

export type RunOutcome = { problems: Problem[]; report?: undefined } | { problems: Problem[]; report: LinkReport };

export async function runLinkCheck(options: RunOptions): Promise<RunOutcome> {
  const { paths } = options;
  const now = options.now ?? new Date();
  const started = performance.now();
  const checked = checkContent(paths);
  const settings = readSettings(options.settingsFile ?? defaultSettingsFile(paths.root), paths.schemas, paths.root);
  const problems = [...checked.problems, ...settings.problems];
  if (hasErrors(problems) || !checked.content || !checked.table) return { problems };
  const site = checked.content.site;
  const links = collectOutsideLinks(checked.sources, checked.table, site.origin);
  const contact = new URL('/contact', site.origin).href;
  const userAgent = `${site.name.replace(/[^A-Za-z0-9]+/g, '')}LinkCheck/1.0 (+${contact}; checks the links on ${new URL(site.origin).host} once a week)`;
  const results = await checkLinks(links.map((l) => l.url), { userAgent, skip: settings.settings.skip, probe: site.origin, ...options.check });
  const offline = results.length > 0 && results.every((r) => r.problem === 'offline' || r.problem === 'skipped') && results.some((r) => r.problem === 'offline');
  const { health: before, unreadable } = readHealth(paths.content);
  const seenOn = (l: OutsideLink) => l.project ?? l.places[0].page.title;
  const after = offline ? before : nextHealth(before, links.map((l, i) => ({ url: l.url, kind: l.kind, seenOn: seenOn(l), result: results[i] })), now);
  // Written only when what is known changed (a link starts or stops failing, or fails again), so
  // the weekly workflow commits nothing on a week when nothing changed.
  const changed = JSON.stringify(after.links) !== JSON.stringify(before.links) || unreadable !== undefined;
  if (!offline && !options.readOnly && changed) writeHealth(paths.content, after);
  const reported: ReportedLink[] = links.map((l, i) => {
    const failing = after.links[l.url];
    return { ...l, result: results[i], failing, broken: results[i].verdict === 'broken' && (failing?.failedRuns ?? 0) >= BROKEN_AFTER_RUNS };
  });
  const count = (f: (l: ReportedLink) => boolean) => reported.filter(f).length;
  const report: LinkReport = {
    checkedAt: now.toISOString(),
    origin: site.origin,
    offline,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    stateFile: relative(paths.displayRoot, join(paths.content, STATE_FILE)),
    stateUnreadable: unreadable,
    counts: {
      links: links.length,
      places: links.reduce((n, l) => n + l.places.length, 0),
      hosts: new Set(links.map((l) => l.host)).size,
      ok: count((l) => l.result.verdict === 'ok'),
      moved: count((l) => l.result.verdict === 'moved'),
      broken: count((l) => l.broken),
      failingOnce: count((l) => l.result.verdict === 'broken' && !l.broken),
      unchecked: count((l) => l.result.verdict === 'unchecked'),
      demosUnavailable: count((l) => l.result.verdict === 'broken' && l.failing?.demoUnavailable === true),
    },
    links: reported,
  };
  return { problems, report };
}
